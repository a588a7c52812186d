import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetTokenInfo } from '@collegium/domain/account-links';
import { passwordSchema } from '@collegium/domain/password-policy';
import { z } from 'zod';
import { auth } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET /auth/reset/:token names the account; POST /auth/reset/:token sets the
// new password (the one policy of domain/src/password-policy.ts, as at registration); 410 when
// the link is unknown, used or expired.

export const resetPasswordSchema = z
  .object({
    /** The new password. */
    password: passwordSchema,
    /** The same again, to catch a typing slip. */
    confirm: z.string().min(1, 'Type the new password again.'),
  })
  .refine((v) => v.password === v.confirm, { message: 'The two passwords do not match.', path: ['confirm'] });

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export type { ResetTokenInfo };

export function useResetToken(token: string) {
  return useQuery({
    queryKey: ['auth', 'reset', token],
    queryFn: async () => (await auth.get<ResetTokenInfo>(`reset/${encodeURIComponent(token)}`)).data,
    meta: { handlesErrors: true },
    retry: false,
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (values: ResetPasswordValues) =>
      auth.post<null>(`reset/${encodeURIComponent(token)}`, { password: values.password }),
    meta: { handlesErrors: true },
  });
}
