import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { deleteFileRow, findStoredFile, withStoredFile } from '../files/stored-files.ts';

// A student's documents in the database (issue 4): find one, add one, remove one, each write
// audited, for routes.ts. The caller removes a removed document's bytes once the transaction is done.

type Executor = Kysely<Database> | Transaction<Database>;

/** 404 unless the student exists. */
export async function requireStudent(db: Executor, id: number): Promise<void> {
  const student = await db.selectFrom('students').select('id').where('id', '=', id).executeTakeFirst();
  if (!student) throw notFound('There is no such student.');
}

async function findDocument(db: Executor, studentId: number, docId: number) {
  const doc = await db
    .selectFrom('student_documents')
    .select(['id', 'file_id', 'title', 'category'])
    .where('id', '=', docId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (!doc) throw notFound('There is no such document on this student’s record.');
  return doc;
}

/** The stored file of one of the student's documents. */
export async function documentFile(db: Executor, studentId: number, docId: number) {
  const doc = await findDocument(db, studentId, docId);
  const file = await findStoredFile(db, Number(doc.file_id));
  if (!file) throw notFound('The stored file could not be found.');
  return file;
}

/** Stores a checked file as a document on the student's record; answers its id. */
export async function addDocument(
  ctx: AppContext,
  store: FileStore,
  auth: AuthContext,
  studentId: number,
  upload: { bytes: Buffer; filename: string; contentType: string; title: string; category: string },
  ip: string,
): Promise<number> {
  const { contentType, title, category } = upload;
  return withStoredFile(
    ctx.db,
    store,
    { bytes: upload.bytes, originalName: upload.filename, contentType, uploadedByUserId: auth.user.id },
    async (trx, stored) => {
      const row = await trx
        .insertInto('student_documents')
        .values({
          student_id: studentId,
          file_id: stored.id,
          title,
          category,
          uploaded_by_user_id: auth.user.id,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...auditActor(auth),
        entity: 'students',
        entityId: studentId,
        action: 'document.upload',
        changes: {
          documentId: Number(row.id),
          title,
          category,
          fileId: stored.id,
          contentType,
          size: stored.size,
          sha256: stored.sha256,
        },
        ip,
      });
      return Number(row.id);
    },
  );
}

/** Removes a document from the student's record; returns its bytes' key to remove afterwards. */
export async function removeDocument(
  db: Kysely<Database>,
  auth: AuthContext,
  studentId: number,
  docId: number,
  ip: string,
) {
  return db.transaction().execute(async (trx) => {
    const doc = await findDocument(trx, studentId, docId);
    await trx.deleteFrom('student_documents').where('id', '=', docId).execute();
    const removed = await deleteFileRow(trx, Number(doc.file_id));
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'students',
      entityId: studentId,
      action: 'document.remove',
      changes: { documentId: docId, title: doc.title, category: doc.category, fileId: Number(doc.file_id) },
      ip,
    });
    return removed;
  });
}
