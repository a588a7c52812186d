import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { deleteFileRow, findStoredFile, withStoredFile } from '../files/stored-files.ts';
import { findOwnApplication } from './application-state.ts';
import { notEditable } from './application-steps.ts';

// The applicant's own evidence files in the database (spec 3, 9; source Applicant): find one,
// add one, remove one, each write audited, for evidence-routes.ts.

/** One evidence item of the caller's own application (404 for anyone else's). */
export async function ownEvidence(db: Kysely<Database>, personId: number, id: number) {
  const application = await findOwnApplication(db, personId);
  const row = await db
    .selectFrom('application_evidence')
    .select(['id', 'file_id', 'type', 'source'])
    .where('id', '=', id)
    .where('application_id', '=', application.id)
    .executeTakeFirst();
  if (!row) throw notFound('There is no such evidence on your application.');
  return { application, row };
}

/** The stored file of one of the caller's evidence items. */
export async function ownEvidenceFile(db: Kysely<Database>, personId: number, id: number) {
  const { row } = await ownEvidence(db, personId, id);
  const file = await findStoredFile(db, Number(row.file_id));
  if (!file) throw notFound('The stored file could not be found.');
  return file;
}

/** The caller's application while they may still change it (409 once submitted). */
export async function editableOwnApplication(db: Kysely<Database>, personId: number) {
  const application = await findOwnApplication(db, personId);
  if (application.status !== 'In progress') throw notEditable();
  return application;
}

/** Stores a checked file as evidence on the caller's application. */
export async function addOwnEvidence(
  ctx: AppContext,
  store: FileStore,
  auth: AuthContext,
  applicationId: number,
  file: { bytes: Buffer; filename: string; contentType: string; type: string },
  ip: string,
): Promise<void> {
  const { contentType, type } = file;
  await withStoredFile(
    ctx.db,
    store,
    { bytes: file.bytes, originalName: file.filename, contentType, uploadedByUserId: auth.user.id },
    async (trx, stored) => {
      const row = await trx
        .insertInto('application_evidence')
        .values({
          application_id: applicationId,
          file_id: stored.id,
          source: 'Applicant',
          type,
          uploaded_by_user_id: auth.user.id,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...auditActor(auth),
        entity: 'applications',
        entityId: applicationId,
        action: 'evidence.upload',
        changes: {
          evidenceId: Number(row.id),
          type,
          source: 'Applicant',
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

/** Removes one of the applicant's own uploads; returns the bytes' key to remove afterwards. */
export async function removeOwnEvidence(db: Kysely<Database>, auth: AuthContext, id: number, ip: string) {
  const { application, row } = await ownEvidence(db, auth.user.personId, id);
  if (application.status !== 'In progress') throw notEditable();
  // Evidence the diocese sent is theirs to replace, not the applicant's to remove.
  if (row.source !== 'Applicant') throw notFound('There is no such evidence of yours on your application.');
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('application_evidence').where('id', '=', row.id).execute();
    const removed = await deleteFileRow(trx, Number(row.file_id));
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'applications',
      entityId: application.id,
      action: 'evidence.remove',
      changes: { evidenceId: row.id, type: row.type },
      ip,
    });
    return removed;
  });
}
