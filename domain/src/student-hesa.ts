import { z } from 'zod';
import { academicYear, academicYearOf } from './academic-year.ts';

// Issue 5, spec 2.6 /forms/hesa, 7.3 hesaquestions and hesadata: the equality-monitoring answers a
// student gives once a year for the college's HESA Data Futures return (Student entity fields).
// Each answer is HESA's own code; the labels follow the wording HESA suggests to providers in
// England. "Not available" codes (99, 999) are the provider's to return when a student never
// answers and are never offered here. Check the codes against the coding manual of the year
// before each return: HESA revises them now and then.

export interface HesaOption {
  code: string;
  label: string;
}

export interface HesaQuestion {
  /** The answer's key in hesadata. */
  key: HesaAnswerKey;
  /** HESA's field name in the Data Futures coding manual. */
  hesaField: string;
  question: string;
  hint?: string;
  /** Several answers may be chosen (DISABLE); otherwise exactly one. */
  multiple: boolean;
  options: readonly HesaOption[];
}

const o = (code: string, label: string): HesaOption => ({ code, label });
const PREFER_NOT = (code: string) => o(code, 'Prefer not to say');

const ETHNICITY = [
  o('100', 'Asian or Asian British – Bangladeshi'),
  o('101', 'Asian or Asian British – Chinese'),
  o('103', 'Asian or Asian British – Indian'),
  o('104', 'Asian or Asian British – Pakistani'),
  o('119', 'Any other Asian background'),
  o('120', 'Black or Black British – African'),
  o('121', 'Black or Black British – Caribbean'),
  o('139', 'Any other Black background'),
  o('140', 'Mixed – White and Asian'),
  o('141', 'Mixed – White and Black African'),
  o('142', 'Mixed – White and Black Caribbean'),
  o('159', 'Any other Mixed or multiple ethnic background'),
  o('160', 'White – English, Welsh, Scottish, Northern Irish or British'),
  o('161', 'White – Irish'),
  o('163', 'White – Gypsy or Irish Traveller'),
  o('166', 'White – Roma'),
  o('179', 'Any other White background'),
  o('180', 'Arab'),
  o('899', 'Any other ethnic background'),
  o('997', 'I do not know'),
  PREFER_NOT('998'),
] as const;

const RELIGION = [
  o('01', 'No religion'),
  o('02', 'Buddhist'),
  o('03', 'Christian'),
  o('10', 'Hindu'),
  o('11', 'Jewish'),
  o('12', 'Muslim'),
  o('13', 'Sikh'),
  o('14', 'Spiritual'),
  o('80', 'Any other religion or belief'),
  PREFER_NOT('98'),
] as const;

const SEX = [o('10', 'Female'), o('11', 'Male'), o('12', 'Other')] as const;

const GENDER_IDENTITY = [o('01', 'Yes'), o('02', 'No'), PREFER_NOT('98')] as const;

const SEXUAL_ORIENTATION = [
  o('10', 'Bisexual'),
  o('11', 'Gay or lesbian'),
  o('12', 'Heterosexual or straight'),
  o('13', 'Other sexual orientation'),
  PREFER_NOT('98'),
] as const;

/** DISABLE: 95 (none) and 98 (prefer not to say) stand alone; the rest may be combined. */
export const DISABILITY_NONE = '95';
export const DISABILITY_REFUSED = '98';
const DISABILITY = [
  o('51', 'A learning difference such as dyslexia, dyspraxia or AD(H)D'),
  o(
    '53',
    'A social or communication condition such as a speech and language impairment or an autistic spectrum condition',
  ),
  o('54', 'A long-term illness or health condition such as cancer, HIV, diabetes, chronic heart disease or epilepsy'),
  o('55', 'A mental health condition, challenge or disorder, such as depression, schizophrenia or anxiety'),
  o(
    '56',
    'A physical impairment (a condition that substantially limits basic physical activities such as walking, climbing stairs, lifting or carrying)',
  ),
  o('57', 'D/deaf or a serious hearing impairment'),
  o('58', 'Blind or a serious visual impairment uncorrected by glasses'),
  o(
    '59',
    'A development condition you have had since childhood which affects motor, cognitive, social and emotional skills, and speech and language',
  ),
  o('96', 'An impairment, health condition or learning difference not listed above'),
  o(DISABILITY_NONE, 'No known impairment, health condition or learning difference'),
  PREFER_NOT(DISABILITY_REFUSED),
] as const;

const CARE_LEAVER = [
  o('01', 'Yes: I have been in local authority care for 13 weeks or more since the age of 14'),
  o('02', 'Yes: I have been in care, but not as described above'),
  o('03', 'No'),
  o('97', 'I do not know'),
  PREFER_NOT('98'),
] as const;

const YES_NO_DONT_KNOW = [o('01', 'Yes'), o('02', 'No'), o('03', 'I do not know'), PREFER_NOT('04')] as const;
const YES_NO_REFUSED = [o('01', 'Yes'), o('02', 'No'), PREFER_NOT('98')] as const;

export const HESA_ANSWER_KEYS = [
  'ethnicity',
  'religion',
  'sex',
  'genderIdentity',
  'sexualOrientation',
  'disabilities',
  'careLeaver',
  'parentalEducation',
  'estranged',
  'carer',
] as const;
export type HesaAnswerKey = (typeof HESA_ANSWER_KEYS)[number];

