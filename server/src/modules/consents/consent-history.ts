import type { ConsentHistory, MyConsents, RecordConsentInput } from '@collegium/domain/consent-history';
import { isMarketingPurpose } from '@collegium/domain/consent-history';
import { latestConsents } from '@collegium/domain/consent-state';
import type { Kysely, Transaction } from 'kysely';
import { insertRecorded } from '../../audit/insert-recorded.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { checkLookupValues, lookupChoices } from '../system-data/lookup-choices.ts';

// Issue 17: a person's consent history per purpose, and recording a grant or a withdrawal as a
// new row (staff, or the person in the portal with method 'Portal'); one transaction, audited.

type Executor = Kysely<Database> | Transaction<Database>;
const today = () => new Date().toISOString().slice(0, 10);

async function rowsOf(db: Executor, personId: number) {
  return db
    .selectFrom('consents')
    .select(['id', 'consent_type', 'given', 'given_on', 'method', 'wording_version', 'evidence', 'notes'])
    .select(['recorded_by', 'created_at'])
    .where('person_id', '=', personId)
    .execute();
}

async function personName(db: Executor, personId: number): Promise<string> {
  const person = await db
    .selectFrom('people')
    .select(['first_name', 'last_name'])
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) throw notFound(`There is no person with id ${personId}.`);
  return `${person.first_name} ${person.last_name}`.trim();
}

export async function consentHistory(
  db: Kysely<Database>,
  personId: number,
  canRecord: boolean,
): Promise<ConsentHistory> {
  const name = await personName(db, personId);
  const rows = await rowsOf(db, personId);
  const { values } = await lookupChoices(db, 'consent-purposes');
  const held = rows.map((r) => r.consent_type).filter((p) => !values.includes(p));
  const entries = rows
    .map((r) => ({
      purpose: r.consent_type,
      entry: {
        id: Number(r.id),
        given: Number(r.given) === 1,
        on: r.given_on,
        method: r.method,
        wordingVersion: r.wording_version,
        evidence: r.evidence,
        notes: r.notes,
        recordedBy: r.recorded_by,
        recordedAt: String(r.created_at),
      },
    }))
    .sort((a, b) => (b.entry.on ?? '').localeCompare(a.entry.on ?? '') || b.entry.id - a.entry.id);
  const purposes = [...new Set([...values, ...held])].map((purpose) => {
    const mine = entries.filter((e) => e.purpose === purpose).map((e) => e.entry);
    return { purpose, given: mine[0]?.given ?? null, entries: mine };
  });
  return { personId, name, purposes, canRecord };
}

export async function recordConsent(db: Db, personId: number, input: RecordConsentInput, actor: Actor) {
  if (input.on > today())
    throw validationFailed([{ param: 'on', message: 'A consent cannot be given or withdrawn after today.' }]);
  return db.kysely.transaction().execute(async (trx) => {
    await personName(trx, personId);
    await checkLookupValues(trx, [
      { param: 'purpose', list: 'consent-purposes', noun: 'purpose', value: input.purpose },
    ]);
    return insertRecorded(
      trx,
      'consents',
      {
        person_id: personId,
        consent_type: input.purpose,
        given: input.given ? 1 : 0,
        given_on: input.on,
        method: input.method,
        wording_version: input.wordingVersion,
        evidence: input.evidence,
        notes: input.notes,
      },
      actor,
      { personId, ...input },
    );
  });
}

/** The caller's marketing purposes (the list's, not retired) with their current state. */
export async function myConsents(db: Kysely<Database>, personId: number): Promise<MyConsents> {
  const { values } = await lookupChoices(db, 'consent-purposes');
  const rows = await rowsOf(db, personId);
  const latest = latestConsents(
    rows.map((r) => ({
      id: Number(r.id),
      personId,
      purpose: r.consent_type,
      given: Number(r.given) === 1,
      on: r.given_on,
    })),
  );
  return {
    purposes: values.filter(isMarketingPurpose).map((purpose) => {
      const e = latest.get(`${personId}|${purpose}`);
      return { purpose, given: e?.given ?? null, on: e?.on ?? null };
    }),
  };
}

/** The portal's change: a new history row dated today, method 'Portal'; only marketing purposes. */
export async function changeMyConsent(db: Db, personId: number, purpose: string, given: boolean, actor: Actor) {
  const { values } = await lookupChoices(db.kysely, 'consent-purposes');
  if (!values.filter(isMarketingPurpose).includes(purpose)) {
    throw validationFailed([{ param: 'purpose', message: 'Choose one of your marketing consents.' }]);
  }
  const input = { purpose, given, on: today(), method: 'Portal' as const };
  return recordConsent(
    db,
    personId,
    { ...input, wordingVersion: null, evidence: 'Changed in the portal', notes: null },
    actor,
  );
}
