import { z } from 'zod';
import { hesaAnswersSchema } from './student-hesa.ts';

/** GET students/:id/hesadata (staff, special category): every year's answers of one student. */
export const studentHesaYearsView = z.object({
  years: z.array(z.object({ academicYear: z.string(), answers: hesaAnswersSchema, updatedAt: z.string() })),
});
export type StudentHesaYearsView = z.infer<typeof studentHesaYearsView>;
