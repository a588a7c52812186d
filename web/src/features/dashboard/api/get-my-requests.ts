import type { RequestList } from '@collegium/domain/student-requests';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// docs/api-contract.md: GET {api}/forms/student/requests, the student's own requests; the
// dashboard marks the forms with one still pending. Only asked for when the user is a student; a
// failure only leaves the marks out (the forms themselves still open), so it is not reported.

export function useMyRequestList(enabled: boolean) {
  return useQuery({
    // Under the requests screens' key ('student-requests'), so their writes refresh the marks too.
    queryKey: ['student-requests', 'requests'],
    queryFn: async () => (await api.get<RequestList>('forms/student/requests')).data,
    enabled,
    meta: { handlesErrors: true },
  });
}
