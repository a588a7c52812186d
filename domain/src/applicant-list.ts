import { z } from 'zod';

// Issue 19: the one list of applications that Flexible study (spec 2.5 fc-applications) and My
// applicants (spec 2.5 myapplicants) show, each over its own applications: searched, sorted,
// filtered and paged on the server (a ListView), and exported to Excel.

/** The list's sort keys; by name unless chosen otherwise. */
export const APPLICANT_LIST_SORTS = ['name', 'status', 'course', 'intake', 'submittedAt'] as const;
export type ApplicantListSort = (typeof APPLICANT_LIST_SORTS)[number];

export const applicantListRow = z.object({
  id: z.number(),
  /** First and last name. */
  name: z.string(),
  /** The stored status (spec 4.3). */
  status: z.string(),
  /** The status as the catalogue names it for this application (submitted or not). */
  statusLabel: z.string(),
  /** The programme code applied for. */
  course: z.string(),
  /** The programme's title, when the code is a programme. */
  courseTitle: z.string().nullable(),
  studyPace: z.string().nullable(),
  /** The intake's first day, YYYY-MM-DD. */
  intake: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type ApplicantListRow = z.infer<typeof applicantListRow>;

/** A filter's choice: the stored value and what the screen shows. */
export const listChoice = z.object({ value: z.string(), label: z.string() });

export const applicantListPage = z.object({
  items: z.array(applicantListRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The statuses the list's applications are in (the status filter's choices). */
  statuses: z.array(listChoice),
  /** The intakes they are for, newest first (the intake filter's choices). */
  intakes: z.array(z.string()),
});
export type ApplicantListPage = z.infer<typeof applicantListPage>;
