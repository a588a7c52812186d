import { useStudentRecordPart } from './student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/assignments, newest academic year first.

export interface Extension {
  id: number;
  /** spec 9: 7 days, 14 days, 21 days, more than 21 days. */
  length: string;
  /** Pending, Approved, Rejected or Withdrawn. */
  status: string;
  lastEssayOfYear: boolean;
  requestedAt: string;
  originalDueDate: string | null;
  newDueDate: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface ModuleRef {
  code: string;
  title: string;
}

export interface Assignment {
  id: number;
  title: string;
  dueDate: string;
  /** The approved extension's new due date, else the due date. */
  effectiveDueDate: string;
  weight: number;
  academicYear: number;
  academicYearLabel: string;
  module: ModuleRef;
  submission: { submittedOn: string | null; mark: number | null } | null;
  /** Newest request first. */
  extensions: Extension[];
}

export type ModuleExtension = Extension & { academicYear: number; academicYearLabel: string; module: ModuleRef };

export interface StudentAssignments {
  items: Assignment[];
  /** Extensions asked for a whole module rather than one assignment. */
  moduleExtensions: ModuleExtension[];
}

export const useStudentAssignments = (basePath: string) =>
  useStudentRecordPart<StudentAssignments>(basePath, 'assignments');
