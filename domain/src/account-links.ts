import { z } from 'zod';

// Issue 12, contracts defined once: the one-time links of sign-in accounts (spec 7.1,
// docs/api-contract.md), answered by the server's auth and users modules and read by the web.

/** POST /auth/reset {id}: the link, e-mailed to the user and shown to the sender. */
export const resetLinkSchema = z.object({ link: z.string(), expiresAt: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;

/** GET /auth/reset/:token: whose password the link resets, and until when. */
export const resetTokenInfoSchema = z.object({ name: z.string(), email: z.string(), expiresAt: z.string() });
export type ResetTokenInfo = z.infer<typeof resetTokenInfoSchema>;

/** GET /auth/email/:token: whose sign-in address changes, and to what. */
export const emailChangeInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  newEmail: z.string(),
  expiresAt: z.string(),
});
export type EmailChangeInfo = z.infer<typeof emailChangeInfoSchema>;

/** POST /auth/email/:token: the address the account signs in with now. */
export const emailChangeResultSchema = z.object({ email: z.string() });
export type EmailChangeResult = z.infer<typeof emailChangeResultSchema>;
