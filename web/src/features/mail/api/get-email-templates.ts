import { useQuery } from '@tanstack/react-query';
import type { EmailTemplate, EmailTemplateList } from '@collegium/domain/email-templates';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/email-templates and GET {api}/email-templates/{key} (admin:templates).

export const EMAIL_TEMPLATES_KEY = ['email-templates'] as const;

export function useEmailTemplates() {
  return useQuery({
    queryKey: EMAIL_TEMPLATES_KEY,
    queryFn: async ({ signal }) => (await api.get<EmailTemplateList>('email-templates', { signal })).data.items,
  });
}

export function useEmailTemplate(key: string | null) {
  return useQuery({
    queryKey: [...EMAIL_TEMPLATES_KEY, key],
    queryFn: async ({ signal }) =>
      (await api.get<EmailTemplate>(`email-templates/${encodeURIComponent(key ?? '')}`, { signal })).data,
    enabled: key !== null,
  });
}
