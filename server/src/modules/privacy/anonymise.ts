import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { anonymiseDonorRecords, refuseWhileGiftAidHeld } from './anonymise-gifts.ts';

// Erasure (UK GDPR art. 17; issue 15): a person is anonymised rather than deleted, so the counts
// HESA and finance must keep (students, engagements, invoices, payments, awards) stay true. What
// names or reaches the person goes: names, contact details and address (the postcode keeps only
// its outward part, the date of birth only its year, for the statistics), sign-in address,
// password, SSO link, sessions and reset links; emergency contacts are deleted. Free-text notes
// on their records are cleared. Gifts are kept without what names the donor, and the person is
// not anonymised at all while HMRC needs a Gift Aid gift linked to its donor (anonymise-gifts.ts).
// Nothing happens without the administrator's confirmation (the call carries it) and an audit entry.

export interface Anonymiser {
  userId: number;
  asUserId: number | null;
  ip: string | null;
}

const outward = (postcode: string | null) => (postcode ? (postcode.trim().split(/\s+/)[0] ?? null) : null);

export async function anonymisePersonIn(
  trx: Transaction<Database>,
  personId: number,
  reason: string,
  by: Anonymiser,
): Promise<void> {
  const person = await trx
    .selectFrom('people')
    .select(['id', 'post_code', 'date_of_birth'])
    .where('id', '=', personId)
    .executeTakeFirst();
  if (!person) throw notFound('There is no person with that id.');
  const done = await trx
    .selectFrom('person_anonymisations')
    .select('person_id')
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (done) throw conflict('This person has already been anonymised.');
  await refuseWhileGiftAidHeld(trx, personId, new Date());
  const now = new Date().toISOString();
  await trx
    .updateTable('people')
    .set((eb) => ({
      title: null,
      first_name: 'Anonymised',
      last_name: `Person ${personId}`,
      preferred_name: null,
      email: null,
      phone: null,
      address1: null,
      address2: null,
      city: null,
      county: null,
      post_code: outward(person.post_code),
      date_of_birth: person.date_of_birth ? `${person.date_of_birth.slice(0, 4)}-01-01` : null,
      picture_url: null,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', personId)
    .execute();
  const users = await trx.selectFrom('users').select('id').where('person_id', '=', personId).execute();
  for (const { id } of users) {
    await trx
      .updateTable('users')
      .set((eb) => ({
        email: `anonymised-${id}@invalid`,
        password_hash: null,
        sso_subject: null,
        active: 0,
        pending_email: null,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
    await trx.deleteFrom('email_changes').where('user_id', '=', id).execute();
    await trx.deleteFrom('user_tokens').where('user_id', '=', id).execute();
  }
  const students = await trx.selectFrom('students').select('id').where('person_id', '=', personId).execute();
  const studentIds = students.map((s) => s.id);
  if (studentIds.length > 0)
    await trx.deleteFrom('student_emergency_contacts').where('student_id', 'in', studentIds).execute();
  await trx.updateTable('leads').set({ notes: null, updated_at: now }).where('person_id', '=', personId).execute();
  await trx.updateTable('consents').set({ notes: null, updated_at: now }).where('person_id', '=', personId).execute();
  await trx
    .updateTable('registrations')
    .set({ notes: null, updated_at: now })
    .where('person_id', '=', personId)
    .execute();
  const gifts = await anonymiseDonorRecords(trx, personId, now);
  await trx
    .insertInto('person_anonymisations')
    .values({ person_id: personId, reason, anonymised_by_user_id: by.userId, anonymised_at: now })
    .execute();
  await recordAudit(trx, {
    actorUserId: by.userId,
    asUserId: by.asUserId,
    ip: by.ip,
    entity: 'people',
    entityId: personId,
    action: 'person anonymised',
    changes: { reason, users: users.length, students: studentIds.length, gifts },
  });
}

export function anonymisePerson(db: Db, personId: number, reason: string, by: Anonymiser): Promise<void> {
  return db.kysely.transaction().execute((trx) => anonymisePersonIn(trx, personId, reason, by));
}
