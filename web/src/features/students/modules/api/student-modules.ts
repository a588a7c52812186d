import type { PlaceExpectedResult } from '@collegium/domain/expected-modules';
import type { PlacesResult } from '@collegium/domain/module-places';
import type { StudentModules } from '@collegium/domain/student-modules';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { useStudentRecordPart } from '../../../../lib/api/student-record/student-record-query.ts';

// Issue 18, the record's Modules tab: GET {api}/students/{id}/modules; placing and removing go
// through the instance's calls (POST / DELETE {api}/module-instances/:id/places), whose success
// refreshes the record's calls (the record page listens to every successful write); a session's
// expected modules are placed by POST {api}/students/:id/modules/place-expected.

export type { StudentModules };
export type StudentModuleSession = StudentModules['sessions'][number];
export type StudentModulePlace = StudentModuleSession['places'][number];

export const useStudentModules = (studentId: number) =>
  useStudentRecordPart<StudentModules>(`students/${studentId}`, 'modules');

export function usePlaceOnInstance(studentId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (instanceId: number) =>
      (await api.post<PlacesResult>(`module-instances/${instanceId}/places`, { studentIds: [studentId] })).data,
  });
}

export function useRemoveFromInstance(studentId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (instanceId: number) => {
      await api.delete(`module-instances/${instanceId}/places/${studentId}`);
    },
  });
}

export function usePlaceExpected(studentId: number) {
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: async (sessionId: number) =>
      (await api.post<PlaceExpectedResult>(`students/${studentId}/modules/place-expected`, { sessionId })).data,
  });
}
