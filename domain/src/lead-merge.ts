import { z } from 'zod';

// Issue 17: merging two potential students (leads) that are the same person. Staff see the two
// side by side, choose per field which value survives, and the merge keeps every activity, stage
// history, consent and event registration of both on the surviving lead and its person.

/** The fields staff choose between: the person's (people) and the lead's own. */
export const MERGE_FIELDS = [
  { name: 'title', label: 'Title', column: 'title', person: true },
  { name: 'firstName', label: 'First name', column: 'first_name', person: true },
  { name: 'lastName', label: 'Last name', column: 'last_name', person: true },
  { name: 'email', label: 'E-mail', column: 'email', person: true },
  { name: 'phone', label: 'Phone', column: 'phone', person: true },
  { name: 'postCode', label: 'Postcode', column: 'post_code', person: true },
  { name: 'stage', label: 'Stage', column: 'stage', person: false },
  { name: 'firstSource', label: 'First source', column: 'first_source', person: false },
  { name: 'firstContact', label: 'First contact', column: 'first_contact', person: false },
  { name: 'hub', label: 'Hub', column: 'hub', person: false },
  { name: 'programmeInterest', label: 'Programme of interest', column: 'programme_interest', person: false },
  { name: 'notes', label: 'Notes', column: 'notes', person: false },
] as const;
export type MergeFieldName = (typeof MERGE_FIELDS)[number]['name'];
const FIELD_NAMES = MERGE_FIELDS.map((f) => f.name) as [MergeFieldName, ...MergeFieldName[]];

const leadId = z.coerce
  .number({ error: 'Give the id of the other potential student.' })
  .int('Give the id of the other potential student.')
  .positive('Give the id of the other potential student.')
  .max(2_147_483_647, 'Give the id of the other potential student.');

const version = (whose: string) =>
  z.coerce
    .number({ error: `Give the version of ${whose} you read.` })
    .int(`Give the version of ${whose} you read.`)
    .min(0, `Give the version of ${whose} you read.`)
    .max(2_147_483_647, `Give the version of ${whose} you read.`);

/**
 * POST /leads/:id/merge: merge `otherId` into this lead; `take` names the fields whose value comes
 * from the other. `version` and `otherVersion` are the two records' versions as read (the preview's):
 * when either has changed since, the merge is refused (409) and nothing changes.
 */
export const mergeLeadsSchema = z.strictObject({
  otherId: leadId,
  version: version('this potential student'),
  otherVersion: version('the other potential student'),
  /** The fields whose surviving value is the other lead's; every other field keeps this lead's. */
  take: z
    .array(z.enum(FIELD_NAMES, { error: `Choose among: ${FIELD_NAMES.join(', ')}.` }))
    .max(FIELD_NAMES.length)
    .default([]),
});
export type MergeLeadsInput = z.infer<typeof mergeLeadsSchema>;

const side = z.object({
  id: z.number(),
  /** The record's API version (the lead's row plus its person's), sent back with the merge. */
  version: z.number(),
  personId: z.number(),
  values: z.record(z.string(), z.string().nullable()),
  activities: z.number(),
  registrations: z.number(),
  consents: z.number(),
  applicationId: z.number().nullable(),
});

/** GET /leads/:id/merge/:otherId: the two side by side, and why they may not be merged (null: they may). */
export const mergePreviewSchema = z.object({
  survivor: side,
  other: side,
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
  problem: z.string().nullable(),
});
export type MergePreview = z.infer<typeof mergePreviewSchema>;

export const mergedSchema = z.object({ id: z.number() });
export type Merged = z.infer<typeof mergedSchema>;

/** What the other lead's person holds besides the lead: records the merge would have to carry over. */
export interface OtherHoldings {
  /** Labels of the records on the other person that a merge does not move (an account, a student record...). */
  other: string[];
  /** The same for the surviving person. */
  survivor: string[];
}

/**
 * Why two leads may not be merged, as a sentence for staff; null when they may. The merge moves
 * activities, consents and registrations; a person who is also an applicant, student, member of
 * staff or holds an account keeps those records, so that person must be the survivor.
 */
export function mergeProblem(
  survivor: { id: number; personId: number; applicationId: number | null },
  other: { id: number; personId: number; applicationId: number | null },
  holdings: OtherHoldings,
): string | null {
  if (survivor.id === other.id) return 'Choose another potential student: a record cannot be merged with itself.';
  if (survivor.applicationId !== null && other.applicationId !== null && survivor.applicationId !== other.applicationId)
    return 'Both potential students are linked to different applications; those are two applicants, not a duplicate.';
  if (holdings.other.length === 0) return null;
  if (holdings.survivor.length > 0)
    return `Both people hold other records (${holdings.survivor.join(', ')}; ${holdings.other.join(', ')}): merge the people first.`;
  return `The other person also has ${holdings.other.join(', ')}: open that potential student and merge this one into it instead.`;
}
