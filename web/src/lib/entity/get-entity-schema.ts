import type { EntityAbilities, EntitySchema } from '@collegium/domain/entities/entity-contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

// docs/api-contract.md: GET {api}/{entity}?schema — the public definition plus what the caller
// may do, so the screens never re-derive permissions.

export type { EntityAbilities, EntitySchema };
export type EntityField = EntitySchema['fields'][number];

export const entityKeys = {
  all: (entity: string) => ['entities', entity] as const,
  schema: (entity: string) => ['entities', entity, 'schema'] as const,
  lists: (entity: string) => ['entities', entity, 'list'] as const,
  record: (entity: string, id: string) => ['entities', entity, 'record', id] as const,
  history: (entity: string, id: string) => ['entities', entity, 'history', id] as const,
};

export function useEntitySchema(entity: string) {
  return useQuery({
    queryKey: entityKeys.schema(entity),
    queryFn: async () => (await api.get<EntitySchema>(`${entity}?schema`)).data,
    staleTime: 5 * 60_000,
  });
}
