import {
  OUTBOX_STATUSES,
  type OutboxMail,
  type OutboxMailDetail,
  type OutboxPage,
} from '@collegium/domain/mail-outbox';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { MAIL_JOB_TYPE } from './mail-job-type.ts';

// The outbox's reads and its one write (retry now), for outbox-routes.ts.

const SUMMARY = [
  'outbox.id',
  'outbox.template_key',
  'outbox.to_email',
  'outbox.to_name',
  'outbox.subject',
  'outbox.status',
  'outbox.attempts',
  'outbox.last_error',
  'outbox.next_attempt_at',
  'outbox.related_entity',
  'outbox.related_id',
  'outbox.created_at',
  'outbox.sent_at',
  'email_templates.name as template_name',
] as const;

type SummaryRow = {
  id: number;
  template_key: string;
  template_name: string | null;
  to_email: string;
  to_name: string | null;
  subject: string | null;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  related_entity: string | null;
  related_id: string | null;
  created_at: string;
  sent_at: string | null;
};

function summary(r: SummaryRow): OutboxMail {
  return {
    id: r.id,
    templateKey: r.template_key,
    templateName: r.template_name ?? r.template_key,
    to: r.to_email,
    toName: r.to_name,
    subject: r.subject,
    status: r.status as OutboxMail['status'],
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.next_attempt_at,
    relatedEntity: r.related_entity,
    relatedId: r.related_id,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  };
}

function base(ctx: AppContext) {
  return ctx.db.kysely.selectFrom('outbox').leftJoin('email_templates', 'email_templates.key', 'outbox.template_key');
}

export async function outboxPage(
  ctx: AppContext,
  query: { status?: OutboxMail['status'] | undefined; limit: number; before?: number | undefined },
): Promise<OutboxPage> {
  const { status, limit, before } = query;
  const rows = await base(ctx)
    .select(SUMMARY)
    .$if(status !== undefined, (qb) => qb.where('outbox.status', '=', status as string as never))
    .$if(before !== undefined, (qb) => qb.where('outbox.id', '<', before as number))
    .orderBy('outbox.id', 'desc')
    .limit(limit + 1)
    .execute();
  const counts = await ctx.db.kysely
    .selectFrom('outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  return {
    smtpConfigured: ctx.config.smtpUrl !== null,
    counts: Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, count(s)])) as OutboxPage['counts'],
    items: rows.slice(0, limit).map(summary),
    more: rows.length > limit,
  };
}

export async function outboxMailDetail(ctx: AppContext, id: number): Promise<OutboxMailDetail> {
  const row = await base(ctx)
    .select([...SUMMARY, 'outbox.body_text', 'outbox.body_html', 'outbox.message_id'])
    .where('outbox.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('There is no mail with that id in the outbox.');
  return { ...summary(row), text: row.body_text, html: row.body_html, messageId: row.message_id };
}

/** Queues a failed (or held) mail again now; 409 for any other state or without a mail server. */
export async function retryMail(ctx: AppContext, auth: AuthContext, id: number, ip: string): Promise<OutboxMail> {
  const now = new Date().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('outbox').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('There is no mail with that id in the outbox.');
    if (row.status === 'held' && !ctx.config.smtpUrl) {
      throw new AppError(
        409,
        'no_mail_server',
        'No mail server is configured (SMTP_URL), so the mail would be held again.',
      );
    }
    if (row.status !== 'failed' && row.status !== 'held') {
      throw new AppError(409, 'not_retryable', `Only a failed or held mail can be retried; this one is ${row.status}.`);
    }
    const jobId = await enqueueJob(trx, MAIL_JOB_TYPE, { outboxId: id });
    const updated = await trx
      .updateTable('outbox')
      .set({ status: 'queued', attempts: 0, job_id: jobId, next_attempt_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw new AppError(409, 'conflict', 'The mail changed meanwhile. Reload the outbox.');
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'outbox',
      entityId: id,
      action: 'retry',
      changes: { status: { from: row.status, to: 'queued' } },
      ip,
    });
  });
  notifyJobsQueued();
  return summary(await base(ctx).select(SUMMARY).where('outbox.id', '=', id).executeTakeFirstOrThrow());
}
