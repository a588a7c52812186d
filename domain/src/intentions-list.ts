import { z } from 'zod';
import { INTENTION_CHOICES } from './intentions.ts';

// Issue 12: the contract of spec 2.4 intentions (GET /students/intentions, PUT
// /engagements/{id}/intention), shared by the server routes and the web hooks.

export const intentionsRow = z.object({
  engagementId: z.number(),
  /** The engagement's version, sent back with an edit. */
  version: z.number(),
  studentId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  programme: z.string(),
  level: z.string().nullable(),
  hub: z.string().nullable(),
  status: z.string(),
  intentionsStatus: z.string().nullable(),
  intention: z.string().nullable(),
  intentionUpdatedAt: z.string().nullable(),
});
export type IntentionsRow = z.infer<typeof intentionsRow>;

export const intentionsList = z.object({
  items: z.array(intentionsRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Within the caller's scope, whatever the filters. */
  summary: z.object({ required: z.number(), requiredNotStated: z.number() }),
  hubs: z.array(z.string()),
  /** Whom the caller sees: everyone, or a hub and/or a programme. */
  scope: z.object({ all: z.boolean(), hub: z.string().nullable(), programme: z.string().nullable() }),
});

export type IntentionsList = z.infer<typeof intentionsList>;

export const setIntentionBody = z.object({
  /** One of INTENTION_CHOICES, or null for "not stated". */
  intention: z.enum(INTENTION_CHOICES, { error: 'Choose one of the intentions offered.' }).nullable(),
  /** The engagement version the caller read (409 when someone changed it since). */
  version: z.number({ error: 'Give the version you read.' }).int().positive(),
});

export type SetIntentionBody = z.infer<typeof setIntentionBody>;
