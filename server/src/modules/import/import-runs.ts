import type { ImportKind, ImportMapping, ImportRun, ImportStatus, RowOutcome } from '@collegium/domain/data-import';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { importFields } from './import-kinds.ts';
import { liveProgress } from './import-progress.ts';

// The import_runs rows as the API shows them, and the saved mappings per source.

type Executor = Kysely<Database> | Transaction<Database>;

export async function findRun(db: Executor, id: number) {
  return db
    .selectFrom('import_runs')
    .leftJoin('users', 'users.id', 'import_runs.created_by_user_id')
    .selectAll('import_runs')
    .select('users.email as created_by')
    .where('import_runs.id', '=', id)
    .executeTakeFirst();
}

type RunRow = NonNullable<Awaited<ReturnType<typeof findRun>>>;

const parse = <T>(text: string | null, fallback: T): T => (text === null ? fallback : (JSON.parse(text) as T));

export function runSummary(r: Omit<RunRow, 'outcomes' | 'headers' | 'mapping'> & Partial<RunRow>) {
  const live = r.status === 'running' ? liveProgress(r.id) : undefined;
  return {
    id: r.id,
    kind: r.kind as ImportKind,
    source: r.source,
    fileName: r.file_name,
    format: r.format as 'csv' | 'xlsx',
    status: r.status as ImportStatus,
    totalRows: Number(r.total_rows),
    processedRows: live ?? Number(r.processed_rows),
    counts: {
      create: Number(r.created_count),
      update: Number(r.updated_count),
      duplicate: Number(r.duplicate_count),
      error: Number(r.error_count),
    },
    hasFailedRows: r.failed_file_id !== null,
    lastError: r.last_error,
    createdBy: r.created_by ?? null,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

export function runView(r: RunRow): ImportRun {
  return {
    ...runSummary(r),
    headers: parse<string[]>(r.headers, []),
    mapping: parse<ImportMapping | null>(r.mapping, null),
    fields: importFields(r.kind as ImportKind),
    outcomes: parse<RowOutcome[]>(r.outcomes, []),
  };
}

export async function listRuns(db: Executor, limit = 50) {
  const rows = await db
    .selectFrom('import_runs')
    .leftJoin('users', 'users.id', 'import_runs.created_by_user_id')
    .select([
      'import_runs.id',
      'import_runs.kind',
      'import_runs.source',
      'import_runs.file_name',
      'import_runs.format',
      'import_runs.status',
      'import_runs.total_rows',
      'import_runs.processed_rows',
      'import_runs.created_count',
      'import_runs.updated_count',
      'import_runs.duplicate_count',
      'import_runs.error_count',
      'import_runs.failed_file_id',
      'import_runs.last_error',
      'import_runs.created_at',
      'import_runs.finished_at',
      'import_runs.file_id',
      'import_runs.job_id',
      'import_runs.created_by_user_id',
      'import_runs.updated_at',
      'users.email as created_by',
    ])
    .orderBy('import_runs.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(runSummary);
}

export async function savedMapping(db: Executor, source: string, kind: ImportKind): Promise<ImportMapping | null> {
  const row = await db
    .selectFrom('import_mappings')
    .select('mapping')
    .where('source', '=', source)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as ImportMapping) : null;
}

/** Keeps the mapping for the next file from the same source, merged over what was saved. */
export async function saveMapping(
  db: Executor,
  source: string,
  kind: ImportKind,
  mapping: ImportMapping,
  now: string,
): Promise<void> {
  const merged = { ...(await savedMapping(db, source, kind)), ...mapping };
  await db
    .insertInto('import_mappings')
    .values({ source, kind, mapping: JSON.stringify(merged), updated_at: now })
    .onConflict((oc) =>
      oc.columns(['source', 'kind']).doUpdateSet({ mapping: JSON.stringify(merged), updated_at: now }),
    )
    .execute();
}
