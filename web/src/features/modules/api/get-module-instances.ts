import { useQuery } from '@tanstack/react-query';
import type { ModuleInstances } from '@collegium/domain/teaching';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Modules and faculty": GET {api}/modules/:id/instances (modules:view),
// with what the caller may plan (issue 18).

export function useModuleInstances(moduleId: string) {
  return useQuery({
    queryKey: ['modules', moduleId, 'instances'],
    queryFn: async ({ signal }) =>
      (await api.get<ModuleInstances>(`modules/${encodeURIComponent(moduleId)}/instances`, { signal })).data,
  });
}
