import { z } from 'zod';
import { meetsRequirement, splitPermissions } from './permissions.ts';

// The agreement route (spec 2.5, spec 3 policy acknowledgements; issue 15): the policies a
// signed-in user must accept in their current version before going on.

export const pendingPolicySchema = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  body: z.string(),
  version: z.number(),
  /** The version this user accepted before, if an older one. */
  acceptedVersion: z.number().nullable(),
});
export type PendingPolicy = z.infer<typeof pendingPolicySchema>;

export const agreementSchema = z.object({ pending: z.array(pendingPolicySchema) });
export type Agreement = z.infer<typeof agreementSchema>;

export const acceptPolicySchema = z.strictObject({
  /** The version read: accepting an older text than the current one is refused (409). */
  version: z.number().int().positive(),
});

/**
 * Does a policy applying to `appliesTo` (space-separated, all of them) apply to these rights? The
 * all-rights wildcard `*` does not count: it makes an administrator able to do everything, not a
 * student or an applicant (issue 11 point 23), so they are not asked to accept a student's policy.
 */
export function policyAppliesTo(appliesTo: string, permissions: readonly string[]): boolean {
  if (splitPermissions(appliesTo).length === 0) return true;
  const own = permissions.flatMap(splitPermissions).filter((p) => p !== '*');
  return meetsRequirement(own, appliesTo);
}
