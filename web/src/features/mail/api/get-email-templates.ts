import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/email-templates and GET {api}/email-templates/{key} (admin:templates).

export interface EmailTemplateSummary {
  key: string;
  name: string;
  subject: string;
  updatedAt: string;
  /** Who saved it last; null while it is as installed. */
  updatedBy: string | null;
  version: number;
}

export interface Placeholder {
  name: string;
  description: string;
  /** The value the preview uses. */
  sample: string;
}

export interface EmailTemplate extends EmailTemplateSummary {
  body: string;
  placeholders: Placeholder[];
}

export const EMAIL_TEMPLATES_KEY = ['email-templates'] as const;

export function useEmailTemplates() {
  return useQuery({
    queryKey: EMAIL_TEMPLATES_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: EmailTemplateSummary[] }>('email-templates', { signal })).data.items,
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
