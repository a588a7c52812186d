import { consentedPeople } from '@collegium/domain/consent-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 16, marketing consent: a person may be mailed for a purpose only while their consent to
// it is current, that is their latest consent record for the purpose says given (issue 17: the
// rule is domain/src/consent-state.ts, over the consent history).

export async function currentConsents(db: Kysely<Database>, purpose: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('consents')
    .select(['id', 'person_id', 'given', 'given_on'])
    .where('consent_type', '=', purpose)
    .execute();
  return consentedPeople(
    rows.map((r) => ({
      id: Number(r.id),
      personId: Number(r.person_id),
      purpose,
      given: Number(r.given) === 1,
      on: r.given_on,
    })),
    purpose,
  );
}
