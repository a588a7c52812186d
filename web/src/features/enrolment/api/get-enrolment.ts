import type { EnrolmentList } from '@collegium/domain/enrolment-list';
import { useListQuery } from '../../../lib/list-query.ts';

// docs/api-contract.md: GET {api}/students/enrolment (students:enrolment): the sessions of an
// academic year with their enrolment, paged on the server.

export interface EnrolmentParams {
  academicYear: number | null;
  intake: string;
  status: string;
  enrolled: '' | 'true' | 'false';
  hub: string;
  programme: string;
  search: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

export const ENROLMENT_KEY = ['students', 'enrolment'] as const;

export function useEnrolment(params: EnrolmentParams) {
  return useListQuery<EnrolmentList, EnrolmentParams>(ENROLMENT_KEY, 'students/enrolment', params);
}
