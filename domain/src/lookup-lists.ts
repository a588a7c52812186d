import { z } from 'zod';
import { BURSARY_APPLICATION_TYPES } from './bursary-types.ts';
import { COHORT_GROUPS } from './cohorts.ts';
import { PROGRAMME_CODES } from './programme-levels.ts';
import { EXIT_AWARDS, STUDENT_TYPES } from './student-types.ts';

// Issue 15, System data (Administration → System data, admin:admin): the lookup lists a college
// changes without a developer. Each list is a set of values records store as text; a value is
// added, renamed (only while no record holds it), ordered, retired (no longer offered, records
// keep it) and deleted only when nothing holds it (409 naming where). The statuses and their
// transitions stay in code: the spec fixes them. Migrations 0035a, 0042a and 0049a hold the default values.

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
  { key: 'hubs', label: 'Hubs', description: 'The regional teaching centres students, staff and teaching belong to.' },
  {
    key: 'bursary-types',
    label: 'Bursary types',
    description: 'The bursaries a student may apply for on the bursary form.',
  },
  {
    key: 'consent-purposes',
    label: 'Consent purposes',
    description: 'What a person may consent to the college doing with their details.',
  },
  {
    key: 'account-codes',
    label: 'Account codes',
    description: 'The accounting system’s account codes Finance sends sales and payments to (at most 10 characters).',
  },
] as const;

export type LookupListKey = (typeof LOOKUP_LISTS)[number]['key'];

/**
 * The values each list starts with (the migrations insert them): what sample records and the
 * demo data use. The product offers what the table holds, never these.
 */
export const LOOKUP_DEFAULTS = {
  'student-types': STUDENT_TYPES,
  'exit-awards': EXIT_AWARDS,
  'cohort-groups': COHORT_GROUPS,
  'lead-sources': [
    'Website enquiry',
    'Open day',
    'Church visit',
    'Diocesan referral',
    'Recommendation',
    'Social media',
    'Conference or festival',
    'Other',
  ],
  'evidence-types': ['Exegesis', 'Finance', 'BAP stage 2 recommendation', 'Safeguarding'],
  hubs: ['London', 'Birmingham', 'Manchester', 'Bristol', 'Durham', 'Online'],
  'bursary-types': BURSARY_APPLICATION_TYPES,
  'consent-purposes': [
    'Marketing e-mails',
    'Photography',
    'Data sharing with dioceses',
    'Alumni contact',
    // Migration 0074a (issue 17): the purposes the issue names that the list lacked.
    'Marketing post',
    'Marketing telephone calls',
    'Fundraising',
  ],
  'account-codes': ['200', '090'],
} as const satisfies Record<LookupListKey, readonly string[]>;

/**
 * What a field or form reads by key through GET {api}/lookups/{list}: the lookup lists, and the
 * programmes (their own table, System data → Programmes: the active ones offered, the others
 * retired) and the intakes (System data → Intakes, by start date: those not yet started offered,
 * the past ones kept as retired).
 */
export type ChoiceListKey = LookupListKey | 'programmes' | 'intakes';
export const isChoiceListKey = (key: string): key is ChoiceListKey =>
  key === 'programmes' || key === 'intakes' || isLookupListKey(key);
/** The values each choice list starts with (sample records, the demo data); never offered by the product. */
export const CHOICE_DEFAULTS: Readonly<Record<ChoiceListKey, readonly string[]>> = {
  ...LOOKUP_DEFAULTS,
  programmes: PROGRAMME_CODES,
  // Intakes are dates the administrator adds; no record starts with one.
  intakes: [],
};

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

/**
 * GET {api}/lookups/{list} (any signed-in user): what a form offers (the values not retired, in
 * order) and the retired ones, which records may still hold and show.
 */
export const lookupChoicesSchema = z.object({
  key: z.string(),
  values: z.array(z.string()),
  retired: z.array(z.string()),
  /** The programmes list only: each programme's levels in order and whether students may transfer out. */
  programmes: z
    .array(z.object({ code: z.string(), levels: z.array(z.string()), transferable: z.boolean() }))
    .optional(),
});
export type LookupChoices = z.infer<typeof lookupChoicesSchema>;

const LOOKUP_LIST_KEYS: readonly string[] = LOOKUP_LISTS.map((l) => l.key);
export const isLookupListKey = (key: string): key is LookupListKey => LOOKUP_LIST_KEYS.includes(key);

/** Lists whose values must be shorter than the 100 characters any value may have. */
const LOOKUP_MAX_LENGTH: Partial<Record<LookupListKey, number>> = { 'account-codes': 10 };

/** What is wrong with a value for this list beyond the common rules (null: nothing). */
export function lookupValueProblem(key: string, value: string): string | null {
  const max = isLookupListKey(key) ? LOOKUP_MAX_LENGTH[key] : undefined;
  return max !== undefined && value.length > max ? `Keep the value to ${max} characters.` : null;
}
