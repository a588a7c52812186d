import { z } from 'zod';
import { accountSessionSchema } from './user-accounts.ts';

// The user-profile route (spec 2.5, issue 15): every signed-in user's own name, password,
// sessions and work-account link. Shared by server and web.

export const userProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  preferredName: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
  ssoLinked: z.boolean(),
  passwordSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** The person's version: a stale save of the names is refused. */
  version: z.number(),
  sessions: z.array(accountSessionSchema),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const name = (what: string) =>
  z
    .string({ error: `Give your ${what}.` })
    .trim()
    .min(1, `Give your ${what}.`)
    .max(100, 'Keep it to 100 characters.');

/** PUT profile: the names on the person. */
export const profileNamesSchema = z.strictObject({
  firstName: name('first name'),
  lastName: name('last name'),
  /** The name colleagues know you by; empty for none. */
  preferredName: z
    .string()
    .trim()
    .max(100, 'Keep it to 100 characters.')
    .nullable()
    .transform((v) => (v ? v : null)),
  version: z.number().int().nonnegative(),
});
export type ProfileNamesInput = z.input<typeof profileNamesSchema>;

export const MIN_PASSWORD_LENGTH = 10;

/** POST profile/password: the current password proves it is you. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(1000),
  newPassword: z
    .string({ error: 'Enter a new password.' })
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, 'Use at most 200 characters.'),
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** DELETE /profile/sessions: how many of the user's other sessions were ended. */
export const endedSessionsSchema = z.object({ ended: z.number() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;
