import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { deleteFileRow, withStoredFile } from '../files/stored-files.ts';

// Issue 15: where a person's picture is read from. An uploaded one (people.picture_file_id) is
// served by GET {api}/profile/picture; the version in the address changes with the picture.

export const noPicture = () => notFound('You have no picture.');

export function pictureAddress(
  apiPrefix: string,
  row: { picture_file_id: number | null; picture_url: string | null },
): string | null {
  return row.picture_file_id !== null ? `${apiPrefix}/profile/picture?v=${row.picture_file_id}` : row.picture_url;
}

export async function pictureFileOf(db: Kysely<Database>, personId: number): Promise<number | null> {
  const row = await db.selectFrom('people').select('picture_file_id').where('id', '=', personId).executeTakeFirst();
  return row?.picture_file_id == null ? null : Number(row.picture_file_id);
}

/** Stores a (re-encoded) picture as the user's own, dropping the old file's row; returns the old bytes' key. */
export async function replacePicture(
  ctx: AppContext,
  store: FileStore,
  auth: AuthContext,
  upload: { jpeg: Buffer; filename: string },
  ip: string,
) {
  const personId = auth.user.personId;
  return withStoredFile(
    ctx.db,
    store,
    { bytes: upload.jpeg, originalName: upload.filename, contentType: 'image/jpeg', uploadedByUserId: auth.user.id },
    async (trx, stored) => {
      const current = await trx
        .selectFrom('people')
        .select('picture_file_id')
        .where('id', '=', personId)
        .executeTakeFirstOrThrow();
      await trx.updateTable('people').set({ picture_file_id: stored.id }).where('id', '=', personId).execute();
      const oldKey = current.picture_file_id == null ? null : await deleteFileRow(trx, Number(current.picture_file_id));
      await recordAudit(trx, {
        ...auditActor(auth),
        entity: 'users',
        entityId: auth.user.id,
        action: 'picture.upload',
        changes: { fileId: stored.id, size: stored.size, uploadedName: upload.filename },
        ip,
      });
      return { stored, oldKey };
    },
  );
}

/** Takes the user's picture away (404 when they have none); returns the bytes' key to remove. */
export async function removePicture(db: Kysely<Database>, auth: AuthContext, ip: string) {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('people')
      .select('picture_file_id')
      .where('id', '=', auth.user.personId)
      .executeTakeFirstOrThrow();
    if (row.picture_file_id == null) throw noPicture();
    await trx.updateTable('people').set({ picture_file_id: null }).where('id', '=', auth.user.personId).execute();
    const removed = await deleteFileRow(trx, Number(row.picture_file_id));
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'users',
      entityId: auth.user.id,
      action: 'picture.remove',
      ip,
    });
    return removed;
  });
}
