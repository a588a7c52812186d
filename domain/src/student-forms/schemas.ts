import { z } from 'zod';
import { INTENTION_CHOICES } from '../intentions.ts';
import { boundedDate, DATE_RANGES } from '../date-bounds.ts';

// Issue 5, spec 2.6, 3 "Student form sections", 7.3: what a student fills in about themselves in
// the portal. The same schemas validate on the server (422 per field) and in the browser.
// The spec does not show the fields; these are what a UK college asks for.

const requiredText = (max: number, message: string, abort = false) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort })
    .max(max, { message: `Keep it to ${max} characters.`, abort });
const optionalText = (max: number) =>
  z.string({ error: 'This must be text.' }).trim().max(max, `Keep it to ${max} characters.`);

/** UK postcodes such as DH1 3LE, SW1A 1AA or M1 1AE (any spacing and case). */
export const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
const postCode = z
  .string({ error: 'Enter your postcode.' })
  .trim()
  .min(1, 'Enter your postcode.')
  .regex(UK_POSTCODE, 'Enter a UK postcode, like DH1 3LE.')
  .transform((p) => {
    const compact = p.replace(/\s+/g, '').toUpperCase();
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  });
/** Digits, spaces, +, ( ) and -, with at least 10 digits. */
const PHONE = /^\+?[0-9 ()-]+$/;
const phone = (message: string) =>
  requiredText(40, message, true)
    .regex(PHONE, { message: 'Use digits, spaces and + ( ) - only.', abort: true })
    .refine((p) => p.replace(/\D/g, '').length >= 10, 'A phone number has at least 10 digits.');
const optionalPhone = optionalText(40).refine(
  (p) => p === '' || (PHONE.test(p) && p.replace(/\D/g, '').length >= 10),
  'Enter a full phone number, or leave it empty.',
);
const optionalEmail = optionalText(320).refine(
  (e) => e === '' || z.email().safeParse(e).success,
  'Enter a valid e-mail address, like name@example.com, or leave it empty.',
);

export const PERSON_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr', 'Revd', 'Revd Dr', 'Prof'] as const;

// -- personal details (spec 3: contact and address; stored on the person) -----------------------

export const personalDetailsSchema = z.object({
  title: z.union([z.literal(''), z.enum(PERSON_TITLES)], { error: 'Choose a title from the list, or leave it empty.' }),
  firstName: requiredText(100, 'Enter your first name.'),
  lastName: requiredText(100, 'Enter your last name.'),
  /** The name you like to be called, if not your first name. */
  preferredName: optionalText(100),
  dateOfBirth: boundedDate('Enter your date of birth.', {
    ...DATE_RANGES.dateOfBirth,
    tooLate: 'Your date of birth must be in the past.',
  }),
  phone: phone('Enter a phone number we can reach you on.'),
  address1: requiredText(200, 'Enter the first line of your address.'),
  address2: optionalText(200),
  city: requiredText(100, 'Enter your town or city.'),
  county: optionalText(100),
  postCode,
});
export type PersonalDetailsInput = z.input<typeof personalDetailsSchema>;
export type PersonalDetails = z.output<typeof personalDetailsSchema>;
/** What GET answers: the form's fields plus the e-mail address (changed by the registry only). */
export const personalDetailsView = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string(),
  dateOfBirth: z.string(),
  phone: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  county: z.string(),
  postCode: z.string(),
  email: z.string(),
});
export type PersonalDetailsView = z.infer<typeof personalDetailsView>;

// -- emergency contacts ---------------------------------------------------------------------------

export const emergencyContactSchema = z.object({
  name: requiredText(200, 'Enter the contact’s name.'),
  /** e.g. Spouse, Parent, Friend. */
  relationship: requiredText(100, 'Say how this person is related to you.'),
  phone: phone('Enter a phone number for this contact.'),
  alternativePhone: optionalPhone,
  email: optionalEmail,
});
export type EmergencyContact = z.output<typeof emergencyContactSchema>;

/** Two contacts: the first is called first. Both are asked for. */
export const emergencyContactsSchema = z.object({
  primary: emergencyContactSchema,
  secondary: emergencyContactSchema,
});
export type EmergencyContactsInput = z.input<typeof emergencyContactsSchema>;
export const emergencyContactsView = z.object({
  primary: emergencyContactSchema.nullable(),
  secondary: emergencyContactSchema.nullable(),
  /** ISO-8601 UTC, when they were last saved; null when never. */
  updatedAt: z.string().nullable(),
});
export type EmergencyContactsView = z.infer<typeof emergencyContactsView>;

/** PUT emergency-contact-details: new phone numbers or e-mail for one contact already given. */
export const emergencyContactDetailsSchema = z.object({
  position: z.union([z.literal(1), z.literal(2)], { error: 'Say which contact: 1 or 2.' }),
  phone: phone('Enter a phone number for this contact.'),
  alternativePhone: optionalPhone,
  email: optionalEmail,
});

// -- residential requirements ---------------------------------------------------------------------

export const residentialRequirementsSchema = z.object({
  /** e.g. vegetarian, coeliac, nut allergy; empty when none. */
  dietaryNeeds: optionalText(1000),
  /** e.g. ground-floor room, step-free access, hearing loop; empty when none. */
  accessNeeds: optionalText(1000),
});
export type ResidentialRequirementsInput = z.input<typeof residentialRequirementsSchema>;
export const residentialRequirementsView = residentialRequirementsSchema.extend({ updatedAt: z.string().nullable() });

// -- DBS (special category) -----------------------------------------------------------------------

