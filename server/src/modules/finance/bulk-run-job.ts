import type { FinanceRunFailure } from '@collegium/domain/finance-runs';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { PermanentJobError, registerJobType } from '../jobs/registry.ts';
import { personName } from '../users/person-name.ts';
import { FINANCE_RUN_JOB } from './bulk-runs.ts';
import { assessSession, assessSessions } from './fee-assessments.ts';
import { issueDrafts, issueInvoices } from './invoice-generation.ts';

// The job of a finance bulk run. The items (sessions to assess, assessments whose drafts fall due)
// are done CHUNK at a time, each chunk in its own transaction, so the work done so far is kept and
// readers see the count grow. A chunk is written with a handful of statements whatever its size
// (assessSessions, issueDrafts); should that fail on the database (say finance assessed one of its
// sessions by hand meanwhile), the chunk is rolled back to its savepoint and done again item by
// item, each under its own savepoint, so one bad item does not lose the others. The items are what is still to do when the job starts: a job claimed again after a crash,
// or a run started twice, does only what is left, and nothing doubles. An item refused with a
// reason (no fee rate, no schedule) is listed with it and the run goes on.

interface Payload {
  runId: number;
}

/** At most this many failures are kept with the run (the count is always whole). */
const KEPT_FAILURES = 200;

/** Items per transaction. */
export const CHUNK = 100;

interface Item {
  id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
}

const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

async function itemsOf(ctx: AppContext, kind: string, scope: string): Promise<Item[]> {
  const db = ctx.db.kysely;
  if (kind === 'assess')
    return db
      .selectFrom('engagement_sessions as x')
      .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
      .innerJoin('students as s', 's.id', 'e.student_id')
      .innerJoin('people as p', 'p.id', 's.person_id')
      .leftJoin('fee_assessments as f', 'f.session_id', 'x.id')
      .select(['x.id', 'e.student_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
      .where('x.academic_year', '=', Number(scope))
      .where('x.status', 'in', ['Starting', 'Current'])
      .where('e.status', 'in', ['Starting', 'Current'])
      .where('f.id', 'is', null)
      .orderBy('x.id')
      .execute();
  return db
    .selectFrom('fee_assessments as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['a.id', 'a.student_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoices as i')
          .select('i.id')
          .whereRef('i.fee_assessment_id', '=', 'a.id')
          .where('i.status', '=', 'draft')
          .where('i.due_on', '<=', monthEnd(scope)),
      ),
    )
    .orderBy('a.id')
    .execute();
}

export function registerFinanceRunJob(): void {
  registerJobType<Payload>(FINANCE_RUN_JOB, {
    async run(ctx, { runId }) {
      const db = ctx.db.kysely;
      const run = await db.selectFrom('finance_runs').selectAll().where('id', '=', runId).executeTakeFirst();
      if (!run) throw new PermanentJobError(`Finance run ${runId} no longer exists.`);
      if (run.status === 'done') return;
      const items = await itemsOf(ctx, run.kind, run.scope);
      const actor: Actor | null = run.created_by_user_id
        ? { userId: run.created_by_user_id, asUserId: null, ip: null, permissions: [] }
        : null;
      // Progress counts items (sessions, assessments); made counts assessments or invoices. A run
      // claimed again keeps what it did before; what failed is tried again.
      const before = Number(run.processed) - Number(run.failed);
      const total = before + items.length;
      let processed = before;
      let made = Number(run.made);
      const failures: FinanceRunFailure[] = [];
      let failed = 0;
      const save = (extra: object = {}) =>
        db
          .updateTable('finance_runs')
          .set({
            total,
            processed,
            made,
            failed,
            failures: JSON.stringify(failures),
            updated_at: new Date().toISOString(),
            ...extra,
          })
          .where('id', '=', runId)
          .execute();
      await save({ status: 'running', last_error: null });
      let saved = Date.now();
      const fail = (item: Item, e: unknown) => {
        if (!(e instanceof AppError) || e.status >= 500) throw e;
        failed++;
        if (failures.length < KEPT_FAILURES)
          failures.push({
            id: item.id,
            studentId: item.student_id,
            studentName: personName(item),
            reason: e.details?.map((d) => d.message).join(' ') || e.message,
          });
      };
      const dueBy = run.kind === 'assess' ? undefined : monthEnd(run.scope);
      /** The whole chunk at once: how many it made by item, and the items refused with their reason. */
      const bulk = async (trx: Transaction<Database>, chunk: Item[], now: string) => {
        const ids = chunk.map((i) => i.id);
        if (run.kind === 'assess') {
          const { made: assessed, refused } = await assessSessions(trx, ids, {}, actor, now);
          return { count: assessed.size, refused };
        }
        const issued = await issueDrafts(trx, ids, actor, now, dueBy);
        return { count: [...issued.values()].reduce((n, numbers) => n + numbers.length, 0), refused: new Map() };
      };
      const single = async (trx: Transaction<Database>, item: Item, now: string) => {
        if (run.kind === 'assess') {
          await assessSession(trx, item.id, {}, actor, now);
          return 1;
        }
        return (await issueInvoices(trx, item.id, actor, now, dueBy)).length;
      };
      for (let at = 0; at < items.length; at += CHUNK) {
        const chunk = items.slice(at, at + CHUNK);
        const now = new Date().toISOString();
        const trx = await db.startTransaction().execute();
        try {
          const whole = await trx.savepoint('chunk').execute();
          let result: Awaited<ReturnType<typeof bulk>> | undefined;
          try {
            result = await bulk(whole, chunk, now);
            await whole.releaseSavepoint('chunk').execute();
          } catch {
            await whole.rollbackToSavepoint('chunk').execute();
          }
          if (result) {
            made += result.count;
            for (const item of chunk) if (result.refused.has(item.id)) fail(item, result.refused.get(item.id));
          } else
            for (const item of chunk) {
              const one = await trx.savepoint('item').execute();
              try {
                made += await single(one, item, now);
                await one.releaseSavepoint('item').execute();
              } catch (error) {
                await one.rollbackToSavepoint('item').execute();
                fail(item, error);
              }
            }
          await trx.commit().execute();
        } catch (e) {
          await trx
            .rollback()
            .execute()
            .catch(() => undefined);
          throw e;
        }
        processed += chunk.length;
        if (Date.now() - saved > 500) {
          await save();
          saved = Date.now();
        }
      }
      const finished = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('finance_runs')
          .set({
            status: 'done',
            total,
            processed: total,
            made,
            failed,
            failures: JSON.stringify(failures),
            updated_at: finished,
            finished_at: finished,
          })
          .where('id', '=', runId)
          .execute();
        await recordAudit(trx, {
          actorUserId: run.created_by_user_id,
          entity: 'finance_runs',
          entityId: runId,
          action: 'finance run finished',
          changes: { kind: run.kind, scope: run.scope, made, failed },
        });
      });
    },
    async onFailure(ctx, { runId }, failure) {
      await ctx.db.kysely
        .updateTable('finance_runs')
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
