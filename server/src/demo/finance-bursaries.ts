import { insertAll, type Trx } from './batch.ts';

// Issue 14, the demo's bursaries and discounts (finance.ts calls it for each self-funding student
// but the demo student): about one in six is awarded a bursary or a discount (with the bursary
// application the committee decided), and one in ten of the rest has an application waiting or
// declined. The student's own random numbers are drawn here in the order finance.ts always drew
// them, so the demo data stays as it was.

export interface BursarySeed {
  studentId: number;
  year: number;
  /** The year's tuition fee, pence. */
  fee: number;
  assessmentId: number;
  awardedOn: string;
  rnd: () => number;
  now: string;
}

/** The award made (credited once the invoices exist), or none. */
export async function seedBursary(
  trx: Trx,
  { studentId, year, fee, assessmentId, awardedOn, rnd, now }: BursarySeed,
): Promise<{ reduction: number; award: { id: number; type: string } | null }> {
  const roll = rnd();
  const type =
    roll < 0.1
      ? 'General Bursary'
      : roll < 0.13
        ? "Principal's Bursary"
        : roll < 0.15
          ? 'Staff Discount'
          : roll < 0.17
            ? 'Discretionary Discount'
            : null;
  if (type) {
    const reduction = type === 'Staff Discount' ? Math.round(fee / 2) : (2 + Math.floor(rnd() * 9)) * 10_000;
    let applicationId: number | null = null;
    if (type === 'General Bursary' || type === "Principal's Bursary") {
      applicationId =
        (
          await insertAll(trx, 'bursary_applications', [
            application(studentId, year, 'Awarded', type, reduction / 100, `${year}-09-12T10:30:00.000Z`, now),
          ])
        )[0] ?? null;
    }
    const [awardId] = await insertAll(trx, 'bursary_awards', [
      {
        student_id: studentId,
        fee_assessment_id: assessmentId,
        application_id: applicationId ?? null,
        academic_year: year,
        type,
        amount_pence: reduction,
        awarded_on: awardedOn,
        created_at: now,
      },
    ]);
    return { reduction, award: { id: awardId as number, type } };
  }
  if (rnd() < 0.1) {
    const status = rnd() < 0.7 ? 'Submitted' : 'Declined';
    await insertAll(trx, 'bursary_applications', [
      application(
        studentId,
        year,
        status,
        'General Bursary',
        300 + Math.floor(rnd() * 8) * 100,
        `${year}-10-20T14:05:00.000Z`,
        now,
      ),
    ]);
  }
  return { reduction: 0, award: null };
}

function application(
  studentId: number,
  year: number,
  status: string,
  type: string,
  pounds: number,
  submittedAt: string,
  now: string,
) {
  return {
    student_id: studentId,
    academic_year: year,
    status,
    bursary_type: type,
    income_band: '£15,000 to £24,999',
    dependants: 2,
    other_funding: 'A grant from my parish of £250.',
    other_funding_total: 250,
    monthly_outgoings: 1450,
    amount_requested: pounds,
    statement:
      'I work part time alongside my studies and my household income fell this year when my hours were cut. The bursary would let me pay the fee instalments and travel to the residential weekends without falling behind on rent.',
    declaration: 1,
    submitted_at: submittedAt,
    decided_at: status === 'Awarded' || status === 'Declined' ? `${year}-10-03T09:00:00.000Z` : null,
    decision_note:
      status === 'Declined'
        ? 'The committee could not fund every application this term; please speak to the finance office about a payment plan.'
        : null,
    created_at: now,
    updated_at: now,
  };
}
