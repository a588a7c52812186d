import type { FinanceDetailsView } from '@collegium/domain/student-finance';
import { useStudentRecordPart } from '../../../../lib/api/student-record/student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/finance, the current engagement's payment terms
// and the student's account (invoices, credits, payments, statement).

export interface StudentFinance {
  engagement: {
    id: number;
    programmeCode: string;
    /** YYYY-MM-DD. */
    startIntake: string;
    /** spec 9: the schedule the intake follows; null for an intake in another month. */
    intake: 'September' | 'January' | null;
    paymentTerm: string | null;
    /** spec 9: admin10, admin3 or studentloan; null for none. */
    feeClassification: string | null;
    /** YYYY-MM-01 of each instalment month. */
    instalments: string[];
  } | null;
  account: FinanceDetailsView;
}

export const useStudentFinance = (basePath: string) => useStudentRecordPart<StudentFinance>(basePath, 'finance');
