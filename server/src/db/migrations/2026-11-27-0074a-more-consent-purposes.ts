import type { Kysely } from 'kysely';

// Issue 17 (walk): the consent purposes the issue names that System data's list did not start
// with — marketing by post and by telephone, and fundraising — are added at the end of the list,
// unless the administrator already has them (any letter case). Nothing else changes.

const ADDED = ['Marketing post', 'Marketing telephone calls', 'Fundraising'] as const;

interface Row {
  list: string;
  value: string;
  position: number;
  retired: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<{ lookup_values: Row }>;
  const held = await k
    .selectFrom('lookup_values')
    .select(['value', 'position'])
    .where('list', '=', 'consent-purposes')
    .execute();
  const seen = new Set(held.map((r) => r.value.toLowerCase()));
  let position = held.reduce((max, r) => Math.max(max, Number(r.position)), 0);
  const now = new Date().toISOString();
  const rows = ADDED.filter((v) => !seen.has(v.toLowerCase())).map((value) => ({
    list: 'consent-purposes',
    value,
    position: ++position,
    retired: 0,
    created_at: now,
    updated_at: now,
    version: 1,
  }));
  if (rows.length > 0) await k.insertInto('lookup_values').values(rows).execute();
}
