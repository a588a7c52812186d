import { useQuery } from '@tanstack/react-query';
import type { FacultyTeaching } from '@collegium/domain/teaching';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Modules and faculty": GET {api}/faculty/:id/teaching (faculty:view; the
// tutees only with students:view, or a tutor's own with mystudents:view).

export function useFacultyTeaching(facultyId: string) {
  return useQuery({
    queryKey: ['faculty', facultyId, 'teaching'],
    queryFn: async ({ signal }) =>
      (await api.get<FacultyTeaching>(`faculty/${encodeURIComponent(facultyId)}/teaching`, { signal })).data,
  });
}
