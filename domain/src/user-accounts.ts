import { z } from 'zod';
import { emailSchema } from './entities/common-fields.ts';
import { permissionListSchema } from './permission-strings.ts';

// The user record page's calls (issue 15), shared by server and web: the account as an
// administrator sees it, the change of its rights, and the creation of an account.

const roleRef = z.object({ id: z.number(), name: z.string() });

export const accountSessionSchema = z.object({
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** Someone else acting as this user (impersonation), or this user acting as someone else. */
  impersonation: z.enum(['none', 'acted-as', 'acting']),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const userAccountSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
  roles: z.array(roleRef),
  /** Permissions granted on top of the roles (space-separated). */
  directPermissions: z.string(),
  /** Every right in effect: the roles' and the direct ones. */
  permissions: z.array(z.string()),
  /** Signed in with the work account at least once (its subject is stored). */
  ssoLinked: z.boolean(),
  passwordSet: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
  sessions: z.array(accountSessionSchema),
  /** Whether the caller may change this account's rights, status and sessions, and if not why. */
  abilities: z.object({ manage: z.boolean(), reason: z.string().nullable() }),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

const roleIds = z
  .array(z.number({ error: 'Each role is given by its id.' }).int().positive(), { error: 'Give the roles as a list.' })
  .max(50, 'At most 50 roles.');

/** PUT users/{id}/rights: the whole set of roles and direct permissions. */
export const rightsChangeSchema = z.strictObject({
  roleIds,
  permissions: permissionListSchema,
  /** The account's version as read (409 when it changed since). */
  version: z.number().int().nonnegative(),
});
export type RightsChangeInput = z.input<typeof rightsChangeSchema>;

export const SIGN_IN_METHODS = ['password', 'sso'] as const;

/** POST users/invite: a staff account, invited to set a password, or matched on first work-account sign-in. */
export const inviteUserSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'Give a first name.').max(100),
  lastName: z.string().trim().min(1, 'Give a last name.').max(100),
  email: z.string().trim().toLowerCase().pipe(emailSchema),
  roleIds,
  /** password: an e-mail with a link to set one; sso: no password, the work account signs in. */
  signIn: z.enum(SIGN_IN_METHODS, { error: 'Choose password or sso.' }),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;

export const inviteResultSchema = z.object({
  id: z.number(),
  /** The set-password link, also e-mailed (null for a work-account-only account). */
  link: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

/** Days an invitation's set-password link works. */
export const INVITATION_DAYS = 7;
