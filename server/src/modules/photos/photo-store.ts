import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { deleteFileRow, findStoredFile, withStoredFile } from '../files/stored-files.ts';

// A student's photo in the database: which stored file it is, replacing it and removing it (each
// audited), for photo-routes.ts. The caller removes the old bytes once the transaction is done.

export const noPhoto = () => notFound('This student has no photo.');

/** The stored file of a student's photo, or undefined when they have none. */
export async function photoFileOf(db: Kysely<Database>, studentId: number) {
  const student = await db
    .selectFrom('students')
    .select('photo_file_id')
    .where('id', '=', studentId)
    .executeTakeFirst();
  return student?.photo_file_id == null ? undefined : findStoredFile(db, Number(student.photo_file_id));
}

/** 404 unless the student exists (checked before an upload is read). */
export async function requireStudent(db: Kysely<Database>, studentId: number): Promise<void> {
  const student = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!student) throw notFound('There is no such student.');
}

/** Stores a (re-encoded) photo as the student's, dropping the old file's row; returns the old bytes' key. */
export async function replacePhoto(
  ctx: AppContext,
  store: FileStore,
  auth: AuthContext,
  studentId: number,
  upload: { jpeg: Buffer; filename: string; uploadedSize: number },
  ip: string,
) {
  return withStoredFile(
    ctx.db,
    store,
    { bytes: upload.jpeg, originalName: upload.filename, contentType: 'image/jpeg', uploadedByUserId: auth.user.id },
    async (trx, stored) => {
      const current = await trx
        .selectFrom('students')
        .select('photo_file_id')
        .where('id', '=', studentId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('students')
        .set({ photo_file_id: stored.id, updated_at: new Date().toISOString() })
        .where('id', '=', studentId)
        .execute();
      const oldKey = current.photo_file_id == null ? null : await deleteFileRow(trx, Number(current.photo_file_id));
      await recordAudit(trx, {
        ...auditActor(auth),
        entity: 'students',
        entityId: studentId,
        action: 'photo.upload',
        changes: {
          fileId: stored.id,
          size: stored.size,
          sha256: stored.sha256,
          uploadedName: upload.filename,
          uploadedSize: upload.uploadedSize,
        },
        ip,
      });
      return { stored, oldKey };
    },
  );
}

/** Takes a student's photo away (404 when they have none); returns the bytes' key to remove. */
export async function removePhoto(db: Kysely<Database>, auth: AuthContext, studentId: number, ip: string) {
  return db.transaction().execute(async (trx) => {
    const student = await trx
      .selectFrom('students')
      .select('photo_file_id')
      .where('id', '=', studentId)
      .executeTakeFirst();
    if (!student) throw notFound('There is no such student.');
    if (student.photo_file_id == null) throw noPhoto();
    const fileId = Number(student.photo_file_id);
    await trx
      .updateTable('students')
      .set({ photo_file_id: null, updated_at: new Date().toISOString() })
      .where('id', '=', studentId)
      .execute();
    const removed = await deleteFileRow(trx, fileId);
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'students',
      entityId: studentId,
      action: 'photo.remove',
      changes: { fileId },
      ip,
    });
    return removed;
  });
}
