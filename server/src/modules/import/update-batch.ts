import { sql } from 'kysely';
import type { RowAction } from '@collegium/domain/data-import';
import { conflict } from '../../http/errors.ts';
import type { AnyDb } from '../entities/entity-columns.ts';
import { PEOPLE_TABLE } from '../entities/entity-columns.ts';
import { STALE_VERSION_MESSAGE, type StoredRecord } from '../entities/record-repository.ts';
import { toDbColumns, type ApiValue } from '../entities/row-mapping.ts';
import { insertMany } from './create-batch.ts';
import { START_INTAKE, type ImportTarget } from './import-kinds.ts';
import { engagementRow, storedDef } from './write-row.ts';

// The rows of an import that matched a record are written in batches (issue 15, re-import speed):
// each row's changed fields are worked out against the record as read, and the batch writes all
// of them with one UPDATE per table (a CASE on the id for each changed column, each row guarded
// by the version it was read at, as updateRecord does one by one), and the engagements matched
// students gain with one INSERT. As with the created rows (create-batch.ts), a row waits only
// while nothing could need it: write-chunk.ts flushes before a row that could match a record the
// batch changes, so the outcome is that of writing each row at once.

type Values = Record<string, ApiValue>;
type Row = Record<string, unknown>;

/** Cells per statement (a CASE arm binds two parameters), well inside both databases' limits. */
const MAX_ARMS = 8_000;

const same = (a: ApiValue | undefined, b: ApiValue | undefined, caseless: boolean) =>
  caseless && typeof a === 'string' && typeof b === 'string'
    ? a.toLowerCase() === b.toLowerCase()
    : (a ?? null) === (b ?? null);

/** The fields of `values` that `mapped` names and that differ from the record (an empty cell never clears). */
export function changedFields(stored: StoredRecord, values: Values, mapped: readonly string[]): Values {
  return Object.fromEntries(
    mapped
      .filter(
        (k) =>
          k !== START_INTAKE.name &&
          k in values &&
          values[k] !== null &&
          !same(values[k], stored.values[k], k === 'email'),
      )
      .map((k) => [k, values[k]!]),
  );
}

/** Sets each row's own columns in one statement, bumping version and updated_at; a row changed meanwhile is a 409. */
async function updateMany(
  db: AnyDb,
  table: string,
  rows: readonly { id: number; version: number; set: Row }[],
  now: string,
): Promise<void> {
  const arms = Math.max(1, ...rows.map((r) => Object.keys(r.set).length + 1));
  const per = Math.max(1, Math.floor(MAX_ARMS / arms));
  for (let i = 0; i < rows.length; i += per) {
    const part = rows.slice(i, i + per);
    const columns = [...new Set(part.flatMap((r) => Object.keys(r.set)))];
    const set: Row = Object.fromEntries(
      columns.map((c) => {
        const when = part.filter((r) => c in r.set).map((r) => sql`when ${r.id} then ${r.set[c]}`);
        return [c, sql`case ${sql.ref('id')} ${sql.join(when, sql` `)} else ${sql.ref(c)} end`];
      }),
    );
    const versions = sql.join(
      part.map((r) => sql`when ${r.id} then ${r.version}`),
      sql` `,
    );
    const result = await db
      .updateTable(table)
      .set({ ...set, version: sql`version + 1`, updated_at: now })
      .where(
        'id',
        'in',
        part.map((r) => r.id),
      )
      .where(sql.ref('version'), '=', sql`case ${sql.ref('id')} ${versions} else -1 end`)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== part.length) throw conflict(STALE_VERSION_MESSAGE);
  }
}

export class UpdateBatch {
  private records = new Map<number, { stored: StoredRecord; changes: Values }>();
  private engagements: Row[] = [];

  constructor(
    private readonly db: AnyDb,
    private readonly target: ImportTarget,
    private readonly mapped: readonly string[],
    private readonly now: string,
  ) {}

  /** Whether the record has changes waiting (flush before reading it again). */
  holds(id: number): boolean {
    return this.records.has(id);
  }

  /**
   * A row that matched a stored record: its changes wait for the flush. Answers what the row does
   * and the changes (empty for a duplicate). A student also gains an engagement at the row's start
   * intake unless one at that intake on that programme is held.
   */
  add(stored: StoredRecord, values: Values): { action: RowAction; changes: Values } {
    if (this.target.kind === 'students')
      this.engagements.push(engagementRow(stored.id, { ...stored.values, ...values }, this.now));
    const changes = changedFields(stored, values, this.mapped);
    if (Object.keys(changes).length === 0) return { action: 'duplicate', changes };
    this.records.set(stored.id, { stored, changes });
    return { action: 'update', changes };
  }

  async flush(): Promise<void> {
    const records = [...this.records.values()];
    const engagements = this.engagements;
    this.records = new Map();
    this.engagements = [];
    const def = storedDef(this.target.def);
    const people: { id: number; version: number; set: Row }[] = [];
    const own: { id: number; version: number; set: Row }[] = [];
    for (const { stored, changes } of records) {
      const { entity, person } = toDbColumns(def, changes);
      if (def.person && Object.keys(person).length > 0)
        people.push({ id: stored.personId!, version: stored.personVersion ?? 0, set: person });
      own.push({ id: stored.id, version: stored.entityVersion, set: entity });
    }
    if (people.length > 0) await updateMany(this.db, PEOPLE_TABLE, people, this.now);
    if (own.length > 0) await updateMany(this.db, def.table, own, this.now);
    if (engagements.length > 0) await this.addEngagements(engagements);
  }

  /** The engagements not already held (by student, programme and start intake), in one INSERT. */
  private async addEngagements(rows: readonly Row[]): Promise<void> {
    const key = (r: Row) => `${String(r.student_id)}\u0000${String(r.programme_code)}\u0000${String(r.start_intake)}`;
    const held = await this.db
      .selectFrom('engagements')
      .select(['student_id', 'programme_code', 'start_intake'])
      .where('student_id', 'in', [...new Set(rows.map((r) => Number(r.student_id)))])
      .execute();
    const seen = new Set(held.map((r) => key(r as Row)));
    const fresh = rows.filter((r) => !seen.has(key(r)) && seen.add(key(r)));
    await insertMany(this.db, 'engagements', fresh);
  }
}
