import { formatDate } from '@collegium/domain/date-format';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { LinkMaker } from '../applicant/public-link.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { issueDioceseEvidenceLink } from './diocese-evidence.ts';

// The diocese evidence request by e-mail (issue 6, spec 9 source Diocese): a fresh upload link
// (replacing any earlier one) mailed with the diocese-evidence-request template, on submission and
// whenever staff press "Send diocese request". Written in the caller's transaction.

type Trx = Transaction<Database>;

export interface DioceseRequestOptions {
  config: Pick<AppConfig, 'sessionSecret' | 'dateFormat'>;
  link: LinkMaker;
  actorUserId: number | null;
  asUserId?: number | null;
  ip?: string;
  /** A diocesan contact named by staff; otherwise the diocese's own address. */
  contact?: { name: string; email: string };
  now?: Date;
}

export async function sendDioceseRequest(
  trx: Trx,
  applicationId: number,
  options: DioceseRequestOptions,
): Promise<{ email: string; expiresAt: string }> {
  const issued = await issueDioceseEvidenceLink(trx, applicationId, { ...options, to: options.contact?.email });
  const row = await trx
    .selectFrom('applications')
    .innerJoin('people', 'people.id', 'applications.person_id')
    .leftJoin('organisations', 'organisations.id', 'applications.diocese_id')
    .leftJoin('diocese_contacts', 'diocese_contacts.organisation_id', 'applications.diocese_id')
    .leftJoin('programmes', 'programmes.code', 'applications.course')
    .select([
      'applications.course',
      'programmes.title as course_title',
      'organisations.name as diocese_name',
      'diocese_contacts.ddo_name',
      'diocese_contacts.ddo_email',
      'people.first_name',
      'people.last_name',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirstOrThrow();
  const dioceseName = row.diocese_name ?? 'diocese';
  // The DDO is greeted when the request went to the DDO's address (nobody else named).
  const toDdo = !options.contact?.email?.trim() && row.ddo_email !== null && issued.email === row.ddo_email;
  const contactName = options.contact?.name.trim() || (toDdo && row.ddo_name) || dioceseName;
  await enqueueMail(trx, {
    template: 'diocese-evidence-request',
    to: issued.email,
    toName: contactName,
    data: {
      contactName,
      dioceseName,
      applicantName: `${row.first_name} ${row.last_name}`,
      courseName: row.course_title ? `${row.course_title} (${row.course})` : row.course,
      uploadLink: issued.link,
      expiresOn: formatDate(issued.expiresAt, options.config.dateFormat),
    },
    relatedEntity: 'applications',
    relatedId: applicationId,
  });
  await recordAudit(trx, {
    actorUserId: options.actorUserId,
    asUserId: options.asUserId ?? null,
    entity: 'applications',
    entityId: applicationId,
    action: 'diocese-evidence.requested',
    changes: { to: issued.email, contact: contactName },
    ip: options.ip ?? null,
  });
  return { email: issued.email, expiresAt: issued.expiresAt };
}

/** The latest request of an application, for the record page. */
export async function latestDioceseRequest(db: Pick<Trx, 'selectFrom'>, applicationId: number) {
  const row = await db
    .selectFrom('diocese_evidence_links')
    .select(['email', 'created_at', 'expires_at'])
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { email: row.email, sentAt: row.created_at, expiresAt: row.expires_at } : null;
}

/** Where the application's diocese is written to: its DDO's address, else its own (null: none, or no diocese). */
export async function dioceseAddress(db: Pick<Trx, 'selectFrom'>, applicationId: number): Promise<string | null> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('organisations', 'organisations.id', 'applications.diocese_id')
    .leftJoin('diocese_contacts', 'diocese_contacts.organisation_id', 'applications.diocese_id')
    .select(['organisations.email', 'diocese_contacts.ddo_email'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  return row?.ddo_email?.trim() || row?.email?.trim() || null;
}
