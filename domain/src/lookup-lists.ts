import { z } from 'zod';

// Issue 15, System data (Administration → System data, admin:admin): the lookup lists a college
// changes without a developer. Each list is a set of values records store as text; a value is
// added, renamed (only while no record holds it), ordered, retired (no longer offered, records
// keep it) and deleted only when nothing holds it (409 naming where). The statuses and their
// transitions stay in code: the spec fixes them. Migration 0035a holds the default values.

export const LOOKUP_LISTS = [
  { key: 'student-types', label: 'Student types', description: 'The kind of student or applicant (spec 9).' },
  { key: 'exit-awards', label: 'Exit awards', description: 'The award a student leaves with (spec 9).' },
  { key: 'cohort-groups', label: 'Cohort groups', description: 'The groups a student or applicant belongs to.' },
  {
    key: 'lead-sources',
    label: 'Lead sources',
    description: 'Where the college first heard from a potential student.',
  },
  { key: 'evidence-types', label: 'Evidence types', description: 'The kinds of evidence an application takes.' },
] as const;

export type LookupListKey = (typeof LOOKUP_LISTS)[number]['key'];

export const lookupValueSchema = z.object({
  id: z.number(),
  value: z.string(),
  position: z.number(),
  retired: z.boolean(),
  version: z.number(),
  /** Where records hold this value, e.g. "12 students"; empty when none. */
  usedBy: z.array(z.string()),
});
export type LookupValue = z.infer<typeof lookupValueSchema>;

export const lookupListSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  values: z.array(lookupValueSchema),
});
export type LookupList = z.infer<typeof lookupListSchema>;

export const lookupListsSchema = z.object({
  lists: z.array(
    z.object({ key: z.string(), label: z.string(), description: z.string(), active: z.number(), retired: z.number() }),
  ),
});
export type LookupLists = z.infer<typeof lookupListsSchema>;

const valueText = z
  .string({ error: 'Give the value.' })
  .trim()
  .min(1, 'Give the value.')
  .max(100, 'Keep the value to 100 characters.');

export const addLookupValueSchema = z.strictObject({ value: valueText });

export const editLookupValueSchema = z.strictObject({
  /** The version read: a change made meanwhile is refused (409). */
  version: z.number().int().positive(),
  value: valueText.optional(),
  retired: z.boolean().optional(),
  /** Move up (-1) or down (+1) one place. */
  move: z.union([z.literal(-1), z.literal(1)]).optional(),
});
export type EditLookupValue = z.infer<typeof editLookupValueSchema>;
