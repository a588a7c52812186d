import { z } from 'zod';

// Issue 12: the contract of spec 2.5 fc-applications (GET /fc-applications; one of them is the
// review record of application-review.ts), shared by the server route and the web hooks.

export const fcApplicationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  course: z.string(),
  courseTitle: z.string().nullable(),
  studyPace: z.string().nullable(),
  intake: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type FcApplicationRow = z.infer<typeof fcApplicationRowSchema>;

export const fcApplicationList = z.object({ items: z.array(fcApplicationRowSchema) });
export type FcApplicationList = z.infer<typeof fcApplicationList>;
