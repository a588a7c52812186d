import { z } from 'zod';

// Issue 12: what the public links of an application answer (docs/api-contract.md, "Applying"): a
// referee's reference form and a diocese's evidence page, shared by the server and the web.

/** GET references/form/{token}: whom the reference is about. */
export const referenceRequestSchema = z.object({
  refereeName: z.string(),
  applicantName: z.string(),
  course: z.string(),
  courseTitle: z.string(),
  leader: z.boolean(),
  postgraduate: z.boolean(),
  expiresAt: z.string(),
});
export type ReferenceRequest = z.infer<typeof referenceRequestSchema>;

/** GET references/diocese/{token}: whose application, and what the diocese has sent. */
export const dioceseUploadPageSchema = z.object({
  applicantName: z.string(),
  courseTitle: z.string(),
  dioceseName: z.string().nullable(),
  expiresAt: z.string(),
  /** What the diocese has sent so far through its links (names only). */
  evidence: z.array(z.object({ type: z.string(), fileName: z.string(), createdAt: z.string() })),
  /** The kinds of evidence offered (System data's evidence types; the page is not signed in). */
  evidenceTypes: z.array(z.string()),
});
export type DioceseUploadPage = z.infer<typeof dioceseUploadPageSchema>;
