import { type ImportKind, type ImportMapping, mappingProblems } from '@collegium/domain/data-import';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/errors.ts';
import { XLSX_TYPE } from '../../http/download-headers.ts';
import { FileStore } from '../files/file-store.ts';
import { insertStoredFile } from '../files/stored-files.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { importFields } from './import-kinds.ts';
import { findRun, runView, saveMapping, savedMapping } from './import-runs.ts';
import { type ImportTotals, processImport } from './process-import.ts';
import { type ImportFormat, readHeaders } from './read-rows.ts';
import { suggestMapping } from '@collegium/domain/data-import';

// The import's steps (issue 15): upload (the file kept, its header read, a mapping offered),
// dry run (the whole file processed in a transaction that is rolled back), commit (a job).

export const IMPORT_JOB = 'import.commit';

export interface Actor {
  userId: number;
  asUserId: number | null;
  ip: string | null;
}

/** CSV or XLSX, from the name and the first bytes; 422 for anything else (issue 17 reads attendee lists with it too). */
export function formatOf(name: string, bytes: Buffer): ImportFormat {
  const zip = bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (/\.xlsx$/i.test(name) || zip) {
    if (!zip)
      throw validationFailed([
        { param: 'file', message: 'This is not an Excel (.xlsx) workbook. Save it again as .xlsx or CSV.' },
      ]);
    return 'xlsx';
  }
  if (bytes.subarray(0, 65536).includes(0)) {
    throw validationFailed([
      { param: 'file', message: 'Choose a CSV file (text, comma-separated) or an Excel .xlsx workbook.' },
    ]);
  }
  return 'csv';
}

export async function uploadImport(
  ctx: AppContext,
  input: { kind: ImportKind; source: string; fileName: string; bytes: Buffer },
  actor: Actor,
) {
  const format = formatOf(input.fileName, input.bytes);
  const store = new FileStore(ctx.config.filesDir);
  const now = new Date().toISOString();
  const stored = await ctx.db.kysely.transaction().execute(async (trx) =>
    insertStoredFile(
      trx,
      store,
      {
        bytes: input.bytes,
        originalName: input.fileName,
        contentType: format === 'csv' ? 'text/csv' : XLSX_TYPE,
        uploadedByUserId: actor.userId,
      },
      now,
    ),
  );
  let headers: string[] | null;
  try {
    headers = await readHeaders(store.pathOf(stored.key), format);
  } catch {
    headers = null;
  }
  if (!headers || headers.length === 0) {
    await ctx.db.kysely.deleteFrom('files').where('id', '=', stored.id).execute();
    await store.remove(stored.key).catch(() => undefined);
    throw validationFailed([
      { param: 'file', message: 'The file could not be read as a table: its first row must name the columns.' },
    ]);
  }
  const mapping = suggestMapping(
    headers,
    importFields(input.kind),
    await savedMapping(ctx.db.kysely, input.source, input.kind),
  );
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('import_runs')
      .values({
        kind: input.kind,
        source: input.source,
        file_id: stored.id,
        file_name: input.fileName.slice(0, 255),
        format,
        headers: JSON.stringify(headers),
        mapping: JSON.stringify(mapping),
        status: 'uploaded',
        created_by_user_id: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'import',
      entityId: row.id,
      action: 'import uploaded',
      changes: { kind: input.kind, source: input.source, file: input.fileName },
    });
    return row.id;
  });
  return runView((await findRun(ctx.db.kysely, id))!);
}

async function loadRun(ctx: AppContext, id: number) {
  const run = await findRun(ctx.db.kysely, id);
  if (!run) throw notFound('There is no import with that id.');
  return run;
}

class Rollback extends Error {}

/** The dry run: every row processed and the transaction rolled back; the result kept on the run. */
export async function checkImport(ctx: AppContext, id: number, mapping: ImportMapping, actor: Actor) {
  const run = await loadRun(ctx, id);
  if (!['uploaded', 'checked', 'failed'].includes(run.status))
    throw conflict(`This import is already ${run.status}; upload the file again to import it once more.`);
  const headers = JSON.parse(run.headers) as string[];
  const unknown = Object.keys(mapping).filter((h) => !headers.includes(h));
  const fields = importFields(run.kind as ImportKind);
  const problems = [
    ...unknown.map((h) => ({ param: h, message: `The file has no column "${h}".` })),
    ...mappingProblems(mapping, fields),
  ];
  if (problems.length > 0) throw validationFailed(problems);
  const full = Object.fromEntries(headers.map((h) => [h, mapping[h] ?? null]));
  const store = new FileStore(ctx.config.filesDir);
  const file = await ctx.db.kysely
    .selectFrom('files')
    .select('storage_key')
    .where('id', '=', run.file_id)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  let totals: ImportTotals | null = null as ImportTotals | null;
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      totals = await processImport(
        trx,
        {
          kind: run.kind as ImportKind,
          filePath: store.pathOf(file.storage_key),
          format: run.format as ImportFormat,
          headers,
          mapping: full,
        },
        now,
      );
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) {
      if ((error as { code?: string }).code === 'ENOENT')
        throw new AppError(410, 'gone', 'The uploaded file is no longer stored. Upload it again.');
      throw error;
    }
  }
  if (totals === null) throw new Error('The dry run ended without totals');
  const t: ImportTotals = totals;
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const failed = t.failedRows
      ? await insertStoredFile(trx, store, {
          bytes: t.failedRows,
          originalName: failedName(run.file_name),
          contentType: 'text/csv',
          uploadedByUserId: actor.userId,
        })
      : null;
    await trx
      .updateTable('import_runs')
      .set({
        mapping: JSON.stringify(full),
        status: 'checked',
        total_rows: t.total,
        processed_rows: 0,
        created_count: t.counts.create,
        updated_count: t.counts.update,
        duplicate_count: t.counts.duplicate,
        error_count: t.counts.error,
        outcomes: JSON.stringify(t.outcomes),
        failed_file_id: failed?.id ?? null,
        last_error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    await saveMapping(trx, run.source, run.kind as ImportKind, full, now);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'import',
      entityId: id,
      action: 'import checked',
      changes: { rows: t.total, ...t.counts },
    });
  });
  return runView((await findRun(ctx.db.kysely, id))!);
}

export function failedName(fileName: string): string {
  return `${fileName.replace(/\.(csv|xlsx)$/i, '')}-failed-rows.csv`;
}

/** Queues the commit: the job imports the file in one transaction. */
export async function commitImport(ctx: AppContext, id: number, actor: Actor) {
  const run = await loadRun(ctx, id);
  if (run.status !== 'checked') {
    throw conflict(
      run.status === 'uploaded'
        ? 'Run the dry run first: it shows what the import will do.'
        : `This import is already ${run.status}.`,
    );
  }
  if (run.created_count + run.updated_count === 0) {
    throw conflict('Nothing to import: every row is already here unchanged or has an error.');
  }
  const now = new Date().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const jobId = await enqueueJob(trx, IMPORT_JOB, { runId: id }, { maxAttempts: 3 });
    const updated = await trx
      .updateTable('import_runs')
      .set({ status: 'queued', job_id: jobId, processed_rows: 0, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'checked')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict('This import was started meanwhile.');
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'import',
      entityId: id,
      action: 'import queued',
      changes: { kind: run.kind, file: run.file_name },
    });
  });
  notifyJobsQueued();
  return runView((await findRun(ctx.db.kysely, id))!);
}
