import { type IntakesMap, upcomingIntakes } from '@collegium/domain/intakes';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// spec 3: the intakes map (registration date → programme codes) as the `intakes` table holds it.

type Executor = Kysely<Database> | Transaction<Database>;

/** Every intake, by date. */
export async function readIntakes(db: Executor): Promise<IntakesMap> {
  const rows = await db.selectFrom('intakes').select(['starts_on', 'programmes']).orderBy('starts_on').execute();
  return Object.fromEntries(rows.map((r) => [r.starts_on, r.programmes.split(/\s+/).filter((p) => p !== '')]));
}

/** The dates of the intakes not before today (UTC), earliest first. */
export async function upcomingIntakeDates(db: Executor, today: Date = new Date()): Promise<string[]> {
  return Object.keys(upcomingIntakes(await readIntakes(db), today));
}
