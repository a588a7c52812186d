import type { EntityListPage, RoleRecord } from '@collegium/domain/entities/entity-record';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { entityKeys } from '../../../lib/entity/get-entity-schema.ts';

// The roles to choose from (generic GET {api}/roles, spec 7.2), every one on one page.

/** A role to choose from: its name, description and permission string. */
export type RoleSummary = Pick<RoleRecord, 'id'> & { name: string; description: string | null; permissions: string };

export function useAllRoles() {
  return useQuery({
    queryKey: [...entityKeys.lists('roles'), 'all'],
    queryFn: async ({ signal }) =>
      (
        await api.get<EntityListPage<RoleSummary & RoleRecord>>('roles', {
          query: { pageSize: 200, sort: 'name', order: 'asc' },
          signal,
        })
      ).data.items,
  });
}
