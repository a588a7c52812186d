import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ApplicationReportGrouping } from '@collegium/domain/application-reporting';

// spec 2.4 applicationreporting: how many applications there are per status, course, intake,
// diocese and cohort group. `value` null is the group "Not recorded".

const COLUMN = {
  status: 'status',
  course: 'course',
  intake: 'intake',
  diocese: 'diocese',
  cohortGroup: 'cohort_group',
} as const;

export interface CountRow {
  value: string | null;
  count: number;
}

/** Largest first; equal counts by value; "Not recorded" after the named groups. */
export function byCountThenValue(a: CountRow, b: CountRow): number {
  if (a.count !== b.count) return b.count - a.count;
  if (a.value === b.value) return 0;
  if (a.value === null) return 1;
  if (b.value === null) return -1;
  return a.value < b.value ? -1 : 1;
}

/** Intakes read best in date order, the rest largest first. */
function ordered(by: ApplicationReportGrouping, rows: CountRow[]): CountRow[] {
  if (by !== 'intake') return rows.sort(byCountThenValue);
  return rows.sort((a, b) =>
    a.value === b.value ? 0 : a.value === null ? 1 : b.value === null ? -1 : a.value < b.value ? -1 : 1,
  );
}

export async function countApplicationsBy(db: Kysely<Database>, by: ApplicationReportGrouping): Promise<CountRow[]> {
  const column = COLUMN[by];
  const grouped = await db
    .selectFrom('applications')
    .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number>().as('count')])
    .groupBy(column)
    .execute();
  // Blank and missing are the same group; merge them before ordering.
  const counts = new Map<string | null, number>();
  for (const g of grouped) {
    const value = g.value === null || String(g.value).trim() === '' ? null : String(g.value);
    counts.set(value, (counts.get(value) ?? 0) + Number(g.count));
  }
  return ordered(
    by,
    [...counts].map(([value, count]) => ({ value, count })),
  );
}
