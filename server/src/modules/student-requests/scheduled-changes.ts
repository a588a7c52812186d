import { intentionRequiredFor, statusChangeRefusal } from '@collegium/domain/engagement-status-change';
import { REQUEST_TARGET_STATUS, type StudentRequestType } from '@collegium/domain/student-requests';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { changeEngagementStatusIn } from '../engagements/engagement-status.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { registerJobType } from '../jobs/registry.ts';
import { type Actor } from '../../http/actor.ts';

// Issue 11: an approved deferral, IoS or withdrawal moves the engagement on its effective date.
// Dated today or earlier, the approval applies it in the decision's transaction; dated ahead, the
// approval queues a job for that date (modules/jobs, run_at = the date, 00:00 UTC) and the request
// reads "Approved — takes effect on …" until then. The job applies it through the spec 4.2 rule
// in its own transaction; when the move is no longer allowed then, it records why on the request
// (and in the audit) and changes nothing.

export const REQUEST_CHANGE_JOB = 'student-request.apply';
type Trx = Transaction<Database>;

interface Payload {
  requestId: number;
}

/** Whether a change dated `effectiveDate` (YYYY-MM-DD) waits for its date on `now`. */
export const takesEffectLater = (effectiveDate: string, now = new Date()) =>
  effectiveDate > now.toISOString().slice(0, 10);

/** Queues the change of an approved request for its date (in the caller's transaction). */
export async function scheduleRequestChange(trx: Trx, requestId: number, effectiveDate: string): Promise<void> {
  await enqueueJob(trx, REQUEST_CHANGE_JOB, { requestId } satisfies Payload, {
    runAt: new Date(`${effectiveDate}T00:00:00.000Z`),
  });
}

/** Moves the engagement as the approved request says, and marks the request applied. */
export async function applyRequestChange(
  db: Db,
  trx: Trx,
  requestId: number,
  input: { intention: string | null; note: string | null; version: number },
  actor: Actor,
  now: Date,
): Promise<void> {
  const r = await trx
    .selectFrom('student_requests')
    .select(['type', 'engagement_id', 'effective_date'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  const kind = r.type as StudentRequestType;
  await changeEngagementStatusIn(
    db,
    trx,
    r.engagement_id,
    {
      status: REQUEST_TARGET_STATUS[kind] as never,
      reason: `${kind} request approved${input.note ? `: ${input.note}` : ''}`,
      effectiveDate: r.effective_date,
      intention: input.intention as never,
      version: input.version,
    },
    actor,
  );
  await trx
    .updateTable('student_requests')
    .set({ applied_at: now.toISOString(), not_applied_reason: null })
    .where('id', '=', requestId)
    .execute();
}

async function recordNotApplied(
  ctx: AppContext,
  requestId: number,
  studentId: number,
  reason: string,
  actor: Actor,
  now: Date,
) {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('student_requests')
      .set({ not_applied_reason: reason.slice(0, 1000), updated_at: now.toISOString() })
      .where('id', '=', requestId)
      .execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: null,
      entity: 'students',
      entityId: studentId,
      action: 'scheduled change not applied',
      changes: { requestId, reason },
      ip: null,
    });
  });
}

/** The job: applies the approved request's change on its date, or records why it cannot. */
export async function runRequestChange(
  ctx: AppContext,
  payload: Payload,
  now: Date,
): Promise<'applied' | 'not applied' | 'nothing to do'> {
  const r = await ctx.db.kysely
    .selectFrom('student_requests')
    .select([
      'id',
      'student_id',
      'engagement_id',
      'type',
      'status',
      'applied_at',
      'not_applied_reason',
      'approved_intention',
      'decided_by_user_id',
      'decision_note',
    ])
    .where('id', '=', payload.requestId)
    .executeTakeFirst();
  if (!r || r.status !== 'Approved' || r.applied_at !== null || r.not_applied_reason !== null) return 'nothing to do';
  const actor: Actor = { userId: r.decided_by_user_id ?? 0, asUserId: null, ip: null, permissions: [] };
  const target = REQUEST_TARGET_STATUS[r.type as StudentRequestType];
  try {
    await ctx.db.kysely.transaction().execute(async (trx) => {
      const e = await trx
        .selectFrom('engagements')
        .select(['status', 'version', 'intention'])
        .where('id', '=', r.engagement_id)
        .executeTakeFirstOrThrow();
      const refusal = statusChangeRefusal(e.status, target);
      if (refusal) throw new AppError(422, 'validation_failed', refusal);
      const intention = r.approved_intention ?? e.intention ?? null;
      if (intentionRequiredFor(target) && !intention)
        throw new AppError(
          422,
          'validation_failed',
          'the engagement holds no intention for next year, which an interruption of studies needs.',
        );
      await applyRequestChange(ctx.db, trx, r.id, { intention, note: r.decision_note, version: e.version }, actor, now);
      await recordAudit(trx, {
        actorUserId: actor.userId,
        asUserId: null,
        entity: 'students',
        entityId: r.student_id,
        action: 'scheduled change applied',
        changes: { requestId: r.id, kind: r.type, toStatus: target },
        ip: null,
      });
    });
    return 'applied';
  } catch (error) {
    // A move the rules refuse now is recorded, not retried; anything else (the database away) retries.
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    const why = error.details?.map((d) => d.message).join(' ') || error.message;
    await recordNotApplied(
      ctx,
      r.id,
      r.student_id,
      `The ${target} status could not be set on its date: ${why}`,
      actor,
      now,
    );
    return 'not applied';
  }
}

export function registerRequestChangeJob(): void {
  registerJobType<Payload>(REQUEST_CHANGE_JOB, {
    run: async (ctx, payload, job) => {
      await runRequestChange(ctx, payload, job.now);
    },
  });
}
