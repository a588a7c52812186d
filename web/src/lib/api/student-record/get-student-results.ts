import type { StudentResults } from '@collegium/domain/student-record-views';
import { useStudentRecordPart } from './student-record-query.ts';

// GET {api}/students/{id}/results: the Modules and results tab (domain/student-record-views.ts).

export type { StudentResults };
export type ModulePlace = StudentResults['years'][number]['modules'][number];
export type LevelTotal = StudentResults['totals']['levels'][number];

export const useStudentResults = (basePath: string) => useStudentRecordPart<StudentResults>(basePath, 'results');
