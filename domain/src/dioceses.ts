import { z } from 'zod';

// Issue 15, System data → Dioceses (admin:admin): the dioceses applicants choose from (each an
// organisation of type Diocese) with the diocesan contact, the DDO, evidence requests go to when
// staff name nobody else. A diocese applications name is never renamed (they keep its name: 409
// naming them); it is retired instead, and no longer offered to a new application.

export const dioceseSchema = z.object({
  id: z.number(),
  name: z.string(),
  ddoName: z.string().nullable(),
  ddoEmail: z.string().nullable(),
  ddoPhone: z.string().nullable(),
  retired: z.boolean(),
  version: z.number(),
  /** Where records hold this diocese, e.g. "3 applications"; empty when none. */
  usedBy: z.array(z.string()),
});
export type Diocese = z.infer<typeof dioceseSchema>;

export const diocesesSchema = z.object({ dioceses: z.array(dioceseSchema) });
export type Dioceses = z.infer<typeof diocesesSchema>;

const name = z
  .string({ error: 'Give the diocese’s name.' })
  .trim()
  .min(2, 'Give the diocese’s name.')
  .max(200, 'Keep the name to 200 characters.');
const ddoName = z.string().trim().max(200, 'Keep the name to 200 characters.');
const ddoEmail = z
  .string()
  .trim()
  .max(320, 'Keep it to 320 characters.')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Enter a valid e-mail address, like ddo@example.org.');
const ddoPhone = z.string().trim().max(40, 'Keep the phone number to 40 characters.');

export const addDioceseSchema = z.strictObject({
  name,
  ddoName: ddoName.default(''),
  ddoEmail: ddoEmail.default(''),
  ddoPhone: ddoPhone.default(''),
});
export type AddDiocese = z.infer<typeof addDioceseSchema>;

export const editDioceseSchema = z.strictObject({
  /** The version read: a change made meanwhile is refused (409). */
  version: z.number().int().nonnegative(),
  name: name.optional(),
  ddoName: ddoName.optional(),
  ddoEmail: ddoEmail.optional(),
  ddoPhone: ddoPhone.optional(),
  retired: z.boolean().optional(),
});
export type EditDiocese = z.infer<typeof editDioceseSchema>;
