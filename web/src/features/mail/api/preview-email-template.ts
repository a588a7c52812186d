import type { RenderedPreview } from '@collegium/domain/email-templates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: POST {api}/email-templates/{key}/preview { subject, body }: the message as
// it would be sent, rendered by the server's own renderer with the placeholders' sample values.

export function useTemplatePreview(key: string, subject: string, body: string) {
  return useQuery({
    queryKey: ['email-templates', key, 'preview', subject, body],
    queryFn: async ({ signal }) =>
      (
        await api.post<RenderedPreview>(
          `email-templates/${encodeURIComponent(key)}/preview`,
          { subject, body },
          { signal },
        )
      ).data,
    enabled: subject.trim() !== '' && body.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: Infinity,
    // The editor shows problems under the fields.
    meta: { handlesErrors: true },
  });
}
