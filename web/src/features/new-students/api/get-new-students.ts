import { useListQuery } from '../../../lib/list-query.ts';

// docs/api-contract.md: GET {api}/students/new (students:recruitment): the students starting at
// an upcoming intake, the next one unless another is chosen.

export interface NewStudentRow {
  engagementId: number;
  studentId: number;
  partnerId: number;
  name: string;
  email: string | null;
  programme: string;
  level: string | null;
  pace: string | null;
  hub: string | null;
  status: string;
  startIntake: string;
}

export interface NewStudentsList {
  items: NewStudentRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The intake listed; null when none is to come. */
  intake: string | null;
  /** Upcoming intakes, earliest (the next) first. */
  intakes: string[];
  hubs: string[];
}

export interface NewStudentsParams {
  /** Empty: the next intake. */
  intake: string;
  hub: string;
  programme: string;
  status: string;
  search: string;
  page: number;
  pageSize: number;
  sort: string;
  order: 'asc' | 'desc';
}

export function useNewStudents(p: NewStudentsParams) {
  return useListQuery<NewStudentsList, NewStudentsParams>(['students', 'new'], 'students/new', p);
}
