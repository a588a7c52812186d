import { z } from 'zod';
import { COURSE_FORM_STUDY_PACES } from './study-pace.ts';
import { boundedDate, DATE_RANGES } from './date-bounds.ts';
import {
  BAP_STAGES,
  IMMIGRATION_STATUSES,
  MARITAL_STATUSES,
  needsDiocese,
  TIME_AVAILABLE_OPTIONS,
} from './application-wizard-choices.ts';

export * from './application-wizard-choices.ts';
export * from './application-wizard-references.ts';
import { optionalDate, optionalText, requiredText, yesNo } from './application-wizard-fields.ts';
import { type ReferencesStep, referencesStepSchema } from './application-wizard-references.ts';

// The applicant's application as a step wizard (spec 2.8, issue 6): one zod schema per step,
// shared by the web form (zodResolver) and the server (which validates the same data again on
// each save and answers 422 per field). Which steps are complete, and so which tabs open, is
// worked out here too.

export const APPLICATION_STEPS = [
  { key: 'course', label: 'Course' },
  { key: 'personal', label: 'About you' },
  { key: 'eligibility', label: 'Eligibility' },
  { key: 'commitment', label: 'Commitment' },
  { key: 'diocese', label: 'Diocese' },
  { key: 'references', label: 'References' },
  { key: 'evidence', label: 'Evidence' },
  { key: 'declarations', label: 'Declarations' },
  { key: 'review', label: 'Review' },
] as const;
export type ApplicationStepKey = (typeof APPLICATION_STEPS)[number]['key'];
/** The steps that hold answers; 'review' only shows them and submits. */
export type DataStepKey = Exclude<ApplicationStepKey, 'review'>;
export const APPLICATION_STEP_KEYS: readonly ApplicationStepKey[] = APPLICATION_STEPS.map((s) => s.key);
export const DATA_STEP_KEYS: readonly DataStepKey[] = APPLICATION_STEP_KEYS.filter(
  (k): k is DataStepKey => k !== 'review',
);

export function stepLabel(key: ApplicationStepKey): string {
  return APPLICATION_STEPS.find((s) => s.key === key)?.label ?? key;
}

/** What a step's rules depend on beyond its own answers. */
export interface StepContext {
  /** The course chosen in the course step (null before). */
  course: string | null;
  applicantType: string | null;
  /** The applicant's own e-mail address: not acceptable for a referee. */
  applicantEmail: string;
}

// -- course -------------------------------------------------------------------------------------

export const courseStepSchema = z.object({
  /** System data's student types (spec 3, 9: Independent, Ordinand or LLM); the server checks the list. */
  applicantType: z
    .string({ error: 'Choose what kind of applicant you are.' })
    .trim()
    .min(1, 'Choose what kind of applicant you are.')
    .max(100, 'Choose what kind of applicant you are.'),
  /** spec 3: flexible study, taking modules one at a time. */
  flexi: yesNo(),
  /** spec 5: the applicant course picker offers only PT and Extended. */
  studyPace: z.enum(COURSE_FORM_STUDY_PACES, { error: 'Choose part time or extended.' }),
  /** The programme code applied for. */
  course: z.string({ error: 'Choose a course.' }).trim().min(1, 'Choose a course.').max(20, 'Choose a course.'),
  /** spec 3: a registration date of the intakes map, not before today, at which the course starts. */
  intake: boundedDate('Choose when you would like to start.', DATE_RANGES.intake),
});
export type CourseStep = z.infer<typeof courseStepSchema>;

// -- personal details (spec 3: contact and address) ----------------------------------------------

export const personalStepSchema = z.object({
  /** Mr, Mrs, Ms, Dr, Revd ... (optional). */
  title: optionalText(30),
  firstName: requiredText(100, 'Enter your first name.'),
  lastName: requiredText(100, 'Enter your last name.'),
  /** The name you like to be called, if not your first name. */
  preferredName: optionalText(100),
  dateOfBirth: boundedDate('Enter your date of birth.', {
    ...DATE_RANGES.dateOfBirth,
    tooLate: 'Your date of birth must be in the past.',
  }),
  phone: requiredText(40, 'Enter a phone number we can reach you on.'),
  address1: requiredText(200, 'Enter the first line of your address.'),
  address2: optionalText(200),
  city: requiredText(100, 'Enter your town or city.'),
  county: optionalText(100),
  postCode: requiredText(10, 'Enter your postcode.'),
});
export type PersonalStep = z.infer<typeof personalStepSchema>;

// -- eligibility (spec 3: britishCitizen and what follows from it) -------------------------------

/** Statuses for which we ask which visa, and until when. */
const VISA_STATUSES: readonly string[] = ['A visa that allows study', 'I would need a visa to study'];

