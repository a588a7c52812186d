import { REFERENCE_LINK_DAYS } from '@collegium/domain/application-registration';
import { formatDate } from '@collegium/domain/date-format';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import type { LinkMaker } from '../applicant/public-link.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { daysAfter } from '@collegium/domain/day-arithmetic';

// A referee's one-time, expiring link to the public reference form (issue 6). Only the token's
// hash is stored; issuing a new link replaces the old one, which stops working at once.

type Trx = Transaction<Database>;

export interface LinkOptions {
  config: Pick<AppConfig, 'sessionSecret' | 'dateFormat'>;
  link: LinkMaker;
  /** reference-request the first time and on a resend; reference-reminder to nudge. */
  template: 'reference-request' | 'reference-reminder';
  actorUserId: number | null;
  asUserId?: number | null;
  ip?: string;
  now?: Date;
}

async function referenceForMail(trx: Trx, referenceId: number) {
  return trx
    .selectFrom('application_references')
    .innerJoin('applications', 'applications.id', 'application_references.application_id')
    .innerJoin('people', 'people.id', 'applications.person_id')
    .leftJoin('programmes', 'programmes.code', 'applications.course')
    .select([
      'application_references.id',
      'application_references.status',
      'application_references.referee_name',
      'application_references.referee_email',
      'applications.id as application_id',
      'applications.course',
      'programmes.title as course_title',
      'people.first_name',
      'people.last_name',
    ])
    .where('application_references.id', '=', referenceId)
    .executeTakeFirst();
}

/** Gives the reference a new link (expiring REFERENCE_LINK_DAYS on) and e-mails it to the referee. */
export async function issueReferenceLink(
  trx: Trx,
  referenceId: number,
  options: LinkOptions,
): Promise<{ expiresAt: string }> {
  const reference = await referenceForMail(trx, referenceId);
  if (!reference) throw notFound('There is no such reference.');
  const now = options.now ?? new Date();
  const token = newSecret();
  const expiresAt = daysAfter(now, REFERENCE_LINK_DAYS).toISOString();
  await trx
    .updateTable('application_references')
    .set((eb) => ({
      status: 'Requested',
      token_hash: hashSecret(token, options.config.sessionSecret),
      token_expires_at: expiresAt,
      requested_at: now.toISOString(),
      updated_at: now.toISOString(),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', referenceId)
    .execute();
  const courseName = reference.course_title ? `${reference.course_title} (${reference.course})` : reference.course;
  await enqueueMail(trx, {
    template: options.template,
    to: reference.referee_email,
    toName: reference.referee_name,
    data: {
      refereeName: reference.referee_name,
      applicantName: `${reference.first_name} ${reference.last_name}`,
      courseName,
      referenceLink: options.link(`pages/reference/${token}`),
      expiresOn: formatDate(expiresAt, options.config.dateFormat),
    },
    relatedEntity: 'application_references',
    relatedId: referenceId,
  });
  await recordAudit(trx, {
    actorUserId: options.actorUserId,
    asUserId: options.asUserId ?? null,
    entity: 'applications',
    entityId: reference.application_id,
    action: options.template === 'reference-reminder' ? 'reference.reminded' : 'reference.requested',
    changes: { referenceId, referee: reference.referee_email },
    ip: options.ip ?? null,
  });
  return { expiresAt };
}

/**
 * Staff resend or remind (the staff screens come later): a fresh link for a reference that has
 * been requested and not yet received. The old link stops working.
 */
export async function reissueReferenceLink(
  trx: Trx,
  referenceId: number,
  options: LinkOptions,
): Promise<{ expiresAt: string }> {
  const row = await trx
    .selectFrom('application_references')
    .select(['status'])
    .where('id', '=', referenceId)
    .executeTakeFirst();
  if (!row) throw notFound('There is no such reference.');
  if (row.status === 'Received') throw conflict('This reference has already been received.');
  if (row.status !== 'Requested')
    throw conflict('This reference has not been requested yet: the application has not been submitted.');
  return issueReferenceLink(trx, referenceId, options);
}
