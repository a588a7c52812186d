import { formatPounds } from '@collegium/domain/money-format';
import type { TimelineFact } from '@collegium/domain/person-timeline';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { joined } from './fact-text.ts';

// Issue 17, a person's timeline: after their studies and beside them — alumni years, giving (the
// donor record and each recorded gift) and every consent granted or withdrawn.

type Db = Kysely<Database>;

/** An alumni record per programme completed, dated at the end of its year. */
export async function alumniFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const rows = await db
    .selectFrom('alumni as a')
    .leftJoin('programmes as p', 'p.code', 'a.programme')
    .select(['a.programme', 'p.title', 'a.graduation_year', 'a.exit_award', 'a.hub', 'a.created_at'])
    .where('a.person_id', 'in', personIds)
    .execute();
  return rows.map((r) => ({
    source: 'alumni',
    // The year of the Completed change; the record's own day when it was made in that year.
    on: String(r.created_at).startsWith(String(r.graduation_year))
      ? String(r.created_at)
      : `${r.graduation_year}-12-31`,
    title: `Alumnus of ${r.graduation_year}: ${r.title ?? r.programme}`,
    detail: joined(r.exit_award, r.hub),
    target: null,
  }));
}

/** The donor record (first gift, or when the record was made, and the donor type) and each recorded gift. */
export async function giftFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const rows = await db
    .selectFrom('donors')
    .select(['id', 'donor_type', 'first_gift_on', 'gift_aid', 'created_at'])
    .where('person_id', 'in', personIds)
    .execute();
  const gifts = await db
    .selectFrom('gifts as g')
    .innerJoin('donors as d', 'd.id', 'g.donor_id')
    .select([
      'g.donor_id',
      'g.received_on',
      'g.amount_pence',
      'g.fund',
      'g.method',
      'g.gift_aid_claimable',
      'g.created_at',
    ])
    .where('d.person_id', 'in', personIds)
    .execute();
  return [
    ...rows.map((r): TimelineFact => ({
      source: 'gift',
      on: r.first_gift_on ?? String(r.created_at),
      title: r.first_gift_on ? 'First gift' : 'Recorded as a donor',
      detail: joined(r.donor_type, Number(r.gift_aid) === 1 ? 'Gift Aid' : null),
      target: { page: 'donors', id: Number(r.id) },
    })),
    ...gifts.map((g): TimelineFact => ({
      source: 'gift',
      on: g.received_on,
      at: String(g.created_at),
      title: `Gift of ${formatPounds(Number(g.amount_pence) / 100)} to ${g.fund}`,
      detail: joined(g.method, Number(g.gift_aid_claimable) === 1 ? 'Gift Aid claimable' : null),
      target: { page: 'donors', id: Number(g.donor_id) },
    })),
  ];
}

/** Each grant or withdrawal of a consent, as recorded (history, never overwritten). */
export async function consentFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const rows = await db
    .selectFrom('consents')
    .select(['id', 'consent_type', 'given', 'given_on', 'method', 'wording_version', 'created_at'])
    .where('person_id', 'in', personIds)
    .execute();
  return rows.map((r) => ({
    source: 'consent',
    on: r.given_on ?? String(r.created_at),
    at: String(r.created_at),
    title: `${r.consent_type}: ${Number(r.given) === 1 ? 'given' : 'withdrawn'}`,
    detail: joined(r.method, r.wording_version ? `wording ${r.wording_version}` : null),
    target: { page: 'consents', id: Number(r.id) },
  }));
}
