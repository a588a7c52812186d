import { useStudentRecordPart } from './student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/results, the module places by academic year.

export interface ModulePlace {
  id: number;
  engagementId: number;
  programmeCode: string;
  moduleInstanceId: number;
  moduleCode: string;
  moduleTitle: string;
  level: string;
  credits: number;
  hub: string;
  tutor: string | null;
  /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
  outcome: string;
  mark: number | null;
  creditsAwarded: number | null;
}

export interface LevelTotal {
  level: string;
  achieved: number;
  /** spec 9: 120 per level. */
  required: number;
}

export interface StudentResults {
  /** Newest academic year first. */
  years: { academicYear: number; label: string; modules: ModulePlace[] }[];
  totals: { levels: LevelTotal[]; achieved: number; required: number };
}

export const useStudentResults = (basePath: string) => useStudentRecordPart<StudentResults>(basePath, 'results');
