import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';

// The roles to choose from (generic GET {api}/roles, spec 7.2), every one on one page.

export interface RoleSummary {
  id: number;
  name: string;
  description: string | null;
  permissions: string;
}

export function useAllRoles() {
  return useQuery({
    queryKey: [...entityKeys.lists('roles'), 'all'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ items: RoleSummary[] }>('roles', {
          query: { pageSize: 200, sort: 'name', order: 'asc' },
          signal,
        })
      ).data.items,
  });
}
