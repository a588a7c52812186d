import type { StudentAssignments } from '@collegium/domain/student-record-views';
import { useStudentRecordPart } from './student-record-query.ts';

// GET {api}/students/{id}/assignments: the Assignments and extensions tab
// (domain/student-record-views.ts).

export type { StudentAssignments };
export type Assignment = StudentAssignments['items'][number];
export type Extension = Assignment['extensions'][number];
export type ModuleRef = Assignment['module'];
export type ModuleExtension = StudentAssignments['moduleExtensions'][number];

export const useStudentAssignments = (basePath: string) =>
  useStudentRecordPart<StudentAssignments>(basePath, 'assignments');
