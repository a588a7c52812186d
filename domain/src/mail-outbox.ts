import { z } from 'zod';

// Issue 12: the contract of the admins' outbox (GET /outbox, GET /outbox/{id},
// POST /outbox/{id}/retry), shared by the server route and the web hooks.

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'held'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxListQuery = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: 'Choose queued, sent, failed or held.' }).optional(),
  /** How many of the most recent to return (default 50, at most 200). */
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Return mails older than this id (the next page). */
  before: z.coerce.number().int().positive().optional(),
});

export const outboxMail = z.object({
  id: z.number(),
  templateKey: z.string(),
  templateName: z.string(),
  to: z.string(),
  toName: z.string().nullable(),
  /** Null until the mail has been rendered (when its job first runs). */
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  relatedEntity: z.string().nullable(),
  relatedId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const outboxMailDetail = outboxMail.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  messageId: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof outboxMailDetail>;

export const outboxPage = z.object({
  smtpConfigured: z.boolean(),
  counts: z.object({ queued: z.number(), sent: z.number(), failed: z.number(), held: z.number() }),
  items: z.array(outboxMail),
  more: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPage>;
