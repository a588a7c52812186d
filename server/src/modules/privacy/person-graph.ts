import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

// Everything held about a person, found by the schema itself (issue 15, UK GDPR subject access):
// the foreign keys are read from the database (SQLite's pragma, PostgreSQL's catalogue), and
// every table whose rows point, directly or through other such rows, at the person's `people`
// row is walked. A table added later with a foreign key to people, users, students ... is
// therefore in the export without anyone remembering to add it.
//
// A link that names who *did* something (created_by_user_id, uploaded_by_user_id, actor_user_id
// ...) is not followed: the rows behind it are about other people (the invoices a finance
// officer raised). The person's own activity is their audit entries, which are added apart.

export interface ForeignKey {
  table: string;
  column: string;
  references: string;
  referencedColumn: string;
}

export async function foreignKeys(db: Db): Promise<ForeignKey[]> {
  if (db.dialect === 'sqlite') {
    const rows = await sql<{ tbl: string; col: string; ref: string; refcol: string | null }>`
      select m.name as tbl, p."from" as col, p."table" as ref, p."to" as refcol
      from sqlite_master m join pragma_foreign_key_list(m.name) p
      where m.type = 'table'`.execute(db.kysely);
    return rows.rows.map((r) => ({
      table: r.tbl,
      column: r.col,
      references: r.ref,
      referencedColumn: r.refcol ?? 'id',
    }));
  }
  const rows = await sql<{ tbl: string; col: string; ref: string; refcol: string }>`
    select cl.relname as tbl, a.attname as col, rc.relname as ref, ra.attname as refcol
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_class rc on rc.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db.kysely);
  return rows.rows.map((r) => ({ table: r.tbl, column: r.col, references: r.ref, referencedColumn: r.refcol }));
}

/** A link that records who acted, not whom the row is about. */
export function isActorLink(fk: ForeignKey): boolean {
  return /(^|_)(by_user_id|actor_user_id|as_user_id|real_user_id)$/.test(fk.column) || /_by$/.test(fk.column);
}

/** Links never followed because the row is shared by many people (a file is reached from the row holding it). */
const SHARED_TABLES = new Set(['files']);

/** The subject links: child rows about the parent row's person. */
export function subjectLinks(fks: readonly ForeignKey[]): ForeignKey[] {
  return fks.filter(
    (fk) =>
      fk.referencedColumn === 'id' &&
      !isActorLink(fk) &&
      !SHARED_TABLES.has(fk.references) &&
      !SHARED_TABLES.has(fk.table),
  );
}

/** Every table reachable from people through subject links (people included). */
export function personTables(fks: readonly ForeignKey[]): string[] {
  const links = subjectLinks(fks);
  const reached = new Set(['people']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const fk of links) {
      if (reached.has(fk.references) && !reached.has(fk.table)) {
        reached.add(fk.table);
        grew = true;
      }
    }
  }
  return [...reached].sort();
}

type Row = Record<string, unknown>;

export interface PersonData {
  /** Table → the person's rows (every table reachable from people, empty ones too). */
  tables: Record<string, Row[]>;
  /** Ids of the `files` rows the person's rows hold. */
  fileIds: number[];
}

const CHUNK = 500;

/** Reads the person's rows from every reachable table, following links until nothing new is found. */
export async function collectPersonData(db: Db, personId: number): Promise<PersonData> {
  const fks = await foreignKeys(db);
  const links = subjectLinks(fks);
  const tables: Record<string, Row[]> = Object.fromEntries(personTables(fks).map((t) => [t, []]));
  const ids = new Map<string, Set<number>>([['people', new Set([personId])]]);
  const seen = new Map<string, Set<string>>();
  const person = await db.kysely.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
  if (person) tables.people = [person as Row];
  const pending: string[] = ['people'];
  while (pending.length > 0) {
    const parent = pending.shift() as string;
    const parentIds = [...(ids.get(parent) ?? [])];
    if (parentIds.length === 0) continue;
    for (const fk of links.filter((l) => l.references === parent)) {
      for (let i = 0; i < parentIds.length; i += CHUNK) {
        const rows = (await db.kysely
          .selectFrom(fk.table as never)
          .selectAll()
          .where(sql.ref(fk.column), 'in', parentIds.slice(i, i + CHUNK))
          .execute()) as Row[];
        let added = false;
        for (const row of rows) {
          const key = row.id !== undefined ? `id:${row.id}` : JSON.stringify(row);
          const known = seen.get(fk.table) ?? new Set<string>();
          seen.set(fk.table, known);
          if (known.has(key)) continue;
          known.add(key);
          (tables[fk.table] ??= []).push(row);
          if (typeof row.id === 'number' || typeof row.id === 'string') {
            const set = ids.get(fk.table) ?? new Set<number>();
            ids.set(fk.table, set);
            set.add(Number(row.id));
            added = true;
          }
        }
        if (added && !pending.includes(fk.table)) pending.push(fk.table);
      }
    }
  }
  // Files the rows hold (a photo, evidence, documents).
  const fileIds = new Set<number>();
  const fileColumns = fks.filter((fk) => fk.references === 'files');
  for (const fk of fileColumns) {
    for (const row of tables[fk.table] ?? []) {
      const v = row[fk.column];
      if (v !== null && v !== undefined) fileIds.add(Number(v));
    }
  }
  return { tables, fileIds: [...fileIds].sort((a, b) => a - b) };
}

/** Secrets are never exported, even to their owner: password and token hashes. */
export function redact(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, /(^|_)hash$/.test(k) || k === 'password_hash' ? '[not exported]' : v]),
  );
}
