import type { AnyDb } from '../entities/entity-columns.ts';
import { toDbColumns, type ApiValue } from '../entities/row-mapping.ts';
import { START_INTAKE, type ImportTarget } from './import-kinds.ts';
import { matchKeys } from './matching.ts';
import { engagementRow, nextPartnerId, storedDef } from './write-row.ts';

// The rows of an import that match nothing are created in batches: one multi-row INSERT per
// table for up to BATCH_ROWS rows, instead of a few statements per row (issue 15, import speed).
// On PostgreSQL every statement on a table fires its facet trigger, which updates one counter
// row; inside the import's one transaction each update leaves a row version no one can prune
// yet, and the next update walks all of them, so per-row statements made a file quadratic in its
// length (119 rows/s at 10,000 rows). A batch is one trigger run for many rows.
// Rows wait in the batch only while nothing could need them: before a row sharing a matching key
// with a waiting one is matched, and before a row matching a person of another role is written,
// the batch is flushed (write-chunk.ts), so the outcome is that of writing each row at once (also
// the partner ids of new students).

type Values = Record<string, ApiValue>;
type Row = Record<string, unknown>;

export const BATCH_ROWS = 500;
/** Bound parameters per statement, well inside SQLite's and PostgreSQL's limits. */
const MAX_PARAMETERS = 20_000;

/** Inserts rows of one shape, returning their ids in the rows' order (ids grow in insertion order). */
export async function insertMany(db: AnyDb, table: string, rows: readonly Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const per = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(rows[0]!).length)));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += per) {
    const out = await db
      .insertInto(table)
      .values(rows.slice(i, i + per))
      .returning('id')
      .execute();
    ids.push(...out.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

export class CreateBatch {
  private rows: { own: Values; values: Values }[] = [];
  /** The highest partner id in the database (null: not read since the last flush) and among the waiting rows. */
  private storedPartnerMax: number | null = null;
  private waitingPartnerMax = 0;

  constructor(
    private readonly db: AnyDb,
    private readonly target: ImportTarget,
    private readonly now: string,
  ) {}

  /** A row that matched nothing: created with the batch. Answers the keys it can be found by. */
  async add(values: Values): Promise<string[]> {
    const own = Object.fromEntries(Object.entries(values).filter(([k]) => k !== START_INTAKE.name));
    if (this.target.kind === 'students') {
      if (own.partnerId === null || own.partnerId === undefined) {
        this.storedPartnerMax ??= (await nextPartnerId(this.db)) - 1;
        own.partnerId = Math.max(this.storedPartnerMax, this.waitingPartnerMax) + 1;
      }
      this.waitingPartnerMax = Math.max(this.waitingPartnerMax, Number(own.partnerId));
    }
    this.rows.push({ own, values });
    const keys = matchKeys(this.target.kind, own);
    if (this.rows.length >= BATCH_ROWS) await this.flush();
    return keys;
  }

  async flush(): Promise<void> {
    const rows = this.rows;
    if (rows.length === 0) return;
    this.rows = [];
    this.storedPartnerMax = null;
    this.waitingPartnerMax = 0;
    const def = storedDef(this.target.def);
    const stamps = { created_at: this.now, updated_at: this.now };
    // Empty values are left out (a column's own default applies), so rows are grouped by shape.
    const shapes = new Map<string, { entity: Row; person: Row; values: Values }[]>();
    for (const { own, values } of rows) {
      const given = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== null && v !== undefined));
      const { entity, person } = toDbColumns(def, given);
      const shape = `${Object.keys(entity).join(',')}|${Object.keys(person).join(',')}`;
      const group = shapes.get(shape) ?? [];
      group.push({ entity, person, values });
      shapes.set(shape, group);
    }
    for (const group of shapes.values()) {
      if (def.person) {
        const personIds = await insertMany(
          this.db,
          'people',
          group.map((r) => ({ ...r.person, ...stamps })),
        );
        group.forEach((r, i) => (r.entity.person_id = personIds[i]));
      }
      const ids = await insertMany(
        this.db,
        def.table,
        group.map((r) => ({ ...r.entity, ...stamps })),
      );
      if (this.target.kind === 'students') await this.addEngagements(ids, group);
    }
  }

  /** Each new student's engagement at its start intake, made the current one. */
  private async addEngagements(ids: readonly number[], group: readonly { values: Values }[]) {
    await insertMany(
      this.db,
      'engagements',
      group.map((r, i) => engagementRow(ids[i]!, r.values, this.now)),
    );
    await this.db
      .updateTable('students')
      .set((eb) => ({
        current_engagement_id: eb
          .selectFrom('engagements')
          .select((e) => e.fn.max('engagements.id').as('id'))
          .whereRef('engagements.student_id', '=', 'students.id'),
      }))
      .where('id', 'in', ids)
      .execute();
  }
}
