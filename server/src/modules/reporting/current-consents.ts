import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 16, marketing consent: a person may be mailed for a purpose only while their consent to
// it is current, that is their latest consent record for the purpose (by the date it was given or
// withdrawn, then the record's id) says given. A withdrawal recorded later wins over an earlier
// consent; a consent record without a date counts as older than any dated one.

export async function currentConsents(db: Kysely<Database>, purpose: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('consents')
    .select(['id', 'person_id', 'given', 'given_on'])
    .where('consent_type', '=', purpose)
    .execute();
  const latest = new Map<number, { id: number; on: string; given: boolean }>();
  for (const r of rows) {
    const candidate = { id: Number(r.id), on: r.given_on ?? '', given: Number(r.given) === 1 };
    const seen = latest.get(Number(r.person_id));
    if (!seen || candidate.on > seen.on || (candidate.on === seen.on && candidate.id > seen.id)) {
      latest.set(Number(r.person_id), candidate);
    }
  }
  return new Set([...latest].filter(([, c]) => c.given).map(([personId]) => personId));
}
