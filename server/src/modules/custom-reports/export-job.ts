import { reportDefinition, type ReportDefinition, type ReportExportView } from '@collegium/domain/custom-reports';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import { exportFilename, excelStream } from '../../lib/excel-writer.ts';
import { FileStore } from '../files/file-store.ts';
import { findStoredFile, insertSavedFile } from '../files/stored-files.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { PermanentJobError, registerJobType } from '../jobs/registry.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { planReport } from './report-plan.ts';
import { allRows } from './report-rows.ts';
import { auditRun, countRows, planExport, sheetColumns } from './report-service.ts';

// Issue 16: a big custom export as a background job. The request checks the fields against the
// caller's rights, audits the run and queues the job; the job streams the rows page by page into
// the .xlsx writer and the writer into the file store (flat memory), writing its progress to the
// export row after each page; the caller polls the row (the progress bar) and downloads the file.

export const CUSTOM_EXPORT_JOB = 'custom-report.export';

interface Payload {
  exportId: number;
}

/** Checks and queues an export; answers its row for the progress bar. */
export async function queueExport(
  database: Db,
  entities: readonly EntityDefinition[],
  actor: Actor,
  definition: ReportDefinition,
): Promise<ReportExportView> {
  const plan = planExport(entities, actor, definition);
  const id = await database.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('custom_report_exports')
      .values({
        requested_by_user_id: actor.userId,
        as_user_id: actor.asUserId,
        name: exportFilename(plan.def.name),
        definition: JSON.stringify(definition),
        status: 'queued',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditRun(trx, actor, plan, `background export ${row.id}`);
    await enqueueJob(trx, CUSTOM_EXPORT_JOB, { exportId: Number(row.id) } satisfies Payload);
    return Number(row.id);
  });
  notifyJobsQueued();
  return exportView(database.kysely, id, actor);
}

/** One export of the caller's (another user's is not found). */
export async function exportView(db: Kysely<Database>, id: number, actor: Actor): Promise<ReportExportView> {
  const row = await db
    .selectFrom('custom_report_exports')
    .select(['id', 'status', 'written', 'total', 'error', 'name', 'requested_by_user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || Number(row.requested_by_user_id) !== actor.userId) throw notFound('There is no such export.');
  return {
    id: Number(row.id),
    status: row.status as ReportExportView['status'],
    written: Number(row.written),
    total: row.total === null ? null : Number(row.total),
    error: row.error,
    fileName: row.name,
  };
}

/** The finished file of the caller's export. */
export async function exportFile(db: Kysely<Database>, id: number, actor: Actor) {
  await exportView(db, id, actor);
  const row = await db
    .selectFrom('custom_report_exports')
    .select(['file_id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  const file = row?.file_id ? await findStoredFile(db, Number(row.file_id)) : undefined;
  if (!row || !file) throw notFound('This export is not ready.');
  return { file, name: row.name };
}

/** Runs one export (the job's body; the bench calls it too). */
export async function runExport(
  ctx: Pick<AppContext, 'db' | 'config'>,
  entities: readonly EntityDefinition[],
  exportId: number,
) {
  const db = ctx.db.kysely;
  const row = await db.selectFrom('custom_report_exports').selectAll().where('id', '=', exportId).executeTakeFirst();
  if (!row) throw new PermanentJobError('The export has gone.');
  if (row.status === 'done') return;
  // The fields were checked against the requester's rights when it was queued.
  const plan = planReport(entities, ['*'], reportDefinition.parse(JSON.parse(row.definition)));
  const total = await countRows(db, plan);
  const progress = (written: number) =>
    db
      .updateTable('custom_report_exports')
      .set({ written })
      .where('id', '=', exportId)
      .execute()
      .then(() => undefined);
  await db
    .updateTable('custom_report_exports')
    .set({ status: 'running', total, written: 0 })
    .where('id', '=', exportId)
    .execute();
  const store = new FileStore(ctx.config.filesDir);
  const saved = await store.saveStream(
    excelStream(plan.def.labelPlural, sheetColumns(plan), allRows(db, plan, 2000, progress)),
  );
  try {
    await db.transaction().execute(async (trx) => {
      const file = await insertSavedFile(trx, saved, {
        originalName: row.name,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        uploadedByUserId: null,
      });
      await trx
        .updateTable('custom_report_exports')
        .set({ status: 'done', file_id: file.id, finished_at: new Date().toISOString(), error: null })
        .where('id', '=', exportId)
        .execute();
    });
  } catch (error) {
    await store.remove(saved.key).catch(() => undefined);
    throw error;
  }
}

export function registerCustomExportJob(entities: readonly EntityDefinition[]): void {
  registerJobType<Payload>(CUSTOM_EXPORT_JOB, {
    run: (ctx, { exportId }) => runExport(ctx, entities, exportId),
    async onFailure(ctx, { exportId }, failure) {
      if (failure.willRetry) return;
      await ctx.db.kysely
        .updateTable('custom_report_exports')
        .set({ status: 'failed', error: failure.error.slice(0, 500), finished_at: new Date().toISOString() })
        .where('id', '=', exportId)
        .execute();
    },
  });
}
