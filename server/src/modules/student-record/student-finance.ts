import { academicYearOf } from '@collegium/domain/academic-year';
import { type Intake, paymentDates } from '@collegium/domain/payment-schedule';
import { feeClassification } from '@collegium/domain/payment-terms';
import type { Kysely } from 'kysely';
import type { StudentFinance } from '@collegium/domain/student-record-views';
import type { Database } from '../../db/schema.ts';
import { readFinanceDetails } from '../student-finance/finance-details.ts';

// The Finance summary tab, with what the records hold so far: the current engagement's payment
// term, the months it is paid in for the engagement's intake (spec 9's payment schedule) and the
// fee classification the term adds; and the student's account as the student sees it (fees,
// invoices, credit notes, payments, the statement with its running balance): issue 11.19.

/** spec 9: a September start follows the September schedule, a January start the January one. */
export function intakeOf(startIntake: string): Intake | null {
  const month = startIntake.slice(5, 7);
  return month === '09' ? 'September' : month === '01' ? 'January' : null;
}

/**
 * The instalment months of a term for an intake. The schedule starts in the August (September
 * intake) or December (January intake) that opens the intake's academic year, so a January 2027
 * intake starts in December 2026.
 */
export function instalmentMonths(startIntake: string, term: string | null): string[] {
  const intake = intakeOf(startIntake);
  if (!intake || !term) return [];
  return paymentDates(intake, term, academicYearOf(startIntake));
}

/** The student's finance summary; undefined when there is no such student. */
export async function loadStudentFinance(db: Kysely<Database>, studentId: number): Promise<StudentFinance | undefined> {
  const row = await db
    .selectFrom('students as s')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .select(['s.id as student_id', 'e.id', 'e.programme_code', 'e.start_intake', 'e.payment_term'])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const account = await readFinanceDetails(db, studentId);
  if (row.id === null || row.programme_code === null || row.start_intake === null) return { engagement: null, account };
  return {
    account,
    engagement: {
      id: Number(row.id),
      programmeCode: row.programme_code,
      startIntake: row.start_intake,
      intake: intakeOf(row.start_intake),
      paymentTerm: row.payment_term,
      feeClassification: (row.payment_term && feeClassification(row.payment_term)) ?? null,
      instalments: instalmentMonths(row.start_intake, row.payment_term),
    },
  };
}
