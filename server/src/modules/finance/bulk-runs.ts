import { academicYear } from '@collegium/domain/academic-year';
import type {
  FinanceRunFailure,
  FinanceRunInput,
  FinanceRunKind,
  FinanceRunStatus,
  FinanceRunView,
} from '@collegium/domain/finance-runs';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';

// Issue 14, Finance > Runs: a bulk run is a finance_runs row and the job that does it
// (bulk-run-job.ts). Starting one while the same run is still queued or running is refused; a
// finished run may be started again and then finds nothing left to do.

type Executor = Kysely<Database> | Transaction<Database>;

export const FINANCE_RUN_JOB = 'finance.bulk-run';

export const scopeOf = (input: FinanceRunInput): string =>
  input.kind === 'assess' ? String(input.academicYear) : input.month;

const scopeLabel = (kind: string, scope: string) => (kind === 'assess' ? academicYear(Number(scope)) : scope);

function selectRuns(db: Executor) {
  return db
    .selectFrom('finance_runs as r')
    .leftJoin('users as u', 'u.id', 'r.created_by_user_id')
    .selectAll('r')
    .select('u.email as created_by');
}

type RunRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectRuns>['executeTakeFirst']>>>;

function view(r: RunRow): FinanceRunView {
  return {
    id: r.id,
    kind: r.kind as FinanceRunKind,
    scope: scopeLabel(r.kind, r.scope),
    status: r.status as FinanceRunStatus,
    total: Number(r.total),
    processed: Number(r.processed),
    made: Number(r.made),
    failed: Number(r.failed),
    failures: JSON.parse(r.failures) as FinanceRunFailure[],
    lastError: r.last_error,
    createdBy: r.created_by ?? null,
    createdAt: r.created_at,
    finishedAt: r.finished_at,
  };
}

export async function readRun(db: Executor, id: number): Promise<FinanceRunView> {
  const row = await selectRuns(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`There is no finance run with id ${id}.`);
  return view(row);
}

export async function listRuns(db: Executor, limit = 30): Promise<FinanceRunView[]> {
  const rows = await selectRuns(db).orderBy('r.id', 'desc').limit(limit).execute();
  return rows.map(view);
}

/** Queues a run (and its job) in one transaction; 409 when the same run is already under way. */
export async function startRun(db: Db, input: FinanceRunInput, actor: Actor): Promise<FinanceRunView> {
  const scope = scopeOf(input);
  return db.kysely.transaction().execute(async (trx) => {
    const busy = await trx
      .selectFrom('finance_runs')
      .select('id')
      .where('kind', '=', input.kind)
      .where('scope', '=', scope)
      .where('status', 'in', ['queued', 'running'])
      .$if(db.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (busy)
      throw conflict(
        `That run (${scopeLabel(input.kind, scope)}) is already under way as run ${busy.id}: wait for its result.`,
      );
    const now = new Date().toISOString();
    const row = await trx
      .insertInto('finance_runs')
      .values({
        kind: input.kind,
        scope,
        status: 'queued',
        job_id: null,
        last_error: null,
        created_by_user_id: actor.userId,
        created_at: now,
        updated_at: now,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const jobId = await enqueueJob(trx, FINANCE_RUN_JOB, { runId: row.id }, { maxAttempts: 3 });
    await trx.updateTable('finance_runs').set({ job_id: jobId }).where('id', '=', row.id).execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'finance_runs',
      entityId: row.id,
      action: 'finance run started',
      changes: { kind: input.kind, scope },
    });
    return readRun(trx, row.id);
  });
}
