import { hasPermission } from '@collegium/domain/permissions';
import { documentList, studentDocument } from '@collegium/domain/student-documents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { FileStore } from '../files/file-store.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { checkDocument, downloadName, listStudentDocuments } from './student-documents.ts';
import { addDocument, documentFile, removeDocument, requireStudent } from './document-store.ts';

// The Documents tab of the student record page (issue 4).
//   GET    /students/:id/documents                  (students:view)
//   POST   /students/:id/documents                  (students:edit) multipart: title, category, file
//   GET    /students/:id/documents/:docId/file      (students:view) the download
//   DELETE /students/:id/documents/:docId           (students:edit)

const studentParams = z.object({
  id: z.coerce.number({ error: 'The student id must be a whole number.' }).int().positive(),
});
const documentParams = studentParams.extend({
  docId: z.coerce.number({ error: 'The document id must be a whole number.' }).int().positive(),
});
export function documentRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;

  return async function register(fastify: FastifyInstance) {
    await registerUploads(fastify);
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/students/:id/documents',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { params: studentParams, response: { 200: documentList } },
      },
      async (request) => {
        const { user } = await requireAuth(request);
        await requireStudent(db, request.params.id);
        const canEdit = hasPermission(user.permissions, 'students:edit');
        return {
          items: await listStudentDocuments(db, request.params.id),
          abilities: { upload: canEdit, delete: canEdit },
        };
      },
    );

    app.post(
      '/students/:id/documents',
      {
        config: { access: { requires: ['students:edit'] } },
        schema: { params: studentParams, response: { 201: studentDocument } },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const id = request.params.id;
        await requireStudent(db, id);
        const upload = await readUpload(request, ctx.config.documentMaxBytes);
        const { details, contentType, values } = await checkDocument(upload.fields, upload.bytes);
        if (details.length > 0 || !contentType || !values) throw validationFailed(details);
        const docId = await addDocument(
          ctx,
          store,
          auth,
          id,
          { bytes: upload.bytes, filename: upload.filename, contentType, ...values },
          request.ip,
        );
        const created = (await listStudentDocuments(db, id)).find((d) => d.id === docId);
        if (!created) throw notFound('The document was removed while it was being saved.');
        return reply.code(201).send(created);
      },
    );

    app.get(
      '/students/:id/documents/:docId/file',
      { config: { access: { requires: ['students:view'] } }, schema: { params: documentParams } },
      async (request, reply) => {
        const file = await documentFile(db, request.params.id, request.params.docId);
        return sendStoredFile(request, reply, store, file, {
          'Content-Disposition': attachmentHeader(downloadName(file.original_name, file.content_type)),
          'Cache-Control': 'private, no-cache',
        });
      },
    );

    app.delete(
      '/students/:id/documents/:docId',
      { config: { access: { requires: ['students:edit'] } }, schema: { params: documentParams } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const { id, docId } = request.params;
        const key = await removeDocument(db, auth, id, docId, request.ip);
        if (key)
          await store
            .remove(key)
            .catch((error: unknown) => request.log.warn({ err: error }, 'document bytes not removed'));
        return reply.code(204).send();
      },
    );
  };
}
