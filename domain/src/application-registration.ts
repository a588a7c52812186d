import { z } from 'zod';
import { passwordSchema } from './password-policy.ts';

// /pages/register (spec 2.1, issue 6): what an applicant gives to open an account. The password
// follows the one policy (password-policy.ts), in the form and on the server alike.

export const registrationSchema = z.object({
  firstName: z
    .string({ error: 'Enter your first name.' })
    .trim()
    .min(1, 'Enter your first name.')
    .max(100, 'Keep it to 100 characters.'),
  lastName: z
    .string({ error: 'Enter your last name.' })
    .trim()
    .min(1, 'Enter your last name.')
    .max(100, 'Keep it to 100 characters.'),
  /** The address the confirmation link goes to; it becomes the sign-in name. */
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(320, 'Keep it to 320 characters.')
    .pipe(z.email('Enter a valid e-mail address, like name@example.com.')),
  /** At least 12 characters and not a common password. */
  password: passwordSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 48;
/** How long a referee's link works. */
export const REFERENCE_LINK_DAYS = 28;
