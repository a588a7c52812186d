import type { RoleList, RoleSummary } from '@collegium/domain/entities/entity-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';

// The roles to choose from (generic GET {api}/roles, spec 7.2), every one on one page.

export type { RoleSummary };

export function useAllRoles() {
  return useQuery({
    queryKey: [...entityKeys.lists('roles'), 'all'],
    queryFn: async ({ signal }) =>
      (
        await api.get<RoleList>('roles', {
          query: { pageSize: 200, sort: 'name', order: 'asc' },
          signal,
        })
      ).data.items,
  });
}
