import type { DioceseUploadPage } from '@collegium/domain/reference-links';
import { REFERENCE_LINK_DAYS } from '@collegium/domain/application-registration';
import { DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, type ErrorDetail, notFound, validationFailed } from '../../http/errors.ts';
import type { LinkMaker } from '../applicant/public-link.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { checkFileContent } from '../files/content-check.ts';
import type { FileStore } from '../files/file-store.ts';
import { withStoredFile } from '../files/stored-files.ts';
import type { Upload } from '../files/uploads.ts';
import { lookupChoice, lookupChoices } from '../system-data/lookup-choices.ts';
import { daysAfter } from '@collegium/domain/day-arithmetic';

// A diocese sends evidence for an application (spec 3, 9: source Diocese) through a link of its
// own, like a referee's but good for several files until it expires. Issuing one replaces any
// earlier link for that application.

type Trx = Transaction<Database>;

function linkGone() {
  return new AppError(
    410,
    'token_invalid',
    'This upload link no longer works: it has expired or been replaced. Ask the college for a new one.',
  );
}

/**
 * A new link for the application's diocese, to `to` (a diocesan contact staff named) or else the
 * diocese organisation's e-mail; returns it for the mail.
 */
export async function issueDioceseEvidenceLink(
  trx: Trx,
  applicationId: number,
  options: {
    config: Pick<AppConfig, 'sessionSecret'>;
    link: LinkMaker;
    actorUserId: number | null;
    asUserId?: number | null;
    ip?: string;
    to?: string;
    now?: Date;
  },
): Promise<{ link: string; email: string; expiresAt: string }> {
  const application = await trx
    .selectFrom('applications')
    .leftJoin('organisations', 'organisations.id', 'applications.diocese_id')
    .leftJoin('diocese_contacts', 'diocese_contacts.organisation_id', 'applications.diocese_id')
    .select(['applications.id', 'applications.diocese_id', 'organisations.email', 'diocese_contacts.ddo_email'])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  if (!application) throw notFound('There is no such application.');
  if (!application.diocese_id) throw new AppError(409, 'conflict', 'The application names no diocese.');
  // Nobody named: the diocese's contact (its DDO, System data), else the diocese's own address.
  const email = options.to?.trim() || application.ddo_email || application.email;
  if (!email)
    throw new AppError(409, 'conflict', 'The diocese has no e-mail address: give the diocesan contact’s address.');
  const now = options.now ?? new Date();
  const token = newSecret();
  const expiresAt = daysAfter(now, REFERENCE_LINK_DAYS).toISOString();
  await trx.deleteFrom('diocese_evidence_links').where('application_id', '=', applicationId).execute();
  await trx
    .insertInto('diocese_evidence_links')
    .values({
      application_id: applicationId,
      organisation_id: application.diocese_id,
      email,
      token_hash: hashSecret(token, options.config.sessionSecret),
      created_at: now.toISOString(),
      expires_at: expiresAt,
    })
    .execute();
  await recordAudit(trx, {
    actorUserId: options.actorUserId,
    asUserId: options.asUserId ?? null,
    ip: options.ip ?? null,
    entity: 'applications',
    entityId: applicationId,
    action: 'diocese-evidence.link-issued',
    changes: { to: email },
  });
  return { link: options.link(`pages/diocese-evidence/${token}`), email, expiresAt };
}

async function findLink(ctx: AppContext, token: string) {
  const row = await ctx.db.kysely
    .selectFrom('diocese_evidence_links')
    .innerJoin('applications', 'applications.id', 'diocese_evidence_links.application_id')
    .innerJoin('people', 'people.id', 'applications.person_id')
    .leftJoin('organisations', 'organisations.id', 'diocese_evidence_links.organisation_id')
    .leftJoin('programmes', 'programmes.code', 'applications.course')
    .select([
      'diocese_evidence_links.application_id',
      'diocese_evidence_links.expires_at',
      'people.first_name',
      'people.last_name',
      'applications.course',
      'programmes.title as course_title',
      'organisations.name as diocese_name',
    ])
    .where('diocese_evidence_links.token_hash', '=', hashSecret(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || new Date(row.expires_at) <= new Date()) throw linkGone();
  return row;
}

export async function describeDioceseLink(ctx: AppContext, token: string): Promise<DioceseUploadPage> {
  const row = await findLink(ctx, token);
  const evidence = await ctx.db.kysely
    .selectFrom('application_evidence')
    .innerJoin('files', 'files.id', 'application_evidence.file_id')
    .select(['application_evidence.type', 'files.original_name', 'application_evidence.created_at'])
    .where('application_evidence.application_id', '=', row.application_id)
    .where('application_evidence.source', '=', 'Diocese')
    .orderBy('application_evidence.id')
    .execute();
  return {
    applicantName: `${row.first_name} ${row.last_name}`,
    courseTitle: row.course_title ?? row.course,
    dioceseName: row.diocese_name,
    expiresAt: row.expires_at,
    evidence: evidence.map((e) => ({ type: e.type, fileName: e.original_name, createdAt: e.created_at })),
    evidenceTypes: (await lookupChoices(ctx.db.kysely, 'evidence-types')).values,
  };
}

/** Stores one file from the diocese (source Diocese) on the link's application. */
export async function uploadDioceseEvidence(
  ctx: AppContext,
  store: FileStore,
  token: string,
  upload: Upload,
  ip: string,
): Promise<void> {
  const row = await findLink(ctx, token);
  const details: ErrorDetail[] = [];
  // The kinds of evidence are System data's evidence types.
  const type = await lookupChoice(ctx.db.kysely, 'evidence-types', 'type', 'kind of evidence', upload.fields.type);
  if ('detail' in type) details.push(type.detail);
  const checked = await checkFileContent(upload.bytes, DOCUMENT_TYPES);
  const contentType = checked.ok ? checked.contentType : null;
  if (!checked.ok) details.push({ param: 'file', message: checked.message });
  if (details.length > 0 || !contentType || !('value' in type)) throw validationFailed(details);
  await withStoredFile(
    ctx.db,
    store,
    { bytes: upload.bytes, originalName: upload.filename, contentType, uploadedByUserId: null },
    async (trx, stored) => {
      const inserted = await trx
        .insertInto('application_evidence')
        .values({
          application_id: row.application_id,
          file_id: stored.id,
          source: 'Diocese',
          type: type.value,
          uploaded_by_user_id: null,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorUserId: null,
        entity: 'applications',
        entityId: row.application_id,
        action: 'evidence.upload',
        changes: {
          evidenceId: Number(inserted.id),
          type: type.value,
          source: 'Diocese',
          fileId: stored.id,
          contentType,
          size: stored.size,
          sha256: stored.sha256,
        },
        ip,
      });
    },
  );
}
