import { z } from 'zod';

// Issue 12: GET /dashboard/stats, the staff dashboard's live counts (spec 2.3), shared by the
// server route and the web hook.

export const dashboardStats = z.object({
  currentStudents: z.number(),
  startingStudents: z.number(),
  people: z.number(),
  staffUsers: z.number(),
  studentUsers: z.number(),
  applicantUsers: z.number(),
  signedInNow: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
