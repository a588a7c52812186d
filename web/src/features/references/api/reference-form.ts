import { type referenceFormSchema } from '@collegium/domain/application-reference-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReferenceRequest } from '@collegium/domain/reference-links';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Applying": the public reference form behind a referee's link.
// GET names the applicant and course; POST sends the answers (204); both 410 once the link is
// used, replaced or expired.

export type ReferenceFormValues = z.input<ReturnType<typeof referenceFormSchema>>;

export function useReferenceRequest(token: string) {
  return useQuery({
    queryKey: ['references', 'form', token],
    queryFn: async () => (await api.get<ReferenceRequest>(`references/form/${encodeURIComponent(token)}`)).data,
    meta: { handlesErrors: true },
    retry: false,
    staleTime: Infinity,
  });
}

export function useSendReference(token: string) {
  return useMutation({
    mutationFn: async (values: ReferenceFormValues) => {
      await api.post<null>(`references/form/${encodeURIComponent(token)}`, values);
    },
    meta: { handlesErrors: true },
  });
}
