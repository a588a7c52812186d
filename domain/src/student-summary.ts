import { z } from 'zod';

// GET {api}/students/{id}/summary (students:view): the header of a student's record page (spec 2.5,
// issue 4), who the student is and what they study now.

export const studentSummarySchema = z.object({
  id: z.number(),
  /** Preferred name (else first name) and surname. */
  name: z.string(),
  /** The student number; shown zero-padded to 7 digits (spec 3). */
  partnerId: z.number(),
  programmeCode: z.string(),
  /** The programme's title from the programmes table; null when the code has no row. */
  programmeTitle: z.string().nullable(),
  level: z.string().nullable(),
  cohort: z.string().nullable(),
  hub: z.string().nullable(),
  /** The current engagement's status (spec 4.2). */
  status: z.string(),
  /** The current engagement's personal tutor. */
  personalTutor: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Whether GET /students/{id}/photo has a photo to give. */
  hasPhoto: z.boolean(),
  /** On the MA programme: the record page shows the Dissertation tab. */
  isMa: z.boolean(),
  /** spec 5: MA and cohort 7, ready for the dissertation. */
  dissertationReady: z.boolean(),
  currentEngagementId: z.number().nullable(),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;
