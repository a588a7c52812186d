import { useListQuery } from '../../../lib/list-query.ts';

// docs/api-contract.md: GET {api}/students/enrolment (students:enrolment): the sessions of an
// academic year with their enrolment, paged on the server.

export interface EnrolmentRow {
  sessionId: number;
  studentId: number;
  engagementId: number;
  partnerId: number;
  name: string;
  programme: string;
  level: string | null;
  hub: string | null;
  engagementStatus: string;
  startIntake: string;
  /** The session's enrolment status (spec 4.2). */
  status: string;
  enrolledAt: string | null;
  enrolledBy: { id: number; name: string } | null;
}

export interface EnrolmentList {
  items: EnrolmentRow[];
  total: number;
  page: number;
  pageSize: number;
  academicYear: number;
  counts: { enrolled: number; notEnrolled: number };
  hubs: string[];
  academicYears: number[];
}

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
