import { z } from 'zod';
import { needsLeaderReference } from './application-wizard-choices.ts';
import { emailAddress, requiredText } from './application-wizard-fields.ts';

// The application wizard's references step: two referees, and the church leader for the courses
// that need one (application-wizard.ts re-exports it).

/** What the references step depends on beyond its own answers. */
export interface ReferencesContext {
  course: string | null;
  /** The applicant's own e-mail address: not acceptable for a referee. */
  applicantEmail: string;
}

export const refereeSchema = z.object({
  name: requiredText(200, 'Enter the referee’s name.'),
  email: emailAddress,
});
export type Referee = z.infer<typeof refereeSchema>;

const referencesShape = z.object({
  /** Two referees who know the applicant well (not relatives). */
  referees: z.array(refereeSchema).length(2, 'Give two referees.'),
  /** The applicant's church leader, for the courses that need one (LEADER_REFERENCE_COURSES). */
  leader: refereeSchema.nullable(),
});
export type ReferencesStep = z.infer<typeof referencesShape>;

export function referencesStepSchema(context: ReferencesContext) {
  return referencesShape.superRefine((v, ctx) => {
    const needed = needsLeaderReference(context.course);
    if (needed && v.leader === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['leader', 'name'],
        message: 'Your course needs a reference from your church leader.',
      });
    }
    const own = context.applicantEmail.trim().toLowerCase();
    const seen = new Set<string>();
    const entries: [string[], Referee | null][] = [
      [['referees', '0'], v.referees[0] ?? null],
      [['referees', '1'], v.referees[1] ?? null],
      [['leader'], needed ? v.leader : null],
    ];
    for (const [path, referee] of entries) {
      if (!referee) continue;
      const email = referee.email.toLowerCase();
      if (email === own)
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'email'],
          message: 'A referee cannot be you: give someone else’s e-mail address.',
        });
      else if (seen.has(email))
        ctx.addIssue({
          code: 'custom',
          path: [...path, 'email'],
          message: 'Each referee needs their own e-mail address.',
        });
      seen.add(email);
    }
  });
}
