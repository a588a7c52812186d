import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { LEAD_STAGE_NAMES } from './lead-stages.ts';

// Issue 17: what happened with potential students (leads): calls, e-mails, meetings and notes
// logged by staff; stage changes, applications started and events attended recorded by the
// system. One feed at the /leads root, one list per lead on its record, and each staff member's
// follow-ups (the next actions due).

/** What a member of staff logs by hand. */
export const LOGGED_ACTIVITY_KINDS = ['Call', 'E-mail', 'Meeting', 'Note'] as const;
/** What the system records: a stage move, an application started, an event attended. */
export const SYSTEM_ACTIVITY_KINDS = ['Stage change', 'Application started', 'Event attended'] as const;
export const ACTIVITY_KINDS = [...LOGGED_ACTIVITY_KINDS, ...SYSTEM_ACTIVITY_KINDS] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const day = (what: string) => z.iso.date({ error: `Enter the ${what} as a real date, YYYY-MM-DD.` });
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /leads/:id/activities: log a call, e-mail, meeting or note. */
export const logActivitySchema = z
  .strictObject({
    /** What kind of contact it was. */
    kind: z.enum(LOGGED_ACTIVITY_KINDS, { error: `Choose one of: ${LOGGED_ACTIVITY_KINDS.join(', ')}.` }),
    /** The day it happened. */
    occurredOn: day('date'),
    /** What was said or done. */
    note: optionalText(2000, 'note'),
    /** What to do next, with its due date: both or neither. */
    nextAction: optionalText(300, 'next action'),
    nextActionDue: day('due date').nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.nextAction && !v.nextActionDue)
      ctx.addIssue({ code: 'custom', path: ['nextActionDue'], message: 'Give the day the next action is due.' });
    if (!v.nextAction && v.nextActionDue)
      ctx.addIssue({
        code: 'custom',
        path: ['nextAction'],
        message: 'Say what the next action is, or clear its date.',
      });
    if (v.nextActionDue && v.nextActionDue < v.occurredOn)
      ctx.addIssue({
        code: 'custom',
        path: ['nextActionDue'],
        message: 'The next action cannot be due before the activity happened.',
      });
  });
export type LogActivityInput = z.infer<typeof logActivitySchema>;

/** PUT /leads/:id/owner: the caller starts or stops following the lead (its owner). */
export const followLeadSchema = z.strictObject({ following: z.boolean({ error: 'Say whether you follow the lead.' }) });

/** GET /leads/activity: the feed's filters and page. */
export const activityFeedQuerySchema = z.object({
  hub: z.string().max(100).optional(),
  /** The lead's current stage. */
  stage: z.enum(LEAD_STAGE_NAMES as [string, ...string[]], { error: 'Choose a stage from the list.' }).optional(),
  /** The user following the lead. */
  owner: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  from: day('first day').optional(),
  to: day('last day').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ActivityFeedQuery = z.infer<typeof activityFeedQuerySchema>;

export const activitySchema = z.object({
  id: z.number(),
  leadId: z.number(),
  leadName: z.string(),
  hub: z.string().nullable(),
  /** The lead's stage now. */
  stage: z.string(),
  kind: z.string(),
  occurredOn: z.string(),
  note: z.string().nullable(),
  fromStage: z.string().nullable(),
  toStage: z.string().nullable(),
  nextAction: z.string().nullable(),
  nextActionDue: z.string().nullable(),
  /** When the next action was marked done (null while open). */
  doneAt: z.string().nullable(),
  applicationId: z.number().nullable(),
  /** Who recorded it (null: the system, or an account since deleted). */
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

const personOption = z.object({ id: z.number(), name: z.string() });

export const activityFeedSchema = z.object({
  items: z.array(activitySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The staff following at least one lead, for the owner filter. */
  owners: z.array(personOption),
  abilities: abilitiesSchema('leadActivity'),
});
export type ActivityFeed = z.infer<typeof activityFeedSchema>;

/** GET /leads/follow-ups: the caller's open next actions (theirs, or on leads they follow), soonest first. */
export const followUpsSchema = z.object({ items: z.array(activitySchema) });
export type FollowUps = z.infer<typeof followUpsSchema>;

/** POST /leads/:id/activities answers the new activity's id. */
export const loggedActivitySchema = z.object({ id: z.number() });
export type LoggedActivity = z.infer<typeof loggedActivitySchema>;

/** GET /leads/:id/activity: the lead record's Activity tab. */
export const leadActivitySchema = z.object({
  leadId: z.number(),
  stage: z.string(),
  /** The stages the caller may move the lead to (spec 4.5 order and groups). */
  moves: z.array(z.string()),
  owner: personOption.nullable(),
  /** Whether the caller follows the lead. */
  followedByMe: z.boolean(),
  applicationId: z.number().nullable(),
  /** Every activity, stage changes included, newest first. */
  activities: z.array(activitySchema),
  abilities: abilitiesSchema('leadActivity'),
});
export type LeadActivity = z.infer<typeof leadActivitySchema>;
