import { APPLICATION_STAGES, applicationStage } from '@collegium/domain/application-stages';
import { APPLICATION_STATUSES } from '@collegium/domain/application-statuses';
import type { ApplicationStatistics } from '@collegium/domain/application-reporting';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// spec 2.4 statistics: applications over time (submitted per month) and by status and stage.

/** The YYYY-MM of each of the `count` months ending with `today`'s, oldest first. */
export function monthsEnding(today: Date, count: number): string[] {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

export async function applicationStatistics(
  db: Kysely<Database>,
  months: number,
  today = new Date(),
): Promise<ApplicationStatistics> {
  const window = monthsEnding(today, months);
  const from = `${window[0]}-01`;
  // Timestamps are ISO text on both databases, so the month is the first seven characters.
  const submitted = await db
    .selectFrom('applications')
    .select('submitted_at')
    .where('submitted_at', 'is not', null)
    .where('submitted_at', '>=', from)
    .execute();
  const perMonth = new Map(window.map((m) => [m, 0]));
  for (const row of submitted) {
    const month = row.submitted_at!.slice(0, 7);
    if (perMonth.has(month)) perMonth.set(month, perMonth.get(month)! + 1);
  }

  const grouped = await db
    .selectFrom('applications')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const rank = (s: string) => {
    const i = (APPLICATION_STATUSES as readonly string[]).indexOf(s);
    return i === -1 ? APPLICATION_STATUSES.length : i;
  };
  const byStatus = grouped
    .map((g) => ({ value: g.status, count: Number(g.count) }))
    .sort((a, b) => rank(a.value) - rank(b.value) || (a.value < b.value ? -1 : 1));
  const stageCounts = new Map<string, number>(APPLICATION_STAGES.map((s) => [s, 0]));
  for (const s of byStatus) {
    const stage = applicationStage(s.value);
    stageCounts.set(stage, stageCounts.get(stage)! + s.count);
  }
  return {
    months: [...perMonth].map(([month, count]) => ({ month, submitted: count })),
    byStatus,
    byStage: [...stageCounts].map(([value, count]) => ({ value, count })),
    total: byStatus.reduce((sum, s) => sum + s.count, 0),
  };
}