export const eligibilityStepSchema = z
  .object({
    /** spec 3: is the applicant a British citizen? */
    britishCitizen: yesNo(),
    /** Not British: the applicant's nationality. */
    nationality: optionalText(100),
    /** Not British: their right to live and study in the UK. */
    immigrationStatus: z.union([z.literal(''), z.enum(IMMIGRATION_STATUSES)], {
      error: 'Choose your immigration status.',
    }),
    /** With a visa: its kind and expiry date, or what they intend to apply for. */
    visaDetails: optionalText(500),
    /** Is English the applicant's first language? (the languageAbility review, spec 4.4) */
    englishFirstLanguage: yesNo(),
    /** If not: an English language qualification and its grade. */
    englishQualification: optionalText(300),
    /** The highest qualification held (the qualifications review, spec 4.4). */
    highestQualification: requiredText(300, 'Enter your highest qualification, e.g. "A levels" or "BA Geography".'),
  })
  .superRefine((v, ctx) => {
    if (!v.britishCitizen) {
      if (v.nationality === '')
        ctx.addIssue({ code: 'custom', path: ['nationality'], message: 'Enter your nationality.' });
      if (v.immigrationStatus === '')
        ctx.addIssue({ code: 'custom', path: ['immigrationStatus'], message: 'Choose your immigration status.' });
      else if (VISA_STATUSES.includes(v.immigrationStatus) && v.visaDetails === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['visaDetails'],
          message: 'Tell us which visa you hold or need, and its expiry date if you have one.',
        });
      }
    }
    if (!v.englishFirstLanguage && v.englishQualification === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['englishQualification'],
        message: 'Enter your English language qualification and grade (e.g. IELTS 7.0).',
      });
    }
  });
export type EligibilityStep = z.infer<typeof eligibilityStepSchema>;

/** Whether the immigration questions apply (the form shows them only then). */
export function needsVisaDetails(status: string): boolean {
  return VISA_STATUSES.includes(status);
}

// -- commitment questions (spec 3; `diocese` is asked on the diocese step) -----------------------

export const commitmentStepSchema = z
  .object({
    /** The applicant's Diocesan Director of Ordinands, if they have one. */
    ddo: optionalText(200),
    /** Where they are with the Bishops' Advisory Panel. */
    bap: z.enum(BAP_STAGES, { error: 'Choose where you are with the Bishops’ Advisory Panel.' }),
    /** Are they going to a pioneer ministry assessment panel? */
    pioneerPanel: yesNo(),
    /** The date of the panel, when one is booked. */
    panelDate: optionalDate,
    maritalStatus: z.enum(MARITAL_STATUSES, { error: 'Choose your marital status.' }),
    /** When the marital status is Other: in the applicant's words. */
    otherMaritalStatus: optionalText(100),
    /** How many children live with them. */
    children: z
      .number({ error: 'Enter how many children live with you (0 if none).' })
      .int('Enter a whole number.')
      .min(0, 'Enter 0 or more.')
      .max(20, 'Enter 20 or fewer.'),
    /** The church or organisation where they will do their ministry placement, if known. */
    placement: optionalText(300),
    /** Who will supervise the placement, if known. */
    supervisor: optionalText(200),
    /** Can they attend every residential of the course? */
    residentialAttendance: yesNo(),
    /** How much time a week they can give to study. */
    timeAvailable: z.enum(TIME_AVAILABLE_OPTIONS, { error: 'Choose how much time you can give each week.' }),
    /** Do they have a computer and internet access at home? */
    computerAccess: yesNo(),
    /** Anything that may affect their studies (long text). */
    concerns: optionalText(4000),
    /** When they cannot attend every residential: which, and why (long text). */
    attendanceQuery: optionalText(4000),
  })
  .superRefine((v, ctx) => {
    if ((v.bap === 'Booked' || v.pioneerPanel) && v.panelDate === '') {
      ctx.addIssue({ code: 'custom', path: ['panelDate'], message: 'Enter the date of your panel.' });
    }
    if (v.maritalStatus === 'Other' && v.otherMaritalStatus === '') {
      ctx.addIssue({ code: 'custom', path: ['otherMaritalStatus'], message: 'Describe your marital status.' });
    }
    if (!v.residentialAttendance && v.attendanceQuery === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['attendanceQuery'],
        message: 'Tell us which residentials you cannot attend, and why.',
      });
    }
  });
export type CommitmentStep = z.infer<typeof commitmentStepSchema>;

// -- diocese and cohort group --------------------------------------------------------------------

const dioceseShape = z.object({
  /** spec 3: the sending diocese (a Diocese organisation's name); spelt diocese (DESIGN 5). */
  diocese: optionalText(200),
  /** System data's cohort groups (spec 9: Candidate, Student, NLM 2022...); the server checks the list. */
  cohortGroup: z
    .string({ error: 'Choose your cohort group.' })
    .trim()
    .min(1, 'Choose your cohort group.')
    .max(100, 'Choose your cohort group.'),
});
export type DioceseStep = z.infer<typeof dioceseShape>;

export function dioceseStepSchema(context: Pick<StepContext, 'applicantType'>) {
  return dioceseShape.superRefine((v, ctx) => {
    if (needsDiocese(context.applicantType) && v.diocese === '') {
      ctx.addIssue({ code: 'custom', path: ['diocese'], message: 'Choose the diocese that is sending you.' });
    }
  });
}

// -- evidence: the files are uploaded one by one; the step itself takes no answers ---------------

