import { z } from 'zod';

// /pages/register (spec 2.1, issue 6): what an applicant gives to open an account. The server
// also refuses the most common passwords (a list it holds; the web app does not download it).

export const MIN_REGISTRATION_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;

export const registrationPasswordSchema = z
  .string({ error: 'Choose a password.' })
  .min(MIN_REGISTRATION_PASSWORD_LENGTH, `Use at least ${MIN_REGISTRATION_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`);

export const registrationSchema = z.object({
  firstName: z.string({ error: 'Enter your first name.' }).trim().min(1, 'Enter your first name.').max(100, 'Keep it to 100 characters.'),
  lastName: z.string({ error: 'Enter your last name.' }).trim().min(1, 'Enter your last name.').max(100, 'Keep it to 100 characters.'),
  /** The address the confirmation link goes to; it becomes the sign-in name. */
  email: z
    .string({ error: 'Enter your e-mail address.' })
    .trim()
    .min(1, 'Enter your e-mail address.')
    .max(320, 'Keep it to 320 characters.')
    .pipe(z.email('Enter a valid e-mail address, like name@example.com.')),
  /** At least 12 characters and not a common password. */
  password: registrationPasswordSchema,
});
export type Registration = z.infer<typeof registrationSchema>;

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 48;
/** How long a referee's link works. */
export const REFERENCE_LINK_DAYS = 28;
