import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely';
import { formatFileSize } from '@collegium/domain/student-files';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { registerRecurringJob } from '../jobs/recurring.ts';
import { FileStore } from './file-store.ts';

// Issue 11: files uploaded ahead of the record that will hold them (extension and support
// evidence are sent first, then named by the request) must not pile up. A user may hold at most
// MAX_UNATTACHED_FILES files, MAX_UNATTACHED_BYTES in all, that nothing points at (429 past it),
// and the hourly sweep deletes such files once they are a day old: the row, then the bytes in
// FILES_DIR. A file is attached when one of FILE_REFERENCES points at it; a test compares this list
// with the database's foreign keys, so a new table that keeps files cannot be forgotten here.

type Executor = Kysely<Database> | Transaction<Database>;

/** Every column that holds a file (table, column). */
export const FILE_REFERENCES = [
  ['students', 'photo_file_id'],
  ['extensions', 'evidence_file_id'],
  ['application_evidence', 'file_id'],
  ['student_documents', 'file_id'],
  ['student_support_declarations', 'evidence_file_id'],
  // Issue 15: an import's file and its failed rows, a subject-access export.
  ['import_runs', 'file_id'],
  ['import_runs', 'failed_file_id'],
  ['subject_access_exports', 'file_id'],
  // Issue 15: a user's own profile picture.
  ['people', 'picture_file_id'],
  // Issue 16: a custom report exported in the background.
  ['custom_report_exports', 'file_id'],
] as const;

export const MAX_UNATTACHED_FILES = 10;
export const MAX_UNATTACHED_BYTES = 50 * 1024 * 1024;
/** How long an unattached file is kept. */
export const UNATTACHED_TTL_HOURS = 24;
export const FILE_SWEEP_JOB = 'files.sweep-unattached';
export const FILE_SWEEP_EVERY_SECONDS = 60 * 60;

/** True for a `files` row nothing points at. */
export const unattached: Expression<SqlBool> = sql<SqlBool>`(${sql.join(
  FILE_REFERENCES.map(
    ([table, column]) =>
      sql`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = files.id)`,
  ),
  sql` and `,
)})`;

/** The files a user uploaded that nothing holds yet: how many, and their bytes. */
export async function unattachedUsage(db: Executor, userId: number): Promise<{ files: number; bytes: number }> {
  const row = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll().as('files'), eb.fn.coalesce(eb.fn.sum('size'), sql.lit(0)).as('bytes')])
    .where('uploaded_by_user_id', '=', userId)
    .where(unattached)
    .executeTakeFirstOrThrow();
  return { files: Number(row.files), bytes: Number(row.bytes) };
}

/** 429 when storing `size` more bytes would take the user past the unattached allowance. */
export async function assertUploadAllowance(db: Executor, userId: number, size: number): Promise<void> {
  const usage = await unattachedUsage(db, userId);
  if (usage.files < MAX_UNATTACHED_FILES && usage.bytes + size <= MAX_UNATTACHED_BYTES) return;
  const message =
    usage.files >= MAX_UNATTACHED_FILES
      ? `You have ${usage.files} uploaded files not yet sent with a form (the most is ${MAX_UNATTACHED_FILES}). Send or remove them first; files not sent are deleted after a day.`
      : `Your uploaded files not yet sent with a form come to ${formatFileSize(usage.bytes)} (the most is ${formatFileSize(MAX_UNATTACHED_BYTES)}). Send them first; files not sent are deleted after a day.`;
  throw new AppError(429, 'too_many_uploads', message, [{ param: 'file', message }]);
}

/**
 * Deletes the files nothing points at that are older than the TTL (at most `limit` a run): the
 * rows in one transaction (the check repeated in the delete, so a file attached meanwhile stays),
 * then their bytes. Answers how many went.
 */
export async function sweepUnattachedFiles(ctx: AppContext, now = new Date(), limit = 500): Promise<number> {
  const before = new Date(now.getTime() - UNATTACHED_TTL_HOURS * 60 * 60 * 1000).toISOString();
  const store = new FileStore(ctx.config.filesDir);
  const keys = await ctx.db.kysely.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('files')
      .select('id')
      .where('created_at', '<', before)
      .where(unattached)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (due.length === 0) return [];
    return (
      await trx
        .deleteFrom('files')
        .where(
          'id',
          'in',
          due.map((d) => d.id),
        )
        .where(unattached)
        .returning('storage_key')
        .execute()
    ).map((r) => r.storage_key);
  });
  for (const key of keys) await store.remove(key).catch(() => undefined);
  return keys.length;
}

/** The hourly sweep, as a recurring job. */
export function registerUnattachedFileSweep(): void {
  registerRecurringJob(FILE_SWEEP_JOB, FILE_SWEEP_EVERY_SECONDS, async (ctx, job) => {
    await sweepUnattachedFiles(ctx, job.now);
  });
}
