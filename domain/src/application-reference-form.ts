import { z } from 'zod';

// spec 3: the reference form a referee fills in through their one-time link (issue 6).

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep it to ${max} characters.`);

// How a referee rates the applicant's academic ability.
export const ACADEMIC_ABILITY_OPTIONS = ['Excellent', 'Good', 'Adequate', 'Weak', 'Unable to say'] as const;

const referenceShape = z.object({
  /** How the referee knows the applicant (minister, employer, tutor...). */
  relationshipApplicant: required(300, 'Tell us how you know the applicant.'),
  /** How long they have known the applicant. */
  timeKnown: required(100, 'Tell us how long you have known the applicant.'),
  /** The applicant's academic ability: a rating. */
  academicAbility: z.enum(ACADEMIC_ABILITY_OPTIONS, { error: 'Choose a rating of the applicant’s academic ability.' }),
  /** How the applicant gets on with others (long text). */
  interactionAbility: required(4000, 'Tell us how the applicant works and gets on with others.'),
  /** Postgraduate courses: is the applicant ready for study at that level? (long text) */
  suitabilityPostgraduate: z.string({ error: 'This must be text.' }).trim().max(4000, 'Keep it to 4000 characters.'),
  /** Anything else the referee wants to say (long text, optional). */
  comments: z.string({ error: 'This must be text.' }).trim().max(4000, 'Keep it to 4000 characters.'),
});
export type ReferenceForm = z.infer<typeof referenceShape>;

/** The form's schema; `postgraduate` (the applicant's course is one) makes suitability required. */
export function referenceFormSchema(postgraduate: boolean) {
  return postgraduate
    ? referenceShape.extend({
        suitabilityPostgraduate: required(4000, 'Tell us whether the applicant is ready for postgraduate study.'),
      })
    : referenceShape;
}

// The reference's own progress (the staff review of the references section is spec 4.4's).
export const REFERENCE_STATUSES = ['Not sent', 'Requested', 'Received'] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];

/** Who the referee is to the applicant: one of two referees, or the church leader. */
export const REFERENCE_KINDS = ['referee', 'leader'] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];
