import type { ImportKind } from '@collegium/domain/data-import';
import { recordAudit } from '../../audit/audit-log.ts';
import { alumniFromCompletions } from '../alumni/alumni-from-completion.ts';
import type { AppContext } from '../../context.ts';
import { FileStore } from '../files/file-store.ts';
import { insertStoredFile } from '../files/stored-files.ts';
import { PermanentJobError, registerJobType } from '../jobs/registry.ts';
import { clearProgress, setProgress } from './import-progress.ts';
import { failedName, IMPORT_JOB } from './import-operations.ts';
import { findRun } from './import-runs.ts';
import { processImport } from './process-import.ts';
import type { ImportFormat } from './read-rows.ts';

// The commit (issue 15): the whole file in one transaction, so a server killed half-way leaves
// nothing written (the transaction never commits), and the job, claimed again when its lease
// ends, imports the file from the start. The run is marked done inside that same transaction, so
// a job that committed but died before the queue heard of it does nothing the second time; and
// the matching makes even a second import of the same file a run of duplicates.

interface Payload {
  runId: number;
}

export function registerImportJob(): void {
  registerJobType<Payload>(IMPORT_JOB, {
    async run(ctx: AppContext, { runId }) {
      const run = await findRun(ctx.db.kysely, runId);
      if (!run || run.status === 'done') return;
      const store = new FileStore(ctx.config.filesDir);
      const file = await ctx.db.kysely
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', run.file_id)
        .executeTakeFirst();
      if (!file) throw new PermanentJobError('The uploaded file is no longer stored.');
      const started = new Date().toISOString();
      await ctx.db.kysely
        .updateTable('import_runs')
        .set({ status: 'running', processed_rows: 0, last_error: null, updated_at: started })
        .where('id', '=', runId)
        .execute();
      setProgress(runId, 0);
      const onProgress = async (rows: number) => {
        setProgress(runId, rows);
        // PostgreSQL: another connection can record it for readers served by other processes.
        // SQLite has one connection, held by the transaction: memory only.
        if (ctx.db.dialect === 'postgres')
          await ctx.db.kysely
            .updateTable('import_runs')
            .set({ processed_rows: rows })
            .where('id', '=', runId)
            .execute();
      };
      try {
        await ctx.db.kysely.transaction().execute(async (trx) => {
          const headers = JSON.parse(run.headers) as string[];
          const mapping = JSON.parse(run.mapping ?? '{}') as Record<string, string | null>;
          const t = await processImport(
            trx,
            {
              kind: run.kind as ImportKind,
              filePath: store.pathOf(file.storage_key),
              format: run.format as ImportFormat,
              headers,
              mapping,
            },
            started,
            onProgress,
          );
          const failed = t.failedRows
            ? await insertStoredFile(trx, store, {
                bytes: t.failedRows,
                originalName: failedName(run.file_name),
                contentType: 'text/csv',
                uploadedByUserId: run.created_by_user_id,
              })
            : null;
          const finished = new Date().toISOString();
          // Issue 17: students imported as Completed become alumni with the import.
          if (run.kind === 'students')
            await alumniFromCompletions(trx, { actorUserId: run.created_by_user_id }, {}, finished);
          await trx
            .updateTable('import_runs')
            .set({
              status: 'done',
              total_rows: t.total,
              processed_rows: t.total,
              created_count: t.counts.create,
              updated_count: t.counts.update,
              duplicate_count: t.counts.duplicate,
              error_count: t.counts.error,
              outcomes: JSON.stringify(t.outcomes),
              failed_file_id: failed?.id ?? null,
              updated_at: finished,
              finished_at: finished,
            })
            .where('id', '=', runId)
            .execute();
          await recordAudit(trx, {
            actorUserId: run.created_by_user_id,
            entity: 'import',
            entityId: runId,
            action: 'import committed',
            changes: { kind: run.kind, source: run.source, file: run.file_name, rows: t.total, ...t.counts },
          });
        });
      } finally {
        clearProgress(runId);
      }
    },
    async onFailure(ctx, { runId }, failure) {
      await ctx.db.kysely
        .updateTable('import_runs')
        .set({
          status: failure.willRetry ? 'queued' : 'failed',
          last_error: failure.error.slice(0, 500),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', runId)
        .where('status', '!=', 'done')
        .execute();
    },
  });
}
