import { z } from 'zod';
import { LEARNING_SUPPORT_CATEGORIES } from './student-forms/schemas.ts';

// Issue 5, spec 2.6 group Student Support: the neurodiversity and disability declarations a
// student sends the student-support team. Special-category data (UK GDPR art. 9): staff reads are
// audited. A declaration the student agrees to share with tutors becomes their learning-support
// record (categories and needs), which tutors read on My Students.

export const DECLARATION_KINDS = ['neurodiversity', 'disability'] as const;
export type DeclarationKind = (typeof DECLARATION_KINDS)[number];

type LsCategory = (typeof LEARNING_SUPPORT_CATEGORIES)[number];

/** Each condition offered, with the learning-support category it is recorded under. */
export const DECLARATION_CONDITIONS: Record<DeclarationKind, readonly { value: string; category: LsCategory }[]> = {
  neurodiversity: [
    { value: 'Dyslexia', category: 'Dyslexia' },
    { value: 'Dyspraxia (DCD)', category: 'Dyspraxia' },
    { value: 'Dyscalculia', category: 'Other' },
    { value: 'Dysgraphia', category: 'Other' },
    { value: 'ADHD', category: 'ADHD' },
    { value: 'Autism spectrum', category: 'Autism' },
    { value: 'Tourette syndrome', category: 'Other' },
    { value: 'Other', category: 'Other' },
  ],
  disability: [
    { value: 'Mental health condition', category: 'Mental health' },
    { value: 'Physical or mobility impairment', category: 'Mobility' },
    { value: 'D/deaf or hearing impairment', category: 'Hearing impairment' },
    { value: 'Blind or visual impairment', category: 'Visual impairment' },
    { value: 'Long-term illness or health condition', category: 'Long-term condition' },
    { value: 'Speech or communication condition', category: 'Other' },
    { value: 'Other', category: 'Other' },
  ],
};

export const DIAGNOSIS_STATES = [
  { value: 'diagnosed', label: 'Yes, I have a diagnosis' },
  { value: 'awaiting', label: 'I am waiting for an assessment' },
  { value: 'none', label: 'No formal diagnosis' },
] as const;

export const DIAGNOSED_BY = [
  'Educational psychologist',
  'Specialist assessor (SpLD)',
  'GP',
  'NHS consultant or specialist',
  'Clinical psychologist',
  'Psychiatrist',
  'Occupational therapist',
  'Other professional',
] as const;

export const SUPPORT_ADJUSTMENTS = [
  'Extra time in timed assessments',
  'Rest breaks in assessments',
  'A quiet or separate room for assessments',
  'Coloured paper or overlays',
  'Lecture recordings',
  'Slides and reading lists in advance',
  'Assistive software (e.g. text-to-speech)',
  'Note-taking support',
  'Flexible deadlines by agreement',
  'Accessible teaching rooms and seating',
  'Other',
] as const;

const text = (max: number) =>
  z.string({ error: 'This must be text.' }).trim().max(max, `Keep it to ${max} characters.`);

export function declarationSchema(kind: DeclarationKind) {
  const conditions = DECLARATION_CONDITIONS[kind].map((c) => c.value);
  return z
    .object({
      conditions: z
        .array(z.string(), { error: 'Choose at least one.' })
        .min(1, 'Choose at least one.')
        .refine((cs) => cs.every((c) => conditions.includes(c)), 'Choose from the list.')
        .refine((cs) => new Set(cs).size === cs.length, 'Choose each one once.'),
      /** Named when Other is chosen. */
      otherCondition: text(200),
      diagnosis: z.enum(DIAGNOSIS_STATES.map((d) => d.value) as ['diagnosed', 'awaiting', 'none'], {
        error: 'Say whether you have a diagnosis.',
      }),
      /** Who diagnosed it; only when diagnosed. */
      diagnosedBy: z.union([z.literal(''), z.enum(DIAGNOSED_BY)], { error: 'Choose who diagnosed it from the list.' }),
      /** In the student's words: how it affects their studies. */
      impact: text(4000).min(1, 'Tell us how this affects your studies.'),
      adjustments: z
        .array(z.enum(SUPPORT_ADJUSTMENTS, { error: 'Choose from the list.' }), { error: 'Choose from the list.' })
        .refine((cs) => new Set(cs).size === cs.length, 'Choose each one once.'),
      otherAdjustments: text(1000),
      /** Whether the college may tell the student's tutors (it becomes the learning-support record). */
      shareWithTutors: z.boolean({ error: 'Say whether we may share this with your tutors.' }),
      /** An uploaded evidence file (POST support-evidence); optional. */
      evidenceFileId: z.number().int().positive().nullable(),
    })
    .superRefine((d, ctx) => {
      if (d.conditions.includes('Other') && d.otherCondition === '') {
        ctx.addIssue({ code: 'custom', path: ['otherCondition'], message: 'Tell us which other condition.' });
      }
      if (d.diagnosis === 'diagnosed' && d.diagnosedBy === '') {
        ctx.addIssue({ code: 'custom', path: ['diagnosedBy'], message: 'Say who diagnosed it.' });
      }
      if (d.diagnosis !== 'diagnosed' && d.diagnosedBy !== '') {
        ctx.addIssue({
          code: 'custom',
          path: ['diagnosedBy'],
          message: 'Leave this empty unless you have a diagnosis.',
        });
      }
      if (d.adjustments.includes('Other') && d.otherAdjustments === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['otherAdjustments'],
          message: 'Tell us which other support you would like.',
        });
      }
    });
}
export type DeclarationInput = z.input<ReturnType<typeof declarationSchema>>;
export type Declaration = z.output<ReturnType<typeof declarationSchema>>;

export const declarationView = z.object({
  kind: z.enum(DECLARATION_KINDS),
  declaration: z
    .object({
      conditions: z.array(z.string()),
      otherCondition: z.string(),
      diagnosis: z.enum(['diagnosed', 'awaiting', 'none']),
      diagnosedBy: z.string(),
      impact: z.string(),
      adjustments: z.array(z.string()),
      otherAdjustments: z.string(),
      shareWithTutors: z.boolean(),
      evidenceFileId: z.number().nullable(),
      evidenceName: z.string().nullable(),
      /** ISO-8601 UTC of the last submission. */
      submittedAt: z.string(),
    })
    .nullable(),
});
export type DeclarationView = z.infer<typeof declarationView>;
/** GET students/:id/support-declarations (staff, special category): both declarations. */
export const declarationList = z.object({ items: z.array(declarationView) });
export type DeclarationList = z.infer<typeof declarationList>;

/** The learning-support categories a set of declared conditions is recorded under. */
export function learningSupportCategories(kind: DeclarationKind, conditions: readonly string[]): LsCategory[] {
  const wanted = new Set(
    DECLARATION_CONDITIONS[kind].filter((c) => conditions.includes(c.value)).map((c) => c.category),
  );
  return LEARNING_SUPPORT_CATEGORIES.filter((c) => wanted.has(c));
}

export const declarationTitle = (kind: DeclarationKind) =>
  kind === 'neurodiversity' ? 'Neurodiversity declaration' : 'Disability declaration';

/** POST {api}/forms/student/support-evidence: the stored evidence file, to name in the declaration. */
export const supportEvidenceUpload = z.object({ fileId: z.number(), name: z.string(), size: z.number() });
export type SupportEvidenceUpload = z.infer<typeof supportEvidenceUpload>;
