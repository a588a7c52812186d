import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Issue 12: the contract of spec 2.4 `new` (GET /students/new), shared by the server route and the
// web hook.

export const newStudentRow = z.object({
  engagementId: z.number(),
  studentId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  programme: z.string(),
  level: z.string().nullable(),
  pace: z.string().nullable(),
  hub: z.string().nullable(),
  status: z.string(),
  startIntake: z.string(),
});
export type NewStudentRow = z.infer<typeof newStudentRow>;

export const newStudentsList = z.object({
  items: z.array(newStudentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The intake listed; null when no intake is to come. */
  intake: z.string().nullable(),
  /** The upcoming intakes, earliest first (the first is the next). */
  intakes: z.array(z.string()),
  hubs: z.array(z.string()),
  /** What the caller may do with a student (canView: open their record). */
  abilities: abilitiesSchema('student'),
});

export type NewStudentsList = z.infer<typeof newStudentsList>;
