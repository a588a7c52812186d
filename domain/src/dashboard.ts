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

// Issue 19: the staff dashboard shows each role its work, not the same global counters. Each
// item is counted on the server only for a user whose permissions (and features) allow it, and
// links to the list behind it with its filter.

export const DASHBOARD_WORK_KEYS = [
  'requests',
  'applications',
  'references',
  'overdueInvoices',
  'failedPostings',
  'tuteeExtensions',
  'marking',
] as const;
export type DashboardWorkKey = (typeof DASHBOARD_WORK_KEYS)[number];

/** GET /dashboard/work: the caller's work items, in DASHBOARD_WORK_KEYS order. */
export const dashboardWork = z.object({
  items: z.array(
    z.object({
      key: z.enum(DASHBOARD_WORK_KEYS),
      label: z.string(),
      count: z.number(),
      /** The list behind the count, with its filter (a path below the history base). */
      to: z.string(),
    }),
  ),
});
export type DashboardWork = z.infer<typeof dashboardWork>;
