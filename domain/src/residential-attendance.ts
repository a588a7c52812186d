import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';

// Feature `residentialAttendance` (spec 1; issue 20): the residentials and hub weeks of each
// module instance, a register per residential kept by the instance's tutor or registry (each
// student on the instance present, late, or absent with a reason), and the attendance on the
// student's record.

export const ATTENDANCE_STATUSES = ['Present', 'Late', 'Absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

const day = (what: string) => z.iso.date({ error: `Enter the ${what} as a real date, YYYY-MM-DD.` });

export const residentialInputSchema = z
  .strictObject({
    moduleInstanceId: z
      .number({ error: 'Choose the module instance.' })
      .int('Choose the module instance.')
      .positive('Choose the module instance.')
      .max(2_147_483_647),
    title: z
      .string({ error: 'Give the residential a title.' })
      .trim()
      .min(1, 'Give the residential a title.')
      .max(120, 'Keep the title to 120 characters.'),
    startsOn: day('first day'),
    endsOn: day('last day'),
  })
  .refine((v) => v.endsOn >= v.startsOn, { path: ['endsOn'], message: 'The last day cannot be before the first.' });
export type ResidentialInput = z.infer<typeof residentialInputSchema>;

export const residentialSchema = z.object({
  id: z.number(),
  moduleInstanceId: z.number(),
  module: z.string(),
  hub: z.string(),
  academicYear: z.number(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  students: z.number(),
  marked: z.number(),
});
export type Residential = z.infer<typeof residentialSchema>;

export const instanceOptionSchema = z.object({ id: z.number(), label: z.string() });

export const residentialListSchema = z.object({
  residentials: z.array(residentialSchema),
  /** The instances the caller may add residentials to (registry: all this and last year; a tutor: theirs). */
  instances: z.array(instanceOptionSchema),
  abilities: abilitiesSchema('residentialAttendance'),
});
export type ResidentialList = z.infer<typeof residentialListSchema>;

export const registerRowSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  partnerId: z.number().nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  reason: z.string(),
});
export type RegisterRow = z.infer<typeof registerRowSchema>;

export const registerSchema = z.object({
  residential: residentialSchema,
  version: z.number(),
  rows: z.array(registerRowSchema),
});
export type Register = z.infer<typeof registerSchema>;

export const registerInputSchema = z.strictObject({
  version: z.number({ error: 'Give the register’s version.' }).int().nonnegative(),
  marks: z
    .array(
      z
        .strictObject({
          studentId: z.number().int().positive().max(2_147_483_647),
          status: z.enum(ATTENDANCE_STATUSES, { error: 'Mark each student present, late or absent.' }),
          reason: z.string().trim().max(500, 'Keep the reason to 500 characters.').default(''),
        })
        .refine((m) => m.status !== 'Absent' || m.reason !== '', {
          path: ['reason'],
          message: 'Give the reason for an absence.',
        }),
    )
    .max(1000),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const studentAttendanceSchema = z.object({
  items: z.array(
    z.object({
      residentialId: z.number(),
      title: z.string(),
      module: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      status: z.enum(ATTENDANCE_STATUSES),
      reason: z.string(),
    }),
  ),
});
export type StudentAttendance = z.infer<typeof studentAttendanceSchema>;
