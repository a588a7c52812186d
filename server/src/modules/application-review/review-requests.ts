import type { AppConfig } from '../../config.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LinkMaker } from '../applicant/public-link.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { sendDioceseRequest } from '../references/diocese-request.ts';
import { reissueReferenceLink } from '../references/reference-links.ts';
import { findApplicationRow } from './review-record.ts';

// Admissions asking others for what an application still needs (a referee's reference again, the
// diocese's evidence), and an evidence file for download: for routes.ts.

interface Sending {
  config: AppConfig;
  link: LinkMaker;
  actor: Actor;
  ip: string;
}

/** A fresh link for one of the application's references, by e-mail (a reminder or the request again). */
export async function remindReferee(
  db: Kysely<Database>,
  applicationId: number,
  referenceId: number,
  action: 'reminder' | 'resend',
  { config, link, actor, ip }: Sending,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const reference = await trx
      .selectFrom('application_references')
      .select(['id'])
      .where('id', '=', referenceId)
      .where('application_id', '=', applicationId)
      .executeTakeFirst();
    if (!reference) throw notFound('There is no such reference on this application.');
    await reissueReferenceLink(trx, referenceId, {
      config,
      link,
      template: action === 'reminder' ? 'reference-reminder' : 'reference-request',
      ...auditActor(actor),
      ip,
    });
  });
}

/** (Re)sends the diocese its evidence link, to the contact given. */
export async function requestDioceseEvidence(
  db: Kysely<Database>,
  applicationId: number,
  contact: { contactName: string; email: string },
  { config, link, actor, ip }: Sending,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await findApplicationRow(trx, applicationId);
    await sendDioceseRequest(trx, applicationId, {
      config,
      link,
      ...auditActor(actor),
      ip,
      contact: { name: contact.contactName, email: contact.email },
    });
  });
}

/** The stored file of one of the application's evidence items (404 when there is none). */
export async function evidenceFile(db: Kysely<Database>, applicationId: number, evidenceId: number) {
  const row = await db
    .selectFrom('application_evidence')
    .select(['file_id'])
    .where('id', '=', evidenceId)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) throw notFound('There is no such evidence on this application.');
  const file = await findStoredFile(db, Number(row.file_id));
  if (!file) throw notFound('The stored file could not be found.');
  return file;
}
