import { z } from 'zod';

// spec 5, 9: how long an extension a student may ask for.
export const EXTENSION_LENGTHS = ['7 days', '14 days', '21 days', 'more than 21 days'] as const;
export type ExtensionLength = (typeof EXTENSION_LENGTHS)[number];

// spec 5: every extension request needs evidence, whatever its length.
export const EXTENSION_EVIDENCE_REQUIRED = true;

// spec 5: the evidence asked of an essay extension.
export const ESSAY_EVIDENCE = '500-word essay';

// spec 3, 5: an extension request as the student sends it.
export const extensionRequestSchema = z.object({
  /** Whether the assignment is the last essay of the academic year. */
  lastEssayOfYear: z.boolean(),
  /** The length asked for. */
  length: z.enum(EXTENSION_LENGTHS),
  /** Why the extension is needed and what supports it; always required (spec 5). */
  evidence: z.string().trim().min(1, 'Evidence is required'),
});
export type ExtensionRequest = z.infer<typeof extensionRequestSchema>;