/** A DBS certificate number is 12 digits. */
export const dbsSchema = z.object({
  certificateNumber: z
    .string({ error: 'Enter your DBS certificate number.' })
    .trim()
    .min(1, 'Enter your DBS certificate number.')
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{12}$/, 'A DBS certificate number is 12 digits, as printed on the certificate.')),
  issueDate: boundedDate('Enter the date the certificate was issued.', {
    ...DATE_RANGES.pastEvent,
    tooLate: 'The issue date cannot be in the future.',
  }),
  /** Registered with the DBS Update Service (status checks online). */
  updateService: z.boolean({ error: 'Say whether the certificate is on the Update Service.' }),
});
export type DbsInput = z.input<typeof dbsSchema>;
export const dbsView = z.object({
  certificateNumber: z.string(),
  issueDate: z.string(),
  updateService: z.boolean(),
  updatedAt: z.string().nullable(),
});

// -- safeguarding training ------------------------------------------------------------------------

export const safeguardingSchema = z.object({
  trainingDate: boundedDate('Enter the date you completed the training.', {
    ...DATE_RANGES.pastEvent,
    tooLate: 'The training date cannot be in the future.',
  }),
  /** The certificate's reference, or the course and provider named on it. */
  certificate: requiredText(200, 'Enter the certificate reference or the course named on it.'),
});
export type SafeguardingInput = z.input<typeof safeguardingSchema>;
export const safeguardingView = z.object({
  trainingDate: z.string(),
  certificate: z.string(),
  updatedAt: z.string().nullable(),
});

// -- policies agreed (spec 9) ---------------------------------------------------------------------

export const POLICIES = [
  { key: 'codeOfConduct', title: 'Student code of conduct' },
  { key: 'safeguarding', title: 'Safeguarding policy' },
  { key: 'academicConduct', title: 'Academic conduct policy' },
] as const;
export type PolicyKey = (typeof POLICIES)[number]['key'];

/** Agreeing is one-way: each policy named `true` is agreed today unless already agreed. */
export const policiesAgreedSchema = z
  .object({
    codeOfConduct: z.literal(true, { error: 'Tick to agree, or leave it out.' }).optional(),
    safeguarding: z.literal(true, { error: 'Tick to agree, or leave it out.' }).optional(),
    academicConduct: z.literal(true, { error: 'Tick to agree, or leave it out.' }).optional(),
  })
  .strict()
  .refine((p) => p.codeOfConduct || p.safeguarding || p.academicConduct, {
    message: 'Agree to at least one policy.',
    path: ['codeOfConduct'],
  });
export type PoliciesAgreedInput = z.input<typeof policiesAgreedSchema>;
/** YYYY-MM-DD each policy was agreed, null while not. */
export const policiesView = z.object({
  codeOfConduct: z.string().nullable(),
  safeguarding: z.string().nullable(),
  academicConduct: z.string().nullable(),
});
export type PoliciesView = z.infer<typeof policiesView>;

// -- learning support (special category) ----------------------------------------------------------

export const LEARNING_SUPPORT_CATEGORIES = [
  'Dyslexia',
  'Dyspraxia',
  'ADHD',
  'Autism',
  'Mental health',
  'Mobility',
  'Visual impairment',
  'Hearing impairment',
  'Long-term condition',
  'Other',
] as const;

export const learningSupportSchema = z.object({
  categories: z
    .array(z.enum(LEARNING_SUPPORT_CATEGORIES, { error: 'Choose from the list.' }), {
      error: 'Choose at least one category.',
    })
    .min(1, 'Choose at least one category.')
    .max(LEARNING_SUPPORT_CATEGORIES.length),
  /** In the student's words: what makes study harder and what helps. */
  needs: requiredText(4000, 'Tell us what support you need.'),
});
export type LearningSupportInput = z.input<typeof learningSupportSchema>;
export const learningSupportView = z.object({
  categories: z.array(z.string()),
  needs: z.string(),
  /** What the college has agreed (set by staff). */
  adjustments: z.string().nullable(),
  disclosedOn: z.string().nullable(),
});
export type LearningSupportView = z.infer<typeof learningSupportView>;

// -- intentions and enrolment ---------------------------------------------------------------------

export const studentIntentionSchema = z.object({
  intention: z.enum(INTENTION_CHOICES, { error: 'Choose one of the options.' }).nullable(),
});
export type StudentIntentionInput = z.infer<typeof studentIntentionSchema>;

/** The student's current engagement as the dashboard cards need it. */
export const studentStatusView = z.object({
  engagementId: z.number().nullable(),
  programmeCode: z.string().nullable(),
  level: z.string().nullable(),
  status: z.string().nullable(),
  /** spec 4.2's intentions status; null when no intention is asked for. */
  intentionsStatus: z.string().nullable(),
  intention: z.string().nullable(),
  /** The current academic year's session. */
  session: z
    .object({ id: z.number(), academicYear: z.number(), status: z.string(), enrolledAt: z.string().nullable() })
    .nullable(),
  /** Whether the student can confirm enrolment now, and why not. */
  canEnrol: z.boolean(),
  enrolBlockedReason: z.string().nullable(),
  /** Which forms have been completed (each card shows done / to do). */
  done: z.object({
    personalDetails: z.boolean(),
    emergencyContacts: z.boolean(),
    residentialRequirements: z.boolean(),
    dbs: z.boolean(),
    safeguarding: z.boolean(),
    policies: z.boolean(),
    /** This academic year's HESA answers given (forms:hesa); always sent by the server. */
    hesa: z.boolean().optional(),
  }),
  policies: policiesView,
});
export type StudentStatusView = z.infer<typeof studentStatusView>;
