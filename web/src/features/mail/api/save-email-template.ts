import type { EmailTemplate } from '@collegium/domain/email-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { EMAIL_TEMPLATES_KEY } from './get-email-templates.ts';

// docs/api-contract.md: PUT {api}/email-templates/{key} { subject, body, version }: 422 names
// placeholders the template may not use; 409 when someone else saved first.

export interface SaveTemplateInput {
  key: string;
  subject: string;
  body: string;
  version: number;
}

export function useSaveEmailTemplate() {
  const client = useQueryClient();
  return useMutation({
    // The editor shows 422s under the fields and the 409 with a Reload button.
    meta: { handlesErrors: true },
    mutationFn: async ({ key, ...body }: SaveTemplateInput) =>
      (await api.put<EmailTemplate>(`email-templates/${encodeURIComponent(key)}`, body)).data,
    onSuccess: (saved) => {
      client.setQueryData([...EMAIL_TEMPLATES_KEY, saved.key], saved);
      return client.invalidateQueries({ queryKey: EMAIL_TEMPLATES_KEY, exact: true });
    },
  });
}
