import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Feature `personal-tutor` (spec 1; issue 20). A student's personal tutor is the faculty member
// on their current engagement (engagements.personal_tutor_id). The student sees the tutor with
// their contact details in the portal and may ask for a meeting (an e-mail to the tutor through
// the outbox); the registry assigns tutors to many students at once.

export const tutorContactSchema = z.object({
  name: z.string(),
  jobTitle: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  hub: z.string().nullable(),
});
export type TutorContact = z.infer<typeof tutorContactSchema>;

export const myPersonalTutorSchema = z.object({
  tutor: tutorContactSchema.nullable(),
  /** When the student last asked this tutor for a meeting (ISO), or null. */
  lastRequestAt: z.string().nullable(),
});
export type MyPersonalTutor = z.infer<typeof myPersonalTutorSchema>;

export const meetingRequestInput = z.strictObject({
  message: z
    .string({ error: 'Say what you would like to talk about.' })
    .trim()
    .min(1, 'Say what you would like to talk about.')
    .max(2000, 'Keep the message to 2000 characters.'),
  availability: z.string().trim().max(300, 'Keep this to 300 characters.').optional(),
});
export type MeetingRequestInput = z.infer<typeof meetingRequestInput>;

export const meetingRequestResult = z.object({ sentTo: z.string(), requestedAt: z.string() });
export type MeetingRequestResult = z.infer<typeof meetingRequestResult>;

export const TUTOR_LIST_SORTS = ['name', 'partnerId', 'programme', 'tutor'] as const;

export const tuteeRowSchema = z.object({
  studentId: z.number(),
  partnerId: z.number(),
  name: z.string(),
  programmeCode: z.string().nullable(),
  hub: z.string().nullable(),
  status: z.string().nullable(),
  tutorId: z.number().nullable(),
  tutorName: z.string().nullable(),
});
export type TuteeRow = z.infer<typeof tuteeRowSchema>;

export const facultyChoiceSchema = z.object({ id: z.number(), name: z.string() });

export const tuteeListSchema = z.object({
  items: z.array(tuteeRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The active faculty a tutor can be chosen from. */
  tutors: z.array(facultyChoiceSchema),
  abilities: abilitiesSchema('personalTutors'),
});
export type TuteeList = z.infer<typeof tuteeListSchema>;

export const assignTutorsInput = z.strictObject({
  studentIds: z
    .array(z.number().int().positive(), { error: 'Choose the students.' })
    .min(1, 'Choose at least one student.')
    .max(500, 'Assign at most 500 students at once.'),
  /** The faculty member; null takes the tutor away. */
  tutorId: z.number({ error: 'Choose a tutor.' }).int().positive().nullable(),
});
export type AssignTutorsInput = z.infer<typeof assignTutorsInput>;

export const assignTutorsResult = z.object({ updated: z.number() });
export type AssignTutorsResult = z.infer<typeof assignTutorsResult>;
