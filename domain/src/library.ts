import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 20, feature `library`: a student's account number in the college's library system and the
// catalogue's page for it (LIBRARY_URL_TEMPLATE with {id}), on the record and in the portal.

export const LIBRARY_ACCOUNT_MAX = 40;

/** PUT /students/:id/library: the number, or null (an empty one) to clear it. */
export const libraryAccountInput = z.object({
  accountNumber: z
    .string({ error: 'Give the library account number, or leave it empty.' })
    .trim()
    .max(LIBRARY_ACCOUNT_MAX, `A library account number has at most ${LIBRARY_ACCOUNT_MAX} characters.`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9./-]*$|^$/, 'Use letters, digits, dots, slashes and hyphens only.')
    .nullable()
    .transform((v) => (v === '' ? null : v)),
});
export type LibraryAccountInput = z.infer<typeof libraryAccountInput>;

/** The account as the portal shows it. */
export const portalLibraryView = z.object({
  accountNumber: z.string().nullable(),
  /** The catalogue's page for this account; null without a number or without a template. */
  catalogueUrl: z.string().nullable(),
});
export type PortalLibraryView = z.infer<typeof portalLibraryView>;

/** GET /students/:id/library: the same with what the caller may do. */
export const libraryAccountView = portalLibraryView.extend({
  updatedAt: z.string().nullable(),
  abilities: abilitiesSchema('library'),
});
export type LibraryAccountView = z.infer<typeof libraryAccountView>;

/** The catalogue address for an account: the template's {id} replaced by the (encoded) number. */
export function catalogueUrl(template: string | null, accountNumber: string | null): string | null {
  if (!template || !accountNumber) return null;
  return template.replaceAll('{id}', encodeURIComponent(accountNumber));
}
