import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { MAIL_JOB_TYPE } from './mail-job-type.ts';
import { auditActor } from '../../http/actor.ts';

// The outbox for admins (admin:admin): every mail with how it went, the rendered message, and
// "retry now" for one that failed (or was held while no mail server was configured).

const ACCESS: { access: Access } = { access: { requires: ['admin:admin'] } };
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;

const listQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: 'Choose queued, sent, failed or held.' }).optional(),
  /** How many of the most recent to return (default 50, at most 200). */
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Return mails older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
});
const params = z.object({ id: z.coerce.number().int().positive() });

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

function summary(r: SummaryRow) {
  return {
    id: r.id,
    templateKey: r.template_key,
    templateName: r.template_name ?? r.template_key,
    to: r.to_email,
    toName: r.to_name,
    subject: r.subject,
    status: r.status,
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

export function outboxRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/outbox', { config: ACCESS, schema: { querystring: listQuery } }, async (request) => {
      const { status, limit, before } = request.query;
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
      return {
        smtpConfigured: ctx.config.smtpUrl !== null,
        counts: Object.fromEntries(OUTBOX_STATUSES.map((s) => [s, Number(counts.find((c) => c.status === s)?.n ?? 0)])),
        items: rows.slice(0, limit).map(summary),
        more: rows.length > limit,
      };
    });

    app.get('/outbox/:id', { config: ACCESS, schema: { params } }, async (request) => {
      const row = await base(ctx)
        .select([...SUMMARY, 'outbox.body_text', 'outbox.body_html', 'outbox.message_id'])
        .where('outbox.id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound('There is no mail with that id in the outbox.');
      return { ...summary(row), text: row.body_text, html: row.body_html, messageId: row.message_id };
    });

    app.post('/outbox/:id/retry', { config: ACCESS, schema: { params } }, async (request) => {
      const auth = await requireAuth(request);
      const id = request.params.id;
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
          throw new AppError(
            409,
            'not_retryable',
            `Only a failed or held mail can be retried; this one is ${row.status}.`,
          );
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
          ip: request.ip,
        });
      });
      notifyJobsQueued();
      const row = await base(ctx).select(SUMMARY).where('outbox.id', '=', id).executeTakeFirstOrThrow();
      return summary(row);
    });
  };
}
