import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { EXTENSION_LENGTHS, type ExtensionLength } from './extensions.ts';
import { INTENTION_CHOICES } from './intentions.ts';
import { boundedDate, DATE_RANGES } from './date-bounds.ts';

// Issue 5 (spec 2.6, 3, 5, 7.3, 9): what a student asks of the registry and how staff decide it.

export const STUDENT_REQUEST_TYPES = ['Deferral', 'IoS', 'Withdrawal'] as const;
export type StudentRequestType = (typeof STUDENT_REQUEST_TYPES)[number];
export const REQUEST_STATUSES = ['Pending', 'Approved', 'Declined', 'Withdrawn'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The engagement status an approved request moves the engagement to (spec 4.2's rule decides if it may). */
export const REQUEST_TARGET_STATUS: Record<StudentRequestType, string> = {
  Deferral: 'Deferred',
  IoS: 'IoS',
  Withdrawal: 'Withdrawn',
};

/** Days an approved extension adds to the due date; "more than 21 days" takes the date staff set. */
export const EXTENSION_DAYS: Record<ExtensionLength, number | null> = {
  '7 days': 7,
  '14 days': 14,
  '21 days': 21,
  'more than 21 days': null,
};

/** spec 5, 9: the 500-word essay. Our reading: the last essay of the year extended beyond 21 days
 * needs a written statement of at least 500 words as its evidence. */
export const ESSAY_EVIDENCE_WORDS = 500;
export const wordCount = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** spec 3, 5: every extension request, whatever its length, comes with an evidence file. */
export const EVIDENCE_FILE_REQUIRED =
  'Every extension request needs an evidence file: upload a PDF, JPEG, PNG or Word (DOCX) document.';

const reason = z
  .string({ error: 'Say why you are asking.' })
  .trim()
  .min(1, 'Say why you are asking.')
  .max(10000, 'Keep this to 10,000 characters.');

export const extensionRequestInput = z
  .object({
    assignmentId: z.number({ error: 'Choose the assignment.' }).int().positive().nullish(),
    length: z.enum(EXTENSION_LENGTHS, { error: 'Choose how long an extension you need.' }),
    lastEssayOfYear: z.boolean({ error: 'Say whether this is your last essay of the year.' }),
    /** The evidence, always required (spec 5). */
    reason,
    /** The evidence file uploaded first (POST /forms/student/extension-evidence): always required (spec 3, 5). */
    evidenceFileId: z.number({ error: EVIDENCE_FILE_REQUIRED }).int().positive().nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.evidenceFileId) ctx.addIssue({ code: 'custom', path: ['evidenceFileId'], message: EVIDENCE_FILE_REQUIRED });
    if (v.lastEssayOfYear && v.length === 'more than 21 days' && wordCount(v.reason) < ESSAY_EVIDENCE_WORDS) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: `For your last essay of the year, an extension of more than 21 days needs a ${ESSAY_EVIDENCE_WORDS}-word statement as evidence (you have written ${wordCount(v.reason)} words).`,
      });
    }
  });
export type ExtensionRequestInput = z.infer<typeof extensionRequestInput>;

/** The most extension requests a student may make for one assignment, withdrawn ones included. */
export const MAX_EXTENSION_REQUESTS_PER_ASSIGNMENT = 3;

/**
 * Issue 11: whether a student may ask again for an extension of an assignment, given the statuses
 * of their earlier requests for it (for a module without assignments, for the module). One may
 * wait at a time; once one is approved the registry changes it, not a new request; a declined one
 * may be asked again once (two declines close the question); and withdrawing does not reset the
 * count: three requests in all. The message (409) when not, else null.
 */
export function extensionRequestRefusal(earlier: readonly string[]): string | null {
  const count = (status: RequestStatus) => earlier.filter((s) => s === status).length;
  if (count('Pending') > 0)
    return 'You already have an extension request waiting for this assignment: wait for the decision, or withdraw it to ask differently.';
  if (count('Approved') > 0)
    return 'You have already been given an extension for this assignment: ask the registry if you need more time.';
  if (count('Declined') >= 2)
    return 'Your extension requests for this assignment have been declined twice: speak to the registry if your circumstances have changed.';
  if (earlier.length >= MAX_EXTENSION_REQUESTS_PER_ASSIGNMENT)
    return `You have made ${earlier.length} extension requests for this assignment, the most allowed: speak to the registry.`;
  return null;
}

/**
 * Issue 19: work already handed in whose (effective) due date has passed has nothing left to
 * extend, so it is not offered and the server refuses a request for it (409). The message when
 * closed, else null. Dates are YYYY-MM-DD; `today` the college's today.
 */
export function extensionClosedRefusal(
  assignment: { effectiveDueDate: string; submittedOn?: string | null },
  today: string,
): string | null {
  if (!assignment.submittedOn || assignment.effectiveDueDate >= today) return null;
  return 'You have handed this assignment in and its due date has passed: there is nothing left to extend.';
}

