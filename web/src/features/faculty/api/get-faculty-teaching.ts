import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md, "Modules and faculty": GET {api}/faculty/:id/teaching (faculty:view; the
// tutees only with students:view, or a tutor's own with mystudents:view).

export interface TaughtInstance {
  instanceId: number;
  moduleId: number;
  moduleCode: string;
  moduleTitle: string;
  academicYear: number;
  hub: string;
  studentCount: number;
}

export interface Tutee {
  studentId: number;
  name: string;
  partnerId: number;
  programme: string;
  level: string | null;
  status: string;
}

export interface FacultyTeaching {
  facultyId: number;
  modules: TaughtInstance[];
  tuteeCount: number;
  /** null when the viewer may not see them. */
  tutees: Tutee[] | null;
}

export function useFacultyTeaching(facultyId: string) {
  return useQuery({
    queryKey: ['faculty', facultyId, 'teaching'],
    queryFn: async ({ signal }) =>
      (await api.get<FacultyTeaching>(`faculty/${encodeURIComponent(facultyId)}/teaching`, { signal })).data,
  });
}
