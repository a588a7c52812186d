import { registrationSchema } from '@collegium/domain/application-registration';
import type { RegistrationAnswer } from '@collegium/domain/application-state';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { auth } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Applying": POST /auth/register answers 202 with the same message
// whether or not the address already has an account; 422 per field (the server also refuses
// common passwords).

export const registerFormSchema = registrationSchema
  .extend({
    /** The password again, to catch a typing slip (not sent). */
    confirm: z.string().min(1, 'Type the password again.'),
  })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords do not match.', path: ['confirm'] });

export type RegisterFormValues = z.input<typeof registerFormSchema>;

export function useRegister() {
  return useMutation({
    mutationFn: async ({ confirm: _confirm, ...values }: RegisterFormValues) =>
      (await auth.post<RegistrationAnswer>('register', values)).data,
    meta: { handlesErrors: true },
  });
}
