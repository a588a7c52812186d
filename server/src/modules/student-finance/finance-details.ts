import { academicYear } from '@collegium/domain/academic-year';
import { type CreditNoteKind, statement } from '@collegium/domain/finance-ledger';
import { type Intake, paymentDates } from '@collegium/domain/payment-schedule';
import type { PaymentTerm } from '@collegium/domain/payment-terms';
import { type FinanceDetailsView, type FundingSource, invoiceStatus } from '@collegium/domain/student-finance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// spec 7.3 GET forms/student/finance-details: the signed-in student's fees, invoices, payments and
// bursaries, read only, and the statement of them all with its running balance (also the staff's
// Finance tab). Credit notes (bursaries, discounts) settle invoices and lower the balance.
// Amounts in pence; the screen formats them (money-format.ts).

export const todayIso = () => new Date().toISOString().slice(0, 10);

export async function readFinanceDetails(
  db: Kysely<Database>,
  studentId: number,
  today = todayIso(),
): Promise<FinanceDetailsView> {
  const [assessments, invoices, payments, awards, credits, allocations, receipts, refunds] = await Promise.all([
    db
      .selectFrom('fee_assessments as f')
      .innerJoin('engagements as e', 'e.id', 'f.engagement_id')
      .innerJoin('engagement_sessions as s', 's.id', 'f.session_id')
      .select([
        'f.id',
        'f.academic_year',
        'e.programme_code',
        's.level',
        'e.pace',
        'f.tuition_fee_pence',
        'f.funding_source',
        'f.sponsor_name',
        'f.payment_term',
        'f.intake',
      ])
      .where('f.student_id', '=', studentId)
      .orderBy('f.academic_year', 'desc')
      .execute(),
    db
      .selectFrom('invoices')
      .select(['id', 'number', 'description', 'payer', 'issued_on', 'due_on', 'amount_pence'])
      .where('student_id', '=', studentId)
      // Drafts are finance's work in progress: a student owes an invoice once it is issued.
      .where('status', '=', 'issued')
      .orderBy('due_on')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payments as p')
      .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
      .select(['p.id', 'p.invoice_id', 'i.number', 'p.received_on', 'p.amount_pence', 'p.method', 'p.reference'])
      .where('p.student_id', '=', studentId)
      // The invoice must be the student's too: a payment never shows another's invoice.
      .where('i.student_id', '=', studentId)
      .orderBy('p.received_on', 'desc')
      .orderBy('p.id', 'desc')
      .execute(),
    db
      .selectFrom('bursary_awards')
      .select(['id', 'academic_year', 'type', 'amount_pence', 'awarded_on', 'fee_assessment_id'])
      .where('student_id', '=', studentId)
      .orderBy('awarded_on', 'desc')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['id', 'number', 'kind', 'description', 'issued_on', 'amount_pence'])
      .where('student_id', '=', studentId)
      .orderBy('issued_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('credit_allocations as c')
      .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
      .select(['c.invoice_id', 'c.amount_pence'])
      .where('i.student_id', '=', studentId)
      .execute(),
    // Money received that no invoice needed (issue 14): credit on the account.
    db
      .selectFrom('receipts as r')
      .select((eb) => [
        'r.id',
        'r.received_on',
        'r.method',
        'r.reference',
        'r.amount_pence',
        eb
          .selectFrom('payments as p')
          .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_pence'), p.lit(0)).as('s'))
          .whereRef('p.receipt_id', '=', 'r.id')
          .as('allocated'),
      ])
      .where('r.student_id', '=', studentId)
      .execute(),
    // Money paid back out of that credit (issue 14).
    db
      .selectFrom('refunds')
      .select(['id', 'refunded_on', 'method', 'reference', 'amount_pence'])
      .where('student_id', '=', studentId)
      .execute(),
  ]);
  const onAccount = receipts
    .map((r) => ({ ...r, rest: r.amount_pence - Number(r.allocated ?? 0) }))
    .filter((r) => r.rest > 0);

  const paidBy = new Map<number, number>();
  for (const p of payments) paidBy.set(p.invoice_id, (paidBy.get(p.invoice_id) ?? 0) + p.amount_pence);
  const creditedBy = new Map<number, number>();
  for (const c of allocations) creditedBy.set(c.invoice_id, (creditedBy.get(c.invoice_id) ?? 0) + c.amount_pence);
  const invoiceViews = invoices.map((i) => {
    const paid = paidBy.get(i.id) ?? 0;
    const credited = creditedBy.get(i.id) ?? 0;
    return {
      id: i.id,
      number: i.number,
      description: i.description,
      payer: i.payer,
      issuedOn: i.issued_on,
      dueOn: i.due_on,
      amount: i.amount_pence,
      paid,
      credited,
      outstanding: Math.max(0, i.amount_pence - paid - credited),
      status: invoiceStatus(i.amount_pence, paid + credited, i.due_on, today),
    };
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const invoiced = sum(invoiceViews.map((i) => i.amount));
  // Paid, net of what was refunded.
  const paid =
    sum(payments.map((p) => p.amount_pence)) +
    sum(onAccount.map((r) => r.rest)) -
    sum(refunds.map((r) => r.amount_pence));
  const credited = sum(credits.map((c) => c.amount_pence));
  const next = invoiceViews.find((i) => i.outstanding > 0);

  return {
    assessments: assessments.map((a) => ({
      id: a.id,
      academicYear: a.academic_year,
      academicYearLabel: academicYear(a.academic_year),
      programmeCode: a.programme_code,
      level: a.level,
      pace: a.pace,
      tuitionFee: a.tuition_fee_pence,
      reductions: sum(awards.filter((w) => w.fee_assessment_id === a.id).map((w) => w.amount_pence)),
      fundingSource: a.funding_source as FundingSource,
      sponsorName: a.sponsor_name,
      paymentTerm: a.payment_term as PaymentTerm,
      scheduleDates: paymentDates(a.intake as Intake, a.payment_term, a.academic_year),
    })),
    invoices: invoiceViews,
    payments: payments.map((p) => ({
      id: p.id,
      invoiceNumber: p.number,
      receivedOn: p.received_on,
      amount: p.amount_pence,
      method: p.method,
      reference: p.reference,
    })),
    bursaries: awards.map((w) => ({
      id: w.id,
      academicYearLabel: academicYear(w.academic_year),
      type: w.type,
      amount: w.amount_pence,
      awardedOn: w.awarded_on,
    })),
    credits: credits.map((c) => ({
      id: c.id,
      number: c.number,
      kind: c.kind as CreditNoteKind,
      description: c.description,
      issuedOn: c.issued_on,
      amount: c.amount_pence,
    })),
    totals: {
      invoiced,
      credited,
      paid,
      balance: invoiced - credited - paid,
      overdue: sum(invoiceViews.filter((i) => i.status === 'Overdue').map((i) => i.outstanding)),
      creditOnAccount: Math.max(0, sum(onAccount.map((r) => r.rest)) - sum(refunds.map((r) => r.amount_pence))),
    },
    nextDue: next ? { dueOn: next.dueOn, amount: next.outstanding } : null,
    statement: statement([
      ...invoices.map((i) => ({
        date: i.issued_on,
        kind: 'Invoice' as const,
        reference: i.number,
        description: i.description,
        charge: i.amount_pence,
        credit: 0,
      })),
      ...credits.map((c) => ({
        date: c.issued_on,
        kind: 'Credit note' as const,
        reference: c.number,
        description: c.description,
        charge: 0,
        credit: c.amount_pence,
      })),
      ...payments.map((p) => ({
        date: p.received_on,
        kind: 'Payment' as const,
        reference: p.reference,
        description: `${p.method}, for ${p.number}`,
        charge: 0,
        credit: p.amount_pence,
      })),
      ...onAccount.map((r) => ({
        date: r.received_on,
        kind: 'Payment' as const,
        reference: r.reference,
        description: `${r.method}, kept on the account`,
        charge: 0,
        credit: r.rest,
      })),
      ...refunds.map((r) => ({
        date: r.refunded_on,
        kind: 'Refund' as const,
        reference: r.reference,
        description: `${r.method}, refunded from the credit on the account`,
        charge: r.amount_pence,
        credit: 0,
      })),
    ]),
  };
}
