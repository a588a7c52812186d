import { academicYearOf } from '@collegium/domain/academic-year';
import type { ReportCell } from '@collegium/domain/custom-reports';
import { hesaReadiness, hesaStudentFields } from '@collegium/domain/hesa-readiness';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hesaRules } from '../hesa/mapping-repository.ts';
import { hesaInputs } from '../hesa/student-inputs.ts';
import { columnAlias, rowsQuery } from './report-query.ts';
import type { PlannedField, ReportPlan } from './report-plan.ts';

// A report's rows as cells, read a page at a time so neither the server nor the database holds
// the whole report (a 100,000-student export stays in flat memory) and no connection is held
// while a slow client downloads. Computed fields (HESA readiness) are worked out per page.

type Row = Record<string, unknown>;

function cell(planned: PlannedField, value: unknown): ReportCell {
  if (value === null || value === undefined) return null;
  const { field, column } = planned;
  if (field.type === 'boolean') return Number(value) ? 'Yes' : 'No';
  if (field.type === 'number') return Number(value) / (column.pence ? 100 : 1);
  if (field.type === 'date' && typeof value === 'string') return value.slice(0, 10);
  return typeof value === 'string' || typeof value === 'number' ? value : String(value);
}

/** Readiness for the current academic year, by student id (absent: not in that year's return). */
async function readiness(db: Kysely<Database>, ids: number[]) {
  const year = academicYearOf(new Date());
  const [{ inputs }, { index, defaults }] = await Promise.all([
    hesaInputs(db, year, { studentIds: ids, limit: ids.length }),
    hesaRules(db),
  ]);
  const out = new Map<number, number>();
  for (const input of inputs) {
    const missing = hesaReadiness(hesaStudentFields(input, index, defaults)).missing;
    out.set(input.studentId, (out.get(input.studentId) ?? 0) + missing);
  }
  return out;
}

async function cellsOf(db: Kysely<Database>, plan: ReportPlan, rows: Row[]): Promise<ReportCell[][]> {
  const needsHesa = plan.shown.some((s) => s.field.key.startsWith('hesa.'));
  const missing = needsHesa
    ? await readiness(
        db,
        rows.map((r) => Number(r.row_id)),
      )
    : new Map<number, number>();
  return rows.map((row) =>
    plan.shown.map((planned, i) => {
      if (planned.column.expression) return cell(planned, row[columnAlias(i)]);
      const m = missing.get(Number(row.row_id));
      if (m === undefined) return null;
      return planned.field.key === 'hesa.ready' ? (m === 0 ? 'Yes' : 'No') : m;
    }),
  );
}

/** The first `limit` rows. */
export async function firstRows(db: Kysely<Database>, plan: ReportPlan, limit: number): Promise<ReportCell[][]> {
  const { rows } = await rowsQuery(plan, limit, 0).execute(db);
  return cellsOf(db, plan, rows);
}

/** Every row, page by page; `onPage` hears how many have been read (the export's progress). */
export async function* allRows(
  db: Kysely<Database>,
  plan: ReportPlan,
  pageSize = 2000,
  onPage?: (read: number) => Promise<void> | void,
): AsyncGenerator<ReportCell[]> {
  for (let offset = 0; ; offset += pageSize) {
    const { rows } = await rowsQuery(plan, pageSize, offset).execute(db);
    yield* await cellsOf(db, plan, rows);
    await onPage?.(offset + rows.length);
    if (rows.length < pageSize) return;
  }
}
