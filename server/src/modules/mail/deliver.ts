import nodemailer from 'nodemailer';
import type { AppContext } from '../../context.ts';
import { type FailureInfo, PermanentJobError, registerJobType } from '../jobs/registry.ts';
import { MAIL_JOB_TYPE } from './mail-job-type.ts';
import { MissingValuesError, renderTemplate } from './render.ts';
import { loadTemplate } from './templates.ts';

// The mail.send job: render the outbox row's template with its values, then hand it to the SMTP
// server, or, with no SMTP_URL configured, keep it in the outbox as "held" for admins to read.
// A template or value that is missing fails the job at once (retrying cannot mend it); a mail
// server that cannot be reached is retried with backoff.

interface MailJobPayload {
  outboxId: number;
}

function transport(smtpUrl: string) {
  // One connection per mail; timeouts well inside the job lease, so a hung server cannot make
  // another process take the job while this one may still send it.
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

async function deliver(ctx: AppContext, payload: MailJobPayload, attempt: number): Promise<void> {
  const k = ctx.db.kysely;
  const mail = await k
    .selectFrom('outbox')
    .select(['id', 'template_key', 'to_email', 'to_name', 'data', 'status'])
    .where('id', '=', payload.outboxId)
    .executeTakeFirst();
  if (!mail) throw new PermanentJobError(`Outbox mail ${payload.outboxId} does not exist`);
  if (mail.status === 'sent') return; // a retry of a mail that went: never send twice

  const template = await loadTemplate(k, mail.template_key);
  if (!template) throw new PermanentJobError(`There is no e-mail template "${mail.template_key}"`);
  const values = { collegeName: ctx.config.collegeName, ...(JSON.parse(mail.data) as Record<string, string>) };
  let rendered;
  try {
    rendered = renderTemplate(template, values);
  } catch (error) {
    if (error instanceof MissingValuesError)
      throw new PermanentJobError(`Template "${template.key}": ${error.message}`);
    throw error;
  }
  const now = new Date().toISOString();
  const content = {
    subject: rendered.subject,
    body_text: rendered.text,
    body_html: rendered.html,
    attempts: attempt,
    updated_at: now,
  };

  if (!ctx.config.smtpUrl) {
    await k
      .updateTable('outbox')
      .set({ ...content, status: 'held', last_error: null, next_attempt_at: null })
      .where('id', '=', mail.id)
      .execute();
    return;
  }
  await k.updateTable('outbox').set(content).where('id', '=', mail.id).execute();
  const info = await transport(ctx.config.smtpUrl).sendMail({
    from: ctx.config.mailFrom,
    to: mail.to_name ? { name: mail.to_name, address: mail.to_email } : mail.to_email,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
  });
  const sentAt = new Date().toISOString();
  await k
    .updateTable('outbox')
    .set({
      status: 'sent',
      sent_at: sentAt,
      message_id: info.messageId ?? null,
      last_error: null,
      next_attempt_at: null,
      updated_at: sentAt,
    })
    .where('id', '=', mail.id)
    .execute();
}

async function recordFailure(ctx: AppContext, payload: MailJobPayload | null, failure: FailureInfo): Promise<void> {
  if (!payload || typeof payload.outboxId !== 'number') return;
  await ctx.db.kysely
    .updateTable('outbox')
    .set({
      status: failure.willRetry ? 'queued' : 'failed',
      attempts: failure.job.attempt,
      last_error: failure.error,
      next_attempt_at: failure.nextRunAt,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', payload.outboxId)
    .where('status', '!=', 'sent')
    .execute();
}

export function registerMailJobs(): void {
  registerJobType<MailJobPayload>(MAIL_JOB_TYPE, {
    run: (ctx, payload, job) => deliver(ctx, payload, job.attempt),
    onFailure: recordFailure,
  });
}