/** spec 7.3 hesaquestions: every question in the order the form asks them. */
export const HESA_QUESTIONS: readonly HesaQuestion[] = [
  {
    key: 'ethnicity',
    hesaField: 'ETHNIC',
    question: 'What is your ethnic group?',
    hint: 'Choose the one that best describes you.',
    multiple: false,
    options: ETHNICITY,
  },
  {
    key: 'religion',
    hesaField: 'RELBLF',
    question: 'What is your religion or belief?',
    multiple: false,
    options: RELIGION,
  },
  {
    key: 'sex',
    hesaField: 'SEXID',
    question: 'What is your sex?',
    hint: 'HESA asks this of every student; there is no “prefer not to say” answer.',
    multiple: false,
    options: SEX,
  },
  {
    key: 'genderIdentity',
    hesaField: 'GENDERID',
    question: 'Is the gender you identify with the same as your sex registered at birth?',
    multiple: false,
    options: GENDER_IDENTITY,
  },
  {
    key: 'sexualOrientation',
    hesaField: 'SEXORT',
    question: 'Which of the following best describes your sexual orientation?',
    multiple: false,
    options: SEXUAL_ORIENTATION,
  },
  {
    key: 'disabilities',
    hesaField: 'DISABLE',
    question: 'Do you have any of the following?',
    hint: 'Choose all that apply. This is for monitoring only: to ask for support, fill in the Disability or Neurodiversity Declaration.',
    multiple: true,
    options: DISABILITY,
  },
  {
    key: 'careLeaver',
    hesaField: 'CARELEAVER',
    question: 'Have you ever been in care?',
    hint: 'For example in foster care, a children’s home or kinship care arranged by a local authority.',
    multiple: false,
    options: CARE_LEAVER,
  },
  {
    key: 'parentalEducation',
    hesaField: 'PARED',
    question:
      'Do any of your parents or guardians have a higher education qualification, such as a degree, diploma or certificate?',
    multiple: false,
    options: YES_NO_DONT_KNOW,
  },
  {
    key: 'estranged',
    hesaField: 'ESTRANGED',
    question: 'Are you estranged from your parents (no contact with, or support from, them)?',
    multiple: false,
    options: YES_NO_REFUSED,
  },
  {
    key: 'carer',
    hesaField: 'CARER',
    question:
      'Do you look after, or give help or support to, anyone because of their long-term physical or mental health condition, illness or old age?',
    multiple: false,
    options: YES_NO_REFUSED,
  },
];

export const hesaQuestion = (key: HesaAnswerKey): HesaQuestion => HESA_QUESTIONS.find((q) => q.key === key)!;
const codesOf = (key: HesaAnswerKey) => hesaQuestion(key).options.map((x) => x.code) as [string, ...string[]];

const single = (key: HesaAnswerKey) =>
  z
    .string({ error: 'Choose one of the answers.' })
    .refine((c) => codesOf(key).includes(c), 'Choose one of the answers.');

const disabilities = z
  .array(z.string(), { error: 'Choose at least one answer.' })
  .min(1, 'Choose at least one answer.')
  .refine((cs) => cs.every((c) => codesOf('disabilities').includes(c)), 'Choose from the answers listed.')
  .refine((cs) => new Set(cs).size === cs.length, 'Choose each answer once.')
  .refine(
    (cs) => cs.length === 1 || !cs.some((c) => c === DISABILITY_NONE || c === DISABILITY_REFUSED),
    '“No known impairment” and “Prefer not to say” cannot be chosen with other answers.',
  );

/** PUT hesadata: one coded answer per question (several for disabilities); the current academic year. */
export const hesaAnswersSchema = z.object({
  ethnicity: single('ethnicity'),
  religion: single('religion'),
  sex: single('sex'),
  genderIdentity: single('genderIdentity'),
  sexualOrientation: single('sexualOrientation'),
  disabilities,
  careLeaver: single('careLeaver'),
  parentalEducation: single('parentalEducation'),
  estranged: single('estranged'),
  carer: single('carer'),
});
export type HesaAnswers = z.output<typeof hesaAnswersSchema>;

/** '2026/27' → 2026; null when it is not such a year. */
export function parseAcademicYear(label: string): number | null {
  const m = /^(\d{4})\/(\d{2})$/.exec(label.trim());
  if (!m) return null;
  const year = Number(m[1]);
  return academicYear(year) === `${m[1]}/${m[2]}` ? year : null;
}

/**
 * GET hesadata's query: `year` names the academic year asked about ('2026/27'); without it, the
 * current one. Years after the current one have no answers yet and are refused.
 */
export const hesaDataQuery = z.object({
  year: z
    .string()
    .optional()
    .refine((y) => y === undefined || parseAcademicYear(y) !== null, 'Give an academic year such as 2026/27.')
    .refine(
      (y) => y === undefined || (parseAcademicYear(y) ?? 0) <= academicYearOf(new Date()),
      'That academic year has not started yet.',
    ),
});

export const hesaDataView = z.object({
  /** The year the answers are for, as shown: '2026/27'. */
  academicYear: z.string(),
  /** This year's answers; or, when none yet, the latest earlier year's to confirm (see carriedFrom). */
  answers: hesaAnswersSchema.nullable(),
  /** The earlier year the answers come from when this year's are not given yet; null otherwise. */
  carriedFrom: z.string().nullable(),
  /** ISO-8601 UTC, when this year's answers were saved; null when not yet. */
  updatedAt: z.string().nullable(),
  /** Every academic year the student has answered, newest first. */
  yearsAnswered: z.array(z.string()),
});
export type HesaDataView = z.infer<typeof hesaDataView>;

export const hesaQuestionsView = z.object({
  academicYear: z.string(),
  questions: z.array(
    z.object({
      key: z.string(),
      hesaField: z.string(),
      question: z.string(),
      hint: z.string().optional(),
      multiple: z.boolean(),
      options: z.array(z.object({ code: z.string(), label: z.string() })),
    }),
  ),
});

/** The label of a coded answer, for staff pages. */
export function hesaLabel(key: HesaAnswerKey, code: string): string {
  return hesaQuestion(key).options.find((x) => x.code === code)?.label ?? code;
}