export const evidenceStepSchema = z.object({});

// -- declarations --------------------------------------------------------------------------------

export const declarationsStepSchema = z
  .object({
    /** Any unspent criminal convictions or cautions? (the convictions review, spec 4.4) */
    convictions: yesNo(),
    /** If so: what, and when. */
    convictionDetails: optionalText(4000),
    /** A disability, health condition or learning difference the college should know about? */
    learningSupport: yesNo(),
    /** If so: what support would help (long text). */
    learningSupportDetails: optionalText(4000),
    /** The information given is true and complete. */
    truthful: z.literal(true, { error: 'Confirm that the information you have given is true and complete.' }),
    /** The college may keep and use the information to handle the application. */
    dataProtection: z.literal(true, {
      error: 'Agree to the college using your information to consider your application.',
    }),
  })
  .superRefine((v, ctx) => {
    if (v.convictions && v.convictionDetails === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['convictionDetails'],
        message: 'Tell us about the convictions or cautions.',
      });
    }
    if (v.learningSupport && v.learningSupportDetails === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['learningSupportDetails'],
        message: 'Tell us what support would help you.',
      });
    }
  });
export type DeclarationsStep = z.infer<typeof declarationsStepSchema>;

// -- all steps -----------------------------------------------------------------------------------

export interface StepValues {
  course: CourseStep;
  personal: PersonalStep;
  eligibility: EligibilityStep;
  commitment: CommitmentStep;
  diocese: DioceseStep;
  references: ReferencesStep;
  evidence: Record<string, never>;
  declarations: DeclarationsStep;
}

/** The schema a step's answers must pass, given the rest of the application. */
export function stepSchema(step: DataStepKey, context: StepContext): z.ZodType {
  switch (step) {
    case 'course':
      return courseStepSchema;
    case 'personal':
      return personalStepSchema;
    case 'eligibility':
      return eligibilityStepSchema;
    case 'commitment':
      return commitmentStepSchema;
    case 'diocese':
      return dioceseStepSchema(context);
    case 'references':
      return referencesStepSchema(context);
    case 'evidence':
      return evidenceStepSchema;
    case 'declarations':
      return declarationsStepSchema;
  }
}

/**
 * The answers as they should be kept: follow-up answers whose question no longer applies (a
 * nationality once the applicant says they are British, a panel date without a panel...) are
 * emptied, so nothing stale is stored. Takes answers that passed the step's schema.
 */
export function withoutInapplicable<K extends DataStepKey>(step: K, values: StepValues[K]): StepValues[K] {
  if (step === 'eligibility') {
    const v = values as EligibilityStep;
    const british = v.britishCitizen;
    return {
      ...v,
      nationality: british ? '' : v.nationality,
      immigrationStatus: british ? '' : v.immigrationStatus,
      visaDetails: !british && needsVisaDetails(v.immigrationStatus) ? v.visaDetails : '',
      englishQualification: v.englishFirstLanguage ? '' : v.englishQualification,
    } satisfies EligibilityStep as StepValues[K];
  }
  if (step === 'commitment') {
    const v = values as CommitmentStep;
    return {
      ...v,
      panelDate: v.bap === 'Booked' || v.pioneerPanel ? v.panelDate : '',
      otherMaritalStatus: v.maritalStatus === 'Other' ? v.otherMaritalStatus : '',
      attendanceQuery: v.residentialAttendance ? '' : v.attendanceQuery,
    } satisfies CommitmentStep as StepValues[K];
  }
  if (step === 'declarations') {
    const v = values as DeclarationsStep;
    return {
      ...v,
      convictionDetails: v.convictions ? v.convictionDetails : '',
      learningSupportDetails: v.learningSupport ? v.learningSupportDetails : '',
    } satisfies DeclarationsStep as StepValues[K];
  }
  return values;
}

/**
 * The complete steps, in wizard order: saved at least once (`saved`) and whose stored answers still
 * pass their schema (a later change of course can make the references step incomplete again).
 */
export function completedSteps(
  saved: readonly string[],
  answers: Partial<Record<DataStepKey, unknown>>,
  context: StepContext,
): DataStepKey[] {
  return DATA_STEP_KEYS.filter(
    (key) => saved.includes(key) && stepSchema(key, context).safeParse(answers[key] ?? null).success,
  );
}

/** The steps still to do, in wizard order (submitting needs none). */
export function missingSteps(completed: readonly string[]): DataStepKey[] {
  return DATA_STEP_KEYS.filter((key) => !completed.includes(key));
}

/**
 * spec 2.8: the wizard's availableSteps (indexes whose tab may be chosen): every complete step and
 * the first one not yet complete; the review step opens once every other step is complete.
 */
export function availableSteps(completed: readonly string[]): number[] {
  const indexes: number[] = [];
  let firstOpenTaken = false;
  APPLICATION_STEP_KEYS.forEach((key, index) => {
    if (completed.includes(key)) indexes.push(index);
    else if (!firstOpenTaken) {
      indexes.push(index);
      firstOpenTaken = true;
    }
  });
  return indexes;
}
