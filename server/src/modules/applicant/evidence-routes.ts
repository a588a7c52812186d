import { EVIDENCE_TYPES } from '@collegium/domain/application-evidence';
import { DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { type ErrorDetail, notFound, validationFailed } from '../../http/errors.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { downloadName } from '../documents/student-documents.ts';
import { checkFileContent } from '../files/content-check.ts';
import { FileStore } from '../files/file-store.ts';
import { deleteFileRow, findStoredFile, withStoredFile } from '../files/stored-files.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { applicationStateSchema } from '@collegium/domain/application-state';
import { applicationState, findOwnApplication } from './application-state.ts';
import { notEditable } from './application-steps.ts';
import { APPLICANT_PERMISSION } from './applicant-role.ts';
import { auditActor } from '../../http/actor.ts';

// The applicant's evidence files (spec 3, 9; source Applicant), on their own application only:
//   POST   {api}/applicant/application/evidence            multipart: type, file → the application
//   GET    {api}/applicant/application/evidence/:id/file   the download
//   DELETE {api}/applicant/application/evidence/:id        → the application
// Files are PDF, JPEG, PNG or Word (DOCX), recognised by their content, up to DOCUMENT_MAX_MB.

const access = { requires: [APPLICANT_PERMISSION] };
const params = z.object({ id: z.coerce.number({ error: 'The evidence id must be a whole number.' }).int().positive() });
const typeField = z.enum(EVIDENCE_TYPES, { error: `Choose the kind of evidence: ${EVIDENCE_TYPES.join(', ')}.` });

export function evidenceRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;

  async function ownEvidence(personId: number, id: number) {
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

  return async function routes(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/applicant/application/evidence',
      { config: { access }, schema: { response: { 201: applicationStateSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const application = await findOwnApplication(db, auth.user.personId);
        if (application.status !== 'In progress') throw notEditable();
        const upload = await readUpload(request, ctx.config.documentMaxBytes);
        const details: ErrorDetail[] = [];
        const type = typeField.safeParse(upload.fields.type);
        if (!type.success)
          details.push({ param: 'type', message: type.error.issues[0]?.message ?? 'Choose the kind of evidence.' });
        const checked = await checkFileContent(upload.bytes, DOCUMENT_TYPES);
        const contentType = checked.ok ? checked.contentType : null;
        if (!checked.ok) details.push({ param: 'file', message: checked.message });
        if (details.length > 0 || !contentType || !type.success) throw validationFailed(details);
        await withStoredFile(
          ctx.db,
          store,
          { bytes: upload.bytes, originalName: upload.filename, contentType, uploadedByUserId: auth.user.id },
          async (trx, stored) => {
            const now = new Date().toISOString();
            const row = await trx
              .insertInto('application_evidence')
              .values({
                application_id: application.id,
                file_id: stored.id,
                source: 'Applicant',
                type: type.data,
                uploaded_by_user_id: auth.user.id,
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await recordAudit(trx, {
              ...auditActor(auth),
              entity: 'applications',
              entityId: application.id,
              action: 'evidence.upload',
              changes: {
                evidenceId: Number(row.id),
                type: type.data,
                source: 'Applicant',
                fileId: stored.id,
                contentType,
                size: stored.size,
                sha256: stored.sha256,
              },
              ip: request.ip,
            });
          },
        );
        return reply
          .code(201)
          .send(await applicationState(db, await findOwnApplication(db, auth.user.personId), auth.user.email));
      },
    );

    app.get(
      '/applicant/application/evidence/:id/file',
      { config: { access }, schema: { params } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const { row } = await ownEvidence(auth.user.personId, request.params.id);
        const file = await findStoredFile(db, Number(row.file_id));
        if (!file) throw notFound('The stored file could not be found.');
        return sendStoredFile(request, reply, store, file, {
          'Content-Disposition': attachmentHeader(downloadName(file.original_name, file.content_type)),
          'Cache-Control': 'private, no-cache',
        });
      },
    );

    app.delete(
      '/applicant/application/evidence/:id',
      { config: { access }, schema: { params, response: { 200: applicationStateSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        const { application, row } = await ownEvidence(auth.user.personId, request.params.id);
        if (application.status !== 'In progress') throw notEditable();
        // Evidence the diocese sent is theirs to replace, not the applicant's to remove.
        if (row.source !== 'Applicant') throw notFound('There is no such evidence of yours on your application.');
        const key = await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('application_evidence').where('id', '=', row.id).execute();
          const removed = await deleteFileRow(trx, Number(row.file_id));
          await recordAudit(trx, {
            ...auditActor(auth),
            entity: 'applications',
            entityId: application.id,
            action: 'evidence.remove',
            changes: { evidenceId: row.id, type: row.type },
            ip: request.ip,
          });
          return removed;
        });
        if (key)
          await store
            .remove(key)
            .catch((error: unknown) => request.log.warn({ err: error }, 'evidence bytes not removed'));
        return applicationState(db, await findOwnApplication(db, auth.user.personId), auth.user.email);
      },
    );
  };
}