export const studentRequestInput = z.object({
  reason,
  effectiveDate: boundedDate('Enter the date as a real date, YYYY-MM-DD.', DATE_RANGES.requestEffective),
  /** An empty field counts as not given. */
  returnDate: z.preprocess(
    (v) => (v === '' ? null : v),
    boundedDate('Enter the return date as a real date, YYYY-MM-DD.', DATE_RANGES.requestReturn).nullish(),
  ),
});
export type StudentRequestInput = z.infer<typeof studentRequestInput>;

export const decisionInput = z.object({
  decision: z.enum(['Approved', 'Declined'], { error: 'Choose approve or decline.' }),
  note: z.string().trim().max(2000, 'Keep the note to 2,000 characters.').nullish(),
  /** Extensions of more than 21 days: the new due date staff grant. */
  newDueDate: boundedDate('Enter the new due date as a real date, YYYY-MM-DD.', DATE_RANGES.dueDate).nullish(),
  /** IoS: the student’s intention for next year, stored with the approval (spec 4.2); without one, the intention the engagement holds stands. */
  intention: z.enum(INTENTION_CHOICES, { error: 'Choose one of the intentions offered.' }).nullish(),
});
export type DecisionInput = z.infer<typeof decisionInput>;

export const requestView = z.object({
  kind: z.enum(['Extension', ...STUDENT_REQUEST_TYPES]),
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  hub: z.string().nullable(),
  engagementId: z.number(),
  status: z.string(),
  reason: z.string(),
  detail: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  newDueDate: z.string().nullable(),
  /** Extensions: whether an evidence file is attached (served by the evidence call). */
  hasEvidence: z.boolean(),
  /** The intention for next year the engagement holds (approving an IoS needs one, spec 4.2). */
  intention: z.string().nullable(),
  /**
   * Issue 11: an approved deferral, IoS or withdrawal dated ahead waits for its date. The date
   * (YYYY-MM-DD) while it waits, else null.
   */
  scheduledFor: z.string().nullable(),
  /** Why an approved change could not be made on its date (the move was no longer allowed). */
  notApplied: z.string().nullable(),
  /** The status as people read it: "Approved — takes effect on 10/01/2027" while it waits. */
  statusLabel: z.string(),
  /** Issue 19, extensions: the assignment's due date when asked (YYYY-MM-DD), for the decision. */
  dueDate: z.string().nullable().optional(),
  /** Issue 19, extensions: the day the student handed the assignment in, or null when not yet. */
  submittedOn: z.string().nullable().optional(),
});
export type RequestView = z.infer<typeof requestView>;
export const requestList = z.object({ items: z.array(requestView) });
export type RequestList = z.infer<typeof requestList>;

/** POST forms/student/extension-evidence: the stored evidence, whose id the request then names. */
export const extensionEvidenceView = z.object({ fileId: z.number(), name: z.string(), size: z.number() });
export type ExtensionEvidenceView = z.infer<typeof extensionEvidenceView>;

/** GET students/requests: one page of the registry's queue, as every list; rows carry the partner id. */
export const requestQueueItem = requestView.extend({ partnerId: z.number() });
export type RequestQueueItem = z.infer<typeof requestQueueItem>;
export const requestQueueList = z.object({
  items: z.array(requestQueueItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** What the caller may do with the requests (decide: approve or decline). */
  abilities: abilitiesSchema('requests'),
});
export type RequestQueueList = z.infer<typeof requestQueueList>;

/** The status as shown: a scheduled approval says when it takes effect, a failed one why not. */
export function requestStatusLabel(
  status: string,
  scheduledFor: string | null,
  notApplied: string | null,
  formatDate: (date: string) => string,
): string {
  if (status !== 'Approved') return status;
  if (notApplied) return `Approved — not applied: ${notApplied}`;
  if (scheduledFor) return `Approved — takes effect on ${formatDate(scheduledFor)}`;
  return status;
}

/** The pending or approved extensions of an assignment, as the extension screens show them. */
const placeExtension = z.object({
  id: z.number(),
  status: z.string(),
  length: z.string(),
  requestedAt: z.string(),
  newDueDate: z.string().nullable(),
});

/** GET forms/student/module-places: the caller's module places this academic year, the ids an
 * extension request names, and each module's assignments with their due dates. */
export const modulePlaces = z.object({
  /** The largest evidence file the server takes (DOCUMENT_MAX_MB), so the screen can say so. */
  evidenceMaxBytes: z.number(),
  items: z.array(
    z.object({
      engagementId: z.number(),
      sessionId: z.number(),
      moduleInstanceId: z.number(),
      module: z.object({ code: z.string(), title: z.string() }),
      assignments: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          /** YYYY-MM-DD. */
          dueDate: z.string(),
          /** The latest approved extension's new due date, else the due date. */
          effectiveDueDate: z.string(),
          /** Issue 19: the day the student handed the work in (YYYY-MM-DD), when they have. */
          submittedOn: z.string().nullable().optional(),
          extensions: z.array(placeExtension),
        }),
      ),
    }),
  ),
});
export type ModulePlaces = z.infer<typeof modulePlaces>;
export type ModulePlace = ModulePlaces['items'][number];
