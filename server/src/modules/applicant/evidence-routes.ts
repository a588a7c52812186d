import { DOCUMENT_TYPES } from '@collegium/domain/student-files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { type ErrorDetail, validationFailed } from '../../http/errors.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { downloadName } from '../documents/student-documents.ts';
import { checkFileContent } from '../files/content-check.ts';
import { FileStore } from '../files/file-store.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { lookupChoice } from '../system-data/lookup-choices.ts';
import { applicationStateSchema } from '@collegium/domain/application-state';
import { applicationState, findOwnApplication } from './application-state.ts';
import { APPLICANT_PERMISSION } from './applicant-role.ts';
import { addOwnEvidence, editableOwnApplication, ownEvidenceFile, removeOwnEvidence } from './own-evidence.ts';

// The applicant's evidence files (spec 3, 9; source Applicant), on their own application only:
//   POST   {api}/applicant/application/evidence            multipart: type, file → the application
//   GET    {api}/applicant/application/evidence/:id/file   the download
//   DELETE {api}/applicant/application/evidence/:id        → the application
// Files are PDF, JPEG, PNG or Word (DOCX), recognised by their content, up to DOCUMENT_MAX_MB.

const access = { requires: [APPLICANT_PERMISSION] };
const params = z.object({ id: z.coerce.number({ error: 'The evidence id must be a whole number.' }).int().positive() });

export function evidenceRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;

  return async function routes(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/applicant/application/evidence',
      { config: { access }, schema: { response: { 201: applicationStateSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const application = await editableOwnApplication(db, auth.user.personId);
        const upload = await readUpload(request, ctx.config.documentMaxBytes);
        const details: ErrorDetail[] = [];
        // The kinds of evidence are System data's evidence types.
        const type = await lookupChoice(db, 'evidence-types', 'type', 'kind of evidence', upload.fields.type);
        if ('detail' in type) details.push(type.detail);
        const checked = await checkFileContent(upload.bytes, DOCUMENT_TYPES);
        const contentType = checked.ok ? checked.contentType : null;
        if (!checked.ok) details.push({ param: 'file', message: checked.message });
        if (details.length > 0 || !contentType || !('value' in type)) throw validationFailed(details);
        await addOwnEvidence(
          ctx,
          store,
          auth,
          application.id,
          { bytes: upload.bytes, filename: upload.filename, contentType, type: type.value },
          request.ip,
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
        const file = await ownEvidenceFile(db, auth.user.personId, request.params.id);
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
        const key = await removeOwnEvidence(db, auth, request.params.id, request.ip);
        if (key)
          await store
            .remove(key)
            .catch((error: unknown) => request.log.warn({ err: error }, 'evidence bytes not removed'));
        return applicationState(db, await findOwnApplication(db, auth.user.personId), auth.user.email);
      },
    );
  };
}
