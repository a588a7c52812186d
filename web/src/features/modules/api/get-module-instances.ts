import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Modules and faculty": GET {api}/modules/:id/instances (modules:view).

export interface ModuleInstance {
  id: number;
  /** The academic year's first calendar year (2026 = 2026/27). */
  academicYear: number;
  hub: string;
  startsOn: string | null;
  tutor: { id: number; name: string } | null;
  studentCount: number;
  /** Whether the viewer may list its students. */
  canViewStudents: boolean;
}

export function useModuleInstances(moduleId: string) {
  return useQuery({
    queryKey: ['modules', moduleId, 'instances'],
    queryFn: async ({ signal }) =>
      (
        await api.get<{ moduleId: number; items: ModuleInstance[] }>(
          `modules/${encodeURIComponent(moduleId)}/instances`,
          { signal },
        )
      ).data.items,
  });
}
