import type { EntityPage } from '@collegium/domain/entities/entity-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

// The personal tutors to choose from: the faculty list (docs/api-contract.md, generic entity
// calls), active members first by surname. The form copes without it (the reader may not see faculty).

export interface FacultyChoice {
  value: string;
  label: string;
}

export function useFacultyChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['entities', 'faculty', 'list', { purpose: 'tutor-choices' }],
    queryFn: async ({ signal }): Promise<FacultyChoice[]> => {
      const page = (
        await api.get<EntityPage>('faculty', { query: { sort: 'lastName', order: 'asc', pageSize: 200 }, signal })
      ).data;
      return page.items.map((f) => ({
        value: String(f.id),
        label:
          `${String(f.firstName ?? '')} ${String(f.lastName ?? '')}`.trim() + (f.active === false ? ' (left)' : ''),
      }));
    },
    enabled,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}
