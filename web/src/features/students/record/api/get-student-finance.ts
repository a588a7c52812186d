import type { StudentFinanceAnswer } from '@collegium/domain/student-record-views';
import { useStudentRecordPart } from '../../../../lib/api/student-record/student-record-query.ts';

// GET {api}/students/{id}/finance: the current engagement's payment terms and the student's
// account (invoices, credits, payments, statement); domain/student-record-views.ts.

export type StudentFinance = StudentFinanceAnswer;

export const useStudentFinance = (basePath: string) => useStudentRecordPart<StudentFinance>(basePath, 'finance');
