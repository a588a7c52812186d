import type { ImportKind } from '@collegium/domain/data-import';
import { sql } from 'kysely';
import type { AnyDb } from '../entities/entity-columns.ts';
import type { ApiValue } from '../entities/row-mapping.ts';
import type { Match } from './matching.ts';

// findMatch (matching.ts) for a whole chunk of rows in a few statements (issue 15, import speed):
// the candidates by e-mail, by name, by partner id and by code are read once for the chunk and
// each row is matched in memory by exactly findMatch's rules (e-mail first, the lowest id; then
// name and date of birth; then name and postcode among the name's first fifty by id). The answer
// is the database as it stands when called: write-chunk.ts matches a row again on its own when
// an earlier row of the chunk wrote something the row could be matched by.

type Values = Record<string, ApiValue>;
type Candidate = { id: number; born: string | null; code: string | null };

const lower = (v: ApiValue | undefined) => (typeof v === 'string' ? v.trim().toLowerCase() : null);
const postcode = (v: unknown) => (typeof v === 'string' ? v.replace(/\s+/g, '').toLowerCase() : null);
const inList = (values: readonly (string | number)[]) => sql.join(values.map((v) => sql`${v}`));
const present = <T>(values: readonly (T | null)[]): T[] => [...new Set(values.filter((v): v is T => v !== null))];
const NAME_CANDIDATES = 50;

/** The lowest id holding each e-mail (lower-cased) in the table. */
async function idsByEmail(db: AnyDb, table: string, rows: readonly Values[]): Promise<Map<string, number>> {
  const emails = present(rows.map((v) => lower(v.email)));
  if (emails.length === 0) return new Map();
  const found = await sql<{ e: string; id: number }>`select lower(email) as e, min(id) as id from ${sql.table(table)}
    where lower(email) in (${inList(emails)}) group by lower(email)`.execute(db);
  return new Map(found.rows.map((r) => [r.e, Number(r.id)]));
}

function group<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k) ?? [];
    list.push(row);
    out.set(k, list);
  }
  return out;
}

/** Every person whose first and last names are a row's, by name, lowest id first. */
async function peopleByName(db: AnyDb, rows: readonly Values[]): Promise<Map<string, Candidate[]>> {
  const names = new Map<string, [string, string]>();
  for (const v of rows) {
    const first = lower(v.firstName);
    const last = lower(v.lastName);
    if (first && last) names.set(`${first}\u0000${last}`, [first, last]);
  }
  if (names.size === 0) return new Map();
  const pairs = sql.join([...names.values()].map(([f, l]) => sql`(${l}, ${f})`));
  const found = await sql<{ id: number; f: string; l: string; born: string | null; p: string | null }>`
    select id, lower(first_name) as f, lower(last_name) as l, date_of_birth as born, post_code as p from people
    where (lower(last_name), lower(first_name)) in (values ${pairs}) order by id`.execute(db);
  return group(
    found.rows.map((r) => ({ id: Number(r.id), born: r.born, code: postcode(r.p), name: `${r.f}\u0000${r.l}` })),
    (r) => r.name,
  );
}

async function matchPeople(db: AnyDb, rows: readonly Values[]): Promise<({ id: number; by: string } | null)[]> {
  const byEmail = await idsByEmail(db, 'people', rows);
  const byName = await peopleByName(db, rows);
  return rows.map((v) => {
    const email = lower(v.email);
    const id = email ? byEmail.get(email) : undefined;
    if (id !== undefined) return { id, by: `e-mail ${email}` };
    const first = lower(v.firstName);
    const last = lower(v.lastName);
    if (!first || !last) return null;
    const named = byName.get(`${first}\u0000${last}`) ?? [];
    const born = typeof v.dateOfBirth === 'string' ? named.find((c) => c.born === v.dateOfBirth) : undefined;
    if (born) return { id: born.id, by: 'name and date of birth' };
    const code = postcode(v.postCode);
    const placed = code ? named.slice(0, NAME_CANDIDATES).find((c) => c.code === code) : undefined;
    return placed ? { id: placed.id, by: 'name and postcode' } : null;
  });
}

async function matchOrganisations(db: AnyDb, rows: readonly Values[]): Promise<(Match | null)[]> {
  const byEmail = await idsByEmail(db, 'organisations', rows);
  const names = present(rows.map((v) => (postcode(v.postCode) ? lower(v.name) : null)));
  const found =
    names.length === 0
      ? []
      : (
          await sql<{ id: number; n: string; p: string | null }>`select id, lower(name) as n, post_code as p
            from organisations where lower(name) in (${inList(names)}) order by id`.execute(db)
        ).rows;
  const byName = group(found, (r) => r.n);
  return rows.map((v) => {
    const email = lower(v.email);
    const id = email ? byEmail.get(email) : undefined;
    if (id !== undefined) return { id, personId: null, by: `e-mail ${email}` };
    const name = lower(v.name);
    const code = postcode(v.postCode);
    if (!name || !code) return null;
    const row = (byName.get(name) ?? []).slice(0, NAME_CANDIDATES).find((r) => postcode(r.p) === code);
    return row ? { id: Number(row.id), personId: null, by: 'name and postcode' } : null;
  });
}

async function matchModules(db: AnyDb, rows: readonly Values[]): Promise<(Match | null)[]> {
  const codes = present(rows.map((v) => (typeof v.code === 'string' ? v.code : null)));
  const found =
    codes.length === 0
      ? []
      : await db.selectFrom('modules').select(['id', 'code']).where('code', 'in', codes).execute();
  const byCode = new Map(found.map((r) => [String(r.code), Number(r.id)]));
  return rows.map((v) => {
    const id = typeof v.code === 'string' ? byCode.get(v.code) : undefined;
    return id === undefined ? null : { id, personId: null, by: `code ${String(v.code)}` };
  });
}

/** What findMatch answers for each row, read for all the rows at once. */
export async function matchMany(
  db: AnyDb,
  kind: ImportKind,
  table: string,
  rows: readonly Values[],
): Promise<(Match | null)[]> {
  if (kind === 'modules') return matchModules(db, rows);
  if (kind === 'organisations') return matchOrganisations(db, rows);
  const people = await matchPeople(db, rows);
  if (kind === 'contacts') return people.map((p) => (p ? { id: p.id, personId: p.id, by: p.by } : null));
  const partners = new Map<number, { id: number; personId: number }>();
  if (kind === 'students') {
    const ids = present(rows.map((v) => (typeof v.partnerId === 'number' ? v.partnerId : null)));
    if (ids.length > 0)
      for (const r of await db
        .selectFrom('students')
        .select(['id', 'person_id', 'partner_id'])
        .where('partner_id', 'in', ids)
        .execute())
        partners.set(Number(r.partner_id), { id: Number(r.id), personId: Number(r.person_id) });
  }
  const personIds = present(people.map((p) => p?.id ?? null));
  const records =
    personIds.length === 0
      ? []
      : (
          await sql<{ person_id: number; id: number }>`select person_id, min(id) as id from ${sql.table(table)}
            where person_id in (${inList(personIds)}) group by person_id`.execute(db)
        ).rows;
  const recordOf = new Map(records.map((r) => [Number(r.person_id), Number(r.id)]));
  return rows.map((v, i) => {
    const partner = typeof v.partnerId === 'number' ? partners.get(v.partnerId) : undefined;
    if (partner) return { ...partner, by: `partner id ${String(v.partnerId)}` };
    const person = people[i];
    return person ? { id: recordOf.get(person.id) ?? null, personId: person.id, by: person.by } : null;
  });
}
