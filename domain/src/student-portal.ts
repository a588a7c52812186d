import { z } from 'zod';

// Issue 12: GET /forms/student, the signed-in student's summary for the portal, shared by the
// server route and the web session.

export const studentPortalSummary = z.object({
  /** The student number (shown zero-padded to 7 digits). */
  partnerId: z.number(),
  /** The student's hub. */
  location: z.string().nullable(),
  programmeCode: z.string(),
});
export type StudentPortalSummary = z.infer<typeof studentPortalSummary>;
