import type { FeeAssessmentDetail, InvoiceState } from '@collegium/domain/fee-assessment';
import { feeClassification } from '@collegium/domain/payment-terms';
import { baseTerm } from '@collegium/domain/instalment-plan';
import type { FeeKind } from '@collegium/domain/payment-terms';
import type { FundingSource } from '@collegium/domain/student-finance';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** One assessment with its tuition invoices (drafts and issued), as finance reads it. */
export async function readAssessment(db: Executor, id: number): Promise<FeeAssessmentDetail> {
  const a = await db.selectFrom('fee_assessments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!a) throw notFound(`There is no fee assessment with id ${id}.`);
  const [invoices, corrections] = await Promise.all([
    db
      .selectFrom('invoices')
      .select([
        'id',
        'number',
        'status',
        'description',
        'payer',
        'issued_on',
        'due_on',
        'amount_pence',
        'instalment_number',
        'instalment_count',
        'classification',
      ])
      .where('fee_assessment_id', '=', id)
      .where('instalment_number', 'is not', null)
      .orderBy('due_on')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select('amount_pence')
      .where('fee_assessment_id', '=', id)
      .where('kind', '=', 'Correction')
      .execute(),
  ]);
  const classification = feeClassification(baseTerm(a.payment_term) ?? '') ?? null;
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
  return {
    id: a.id,
    studentId: a.student_id,
    sessionId: a.session_id,
    academicYear: a.academic_year,
    fee: a.tuition_fee_pence,
    feeKind: a.fee_kind as FeeKind,
    fundingSource: a.funding_source as FundingSource,
    sponsorName: a.sponsor_name,
    schedule: a.payment_term,
    intake: a.intake,
    classification,
    total: sum(invoices.map((i) => i.amount_pence)) - sum(corrections.map((c) => c.amount_pence)),
    invoiced:
      sum(invoices.filter((i) => i.status === 'issued').map((i) => i.amount_pence)) -
      sum(corrections.map((c) => c.amount_pence)),
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      state: i.status as InvoiceState,
      description: i.description,
      payer: i.payer,
      issuedOn: i.issued_on,
      dueOn: i.due_on,
      amount: i.amount_pence,
      instalmentNumber: i.instalment_number,
      instalmentCount: i.instalment_count,
      classification: i.classification,
    })),
    version: a.version,
  };
}
