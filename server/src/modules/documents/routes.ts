import { hasPermission } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { requireAuth } from '../../http/access.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { FileStore } from '../files/file-store.ts';
import { deleteFileRow, findStoredFile, withStoredFile } from '../files/stored-files.ts';
import { readUpload, registerUploads, sendStoredFile } from '../files/uploads.ts';
import { attachmentHeader } from '../../http/download-headers.ts';
import { checkDocument, downloadName, listStudentDocuments, studentDocument } from './student-documents.ts';
import { auditActor } from '../../http/actor.ts';

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
const documentList = z.object({
  items: z.array(studentDocument),
  /** What the caller may do here. */
  abilities: z.object({ upload: z.boolean(), delete: z.boolean() }),
});

export function documentRoutes(ctx: AppContext) {
  const store = new FileStore(ctx.config.filesDir);
  const db = ctx.db.kysely;

  async function requireStudent(id: number) {
    const student = await db.selectFrom('students').select('id').where('id', '=', id).executeTakeFirst();
    if (!student) throw notFound('There is no such student.');
  }

  async function findDocument(
    studentId: number,
    docId: number,
    executor: Kysely<Database> | Transaction<Database> = db,
  ) {
    const doc = await executor
      .selectFrom('student_documents')
      .select(['id', 'file_id', 'title', 'category'])
      .where('id', '=', docId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!doc) throw notFound('There is no such document on this student’s record.');
    return doc;
  }

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
        await requireStudent(request.params.id);
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
        await requireStudent(id);
        const upload = await readUpload(request, ctx.config.documentMaxBytes);
        const { details, contentType, values } = await checkDocument(upload.fields, upload.bytes);
        if (details.length > 0 || !contentType || !values) throw validationFailed(details);
        const docId = await withStoredFile(
          ctx.db,
          store,
          { bytes: upload.bytes, originalName: upload.filename, contentType, uploadedByUserId: auth.user.id },
          async (trx, stored) => {
            const now = new Date().toISOString();
            const row = await trx
              .insertInto('student_documents')
              .values({
                student_id: id,
                file_id: stored.id,
                title: values.title,
                category: values.category,
                uploaded_by_user_id: auth.user.id,
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await recordAudit(trx, {
              ...auditActor(auth),
              entity: 'students',
              entityId: id,
              action: 'document.upload',
              changes: {
                documentId: Number(row.id),
                title: values.title,
                category: values.category,
                fileId: stored.id,
                contentType,
                size: stored.size,
                sha256: stored.sha256,
              },
              ip: request.ip,
            });
            return Number(row.id);
          },
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
        const doc = await findDocument(request.params.id, request.params.docId);
        const file = await findStoredFile(db, Number(doc.file_id));
        if (!file) throw notFound('The stored file could not be found.');
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
        const key = await db.transaction().execute(async (trx) => {
          const doc = await findDocument(id, docId, trx);
          await trx.deleteFrom('student_documents').where('id', '=', docId).execute();
          const removed = await deleteFileRow(trx, Number(doc.file_id));
          await recordAudit(trx, {
            ...auditActor(auth),
            entity: 'students',
            entityId: id,
            action: 'document.remove',
            changes: { documentId: docId, title: doc.title, category: doc.category, fileId: Number(doc.file_id) },
            ip: request.ip,
          });
          return removed;
        });
        if (key)
          await store
            .remove(key)
            .catch((error: unknown) => request.log.warn({ err: error }, 'document bytes not removed'));
        return reply.code(204).send();
      },
    );
  };
}
