import type { EnrolResult } from '@collegium/domain/enrolment-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ENROLMENT_KEY } from './get-enrolment.ts';

// docs/api-contract.md: POST {api}/students/enrolment/enrol { sessionIds }: all or nothing.

export function useEnrolSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (sessionIds: number[]) =>
      (await api.post<EnrolResult>('students/enrolment/enrol', { sessionIds })).data,
    onSettled: () => client.invalidateQueries({ queryKey: ENROLMENT_KEY }),
  });
}
