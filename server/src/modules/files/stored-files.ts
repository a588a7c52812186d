import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from './file-store.ts';
import { assertUploadAllowance } from './unattached-files.ts';

// A stored file is its bytes in the FileStore and a `files` row (sha256, size, type) in the same
// step: the bytes are written first, the row inside the caller's transaction, and the bytes are
// removed again when that transaction fails. Removal runs the other way round: the row goes in the
// transaction, the bytes after it commits.

type Executor = Kysely<Database> | Transaction<Database>;

export interface NewFile {
  bytes: Buffer;
  /** Kept for the download name only; never used to find the bytes. */
  originalName: string;
  contentType: string;
  uploadedByUserId: number | null;
}

export interface StoredFile {
  id: number;
  key: string;
  size: number;
  sha256: string;
  contentType: string;
}

/** Writes the bytes and inserts their row through `db` (a transaction the caller owns). */
export async function insertStoredFile(
  db: Executor,
  store: FileStore,
  file: NewFile,
  now = new Date().toISOString(),
): Promise<StoredFile> {
  const saved = await store.save(file.bytes);
  const row = await db
    .insertInto('files')
    .values({
      storage_key: saved.key,
      original_name: file.originalName.slice(0, 255),
      content_type: file.contentType,
      size: saved.size,
      sha256: saved.sha256,
      uploaded_by_user_id: file.uploadedByUserId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), key: saved.key, size: saved.size, sha256: saved.sha256, contentType: file.contentType };
}

/** Inserts the row of bytes already saved in the store (FileStore.saveStream). */
export async function insertSavedFile(
  db: Executor,
  saved: { key: string; size: number; sha256: string },
  file: Omit<NewFile, 'bytes'>,
  now = new Date().toISOString(),
): Promise<StoredFile> {
  const row = await db
    .insertInto('files')
    .values({
      storage_key: saved.key,
      original_name: file.originalName.slice(0, 255),
      content_type: file.contentType,
      size: saved.size,
      sha256: saved.sha256,
      uploaded_by_user_id: file.uploadedByUserId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), key: saved.key, size: saved.size, sha256: saved.sha256, contentType: file.contentType };
}

/**
 * Stores a file and runs `then` with it in one transaction; when anything fails, nothing is kept
 * (neither the row nor the bytes).
 */
export async function withStoredFile<T>(
  db: Db,
  store: FileStore,
  file: NewFile,
  then: (trx: Transaction<Database>, stored: StoredFile) => Promise<T>,
): Promise<T> {
  let written: string | null = null;
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      // Issue 11: a user's files not yet held by any record are capped (429 past the cap).
      if (file.uploadedByUserId !== null) await assertUploadAllowance(trx, file.uploadedByUserId, file.bytes.length);
      const stored = await insertStoredFile(trx, store, file);
      written = stored.key;
      return then(trx, stored);
    });
  } catch (error) {
    if (written) await store.remove(written).catch(() => undefined);
    throw error;
  }
}

/** Deletes a file's row (in the caller's transaction) and returns its key to remove after commit. */
export async function deleteFileRow(trx: Executor, fileId: number): Promise<string | null> {
  const row = await trx.selectFrom('files').select('storage_key').where('id', '=', fileId).executeTakeFirst();
  if (!row) return null;
  await trx.deleteFrom('files').where('id', '=', fileId).execute();
  return row.storage_key;
}

/** The row of a stored file, for serving it. */
export async function findStoredFile(db: Executor, fileId: number) {
  const row = await db
    .selectFrom('files')
    .select(['id', 'storage_key', 'original_name', 'content_type', 'size', 'sha256', 'created_at'])
    .where('id', '=', fileId)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id), size: Number(row.size) } : undefined;
}
