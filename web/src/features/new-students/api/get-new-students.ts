import type { NewStudentsList } from '@collegium/domain/new-students';
import { useListQuery } from '../../../lib/list-query.ts';

// docs/api-contract.md: GET {api}/students/new (students:recruitment): the students starting at
// an upcoming intake, the next one unless another is chosen.

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
