import { z } from 'zod';

// spec 3, 9: the policies a student acknowledges in the portal, by acknowledgement key.
export const POLICIES = [
  { key: 'codeOfConduct', label: 'Student code of conduct' },
  { key: 'safeguarding', label: 'Safeguarding policy' },
  { key: 'academicConduct', label: 'Academic conduct policy' },
] as const;
export type PolicyKey = (typeof POLICIES)[number]['key'];
export const POLICY_KEYS: readonly PolicyKey[] = POLICIES.map((p) => p.key);

// spec 3: the policy acknowledgements a student sends (PUT forms/student/policies-agreed).
export const policyAcknowledgementsSchema = z.object({
  /** Agreed to the student code of conduct. */
  codeOfConduct: z.boolean(),
  /** Agreed to the safeguarding policy. */
  safeguarding: z.boolean(),
  /** Agreed to the academic conduct policy. */
  academicConduct: z.boolean(),
});
export type PolicyAcknowledgements = z.infer<typeof policyAcknowledgementsSchema>;

/** True when every policy has been acknowledged. */
export function allPoliciesAcknowledged(ack: Partial<PolicyAcknowledgements> | null | undefined): boolean {
  return POLICY_KEYS.every((key) => ack?.[key] === true);
}
