import { z } from 'zod';
import type { ApiErrorBody, ApiErrorDetail } from './error-message.ts';

// spec 8, DESIGN 4: the error body's shape as a zod schema (the types are in error-message.ts,
// which the web shell loads without zod).
export const apiErrorDetailSchema: z.ZodType<ApiErrorDetail> = z.object({ message: z.string(), param: z.string() });

export const apiErrorBodySchema: z.ZodType<ApiErrorBody> = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z.array(apiErrorDetailSchema).optional(),
});
