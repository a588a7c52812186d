import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { studentRecordKeys } from '../../../../lib/api/student-record/student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/summary (students:view), the record page header.

export interface StudentSummary {
  id: number;
  /** Preferred name (else first name) and surname. */
  name: string;
  /** Shown zero-padded to 7 digits (spec 3). */
  partnerId: number;
  programmeCode: string;
  programmeTitle: string | null;
  level: string | null;
  cohort: string | null;
  hub: string | null;
  status: string;
  personalTutor: { id: number; name: string } | null;
  hasPhoto: boolean;
  /** On the MA programme: the Dissertation tab is shown. */
  isMa: boolean;
  /** spec 5: MA and cohort 7. */
  dissertationReady: boolean;
  currentEngagementId: number | null;
}

export function useStudentSummary(basePath: string) {
  return useQuery({
    queryKey: studentRecordKeys.part(basePath, 'summary'),
    queryFn: async ({ signal }) => (await api.get<StudentSummary>(`${basePath}/summary`, { signal })).data,
    // The page says in place when the student does not exist; other failures it reports itself.
    meta: { handlesErrors: true },
  });
}
