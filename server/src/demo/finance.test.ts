import { academicYearOf } from '@collegium/domain/academic-year';
import { BURSARY_TYPES } from '@collegium/domain/bursary-types';
import { planInstalments } from '@collegium/domain/instalment-plan';
import { PAYMENT_TERMS } from '@collegium/domain/payment-terms';
import { BURSARY_STATUSES, FUNDING_SOURCES } from '@collegium/domain/student-finance';
import { describe, expect, it } from 'vitest';
import { accountingOverview } from '../modules/accounting/overview.ts';
import { readInvoice } from '../modules/finance/invoice-record.ts';
import { readFinanceDetails } from '../modules/student-finance/finance-details.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoData } from './demo-data.ts';
import { tuitionFeePence } from './finance.ts';

// The demo finances (issue 5): every current student has this year's fee, invoices that add up to
// it, payments only for what has fallen due, and the demo student a believable overview.

const { db, ctx } = await createTestApp({ FEATURES: 'invoices,payments,accounting' });
await seedDemoData(db);
const k = db.kysely;
const YEAR = academicYearOf(new Date());
const today = new Date().toISOString().slice(0, 10);

describe('the demo finances', () => {
  it('gives every student studying this year one fee for their session, by programme and pace', async () => {
    const sessions = await k
      .selectFrom('engagement_sessions as x')
      .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
      .leftJoin('fee_assessments as f', 'f.session_id', 'x.id')
      .select([
        'x.id',
        'f.id as feeId',
        'f.tuition_fee_pence',
        'f.funding_source',
        'f.payment_term',
        'e.programme_code',
        'e.pace',
        'e.student_type',
      ])
      .where('x.academic_year', '=', YEAR)
      .where('x.status', 'in', ['Current', 'Starting'])
      .where('e.status', 'in', ['Current', 'Starting'])
      .execute();
    expect(sessions.length).toBeGreaterThan(80);
    for (const s of sessions) {
      expect(s.feeId).not.toBeNull();
      expect(s.tuition_fee_pence).toBe(tuitionFeePence(s.programme_code, s.pace));
      expect(FUNDING_SOURCES).toContain(s.funding_source);
      expect(PAYMENT_TERMS).toContain(s.payment_term);
      if (s.student_type === 'Ordinand') expect(s.funding_source).toBe('Diocese');
    }
    const fees = sessions.map((s) => (s.tuition_fee_pence ?? 0) / 100);
    expect(Math.min(...fees)).toBeGreaterThanOrEqual(3000);
    expect(Math.max(...fees)).toBeLessThanOrEqual(9900);
  });

  it('invoices each fee in full, credits every bursary as a credit note, and records payments only for what has fallen due', async () => {
    const fees = await k
      .selectFrom('fee_assessments')
      .select(['id', 'tuition_fee_pence', 'payment_term', 'intake'])
      .execute();
    for (const f of fees) {
      const tuition = await k
        .selectFrom('invoices')
        .select(['amount_pence', 'status', 'number'])
        .where('fee_assessment_id', '=', f.id)
        .where('instalment_number', 'is not', null)
        .execute();
      // The product's own plan: the fee and its classification's charge, issued with numbers.
      const plan = planInstalments({
        fee: f.tuition_fee_pence,
        intake: f.intake as 'September' | 'January',
        schedule: f.payment_term,
        startYear: YEAR,
      });
      expect(tuition.reduce((a, i) => a + i.amount_pence, 0)).toBe(plan.total);
      expect(tuition.length).toBe(plan.instalments.length);
      for (const i of tuition)
        expect(i).toMatchObject({
          status: 'issued',
          number: expect.stringMatching(new RegExp(`^INV-${YEAR}-\\d{5}$`)),
        });
    }
    const rates = await k
      .selectFrom('fee_rates')
      .select(['programme_code', 'pace', 'amount_pence'])
      .where('academic_year', '=', YEAR)
      .execute();
    for (const r of rates) expect(r.amount_pence).toBe(tuitionFeePence(r.programme_code, r.pace));
    const awards = await k
      .selectFrom('bursary_awards as w')
      .leftJoin('credit_notes as c', 'c.bursary_award_id', 'w.id')
      .select(['w.amount_pence', 'c.amount_pence as credited'])
      .execute();
    for (const a of awards) expect(a.credited).toBe(a.amount_pence);
    // Nothing is settled beyond what an invoice asks.
    const over = await k
      .selectFrom('invoices as i')
      .select(['i.id', 'i.amount_pence'])
      .select((eb) => [
        eb
          .selectFrom('payments as p')
          .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_pence'), p.lit(0)).as('s'))
          .whereRef('p.invoice_id', '=', 'i.id')
          .as('paid'),
        eb
          .selectFrom('credit_allocations as c')
          .select((c) => c.fn.coalesce(c.fn.sum<number>('c.amount_pence'), c.lit(0)).as('s'))
          .whereRef('c.invoice_id', '=', 'i.id')
          .as('credited'),
      ])
      .execute();
    for (const i of over) expect(Number(i.paid) + Number(i.credited)).toBeLessThanOrEqual(i.amount_pence);
    const early = await k
      .selectFrom('payments as p')
      .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
      .select('p.id')
      .where('i.due_on', '>', today)
      .execute();
    expect(early).toEqual([]);
    const mismatched = await k
      .selectFrom('payments as p')
      .innerJoin('invoices as i', 'i.id', 'p.invoice_id')
      .select('p.id')
      .whereRef('p.student_id', '!=', 'i.student_id')
      .execute();
    expect(mismatched).toEqual([]);
  });

  it('has bursaries and applications of the kinds the spec lists', async () => {
    const awards = await k.selectFrom('bursary_awards').select('type').execute();
    expect(awards.length).toBeGreaterThan(5);
    for (const a of awards) expect(BURSARY_TYPES).toContain(a.type);
    const apps = await k.selectFrom('bursary_applications').select('status').execute();
    for (const a of apps) expect(BURSARY_STATUSES).toContain(a.status);
    expect(new Set(apps.map((a) => a.status))).toContain('Awarded');
  });

  it('has one invoice the accounting system refused, with Xero’s message on the invoice and on Finance > Validation', async () => {
    const failed = await k
      .selectFrom('accounting_sync')
      .select(['document_type', 'document_id', 'last_error', 'attempts'])
      .where('status', '=', 'failed')
      .execute();
    expect(failed).toHaveLength(1);
    const [row] = failed;
    expect(row).toMatchObject({ document_type: 'invoice', attempts: 1 });
    expect(row!.last_error).toMatch(
      /^Xero: The contact name .+ \(\d{7}\) is already assigned to another contact\. The contact name must be unique across all active contacts\.$/,
    );
    const record = await readInvoice(k, row!.document_id);
    expect(record.invoice).toMatchObject({ accountingStatus: 'Failed', accountingMessage: row!.last_error });
    const overview = await accountingOverview(ctx);
    expect(overview.failed).toBe(1);
    expect(overview.documents[0]).toMatchObject({
      documentType: 'invoice',
      number: record.invoice.number,
      status: 'failed',
      message: row!.last_error,
    });
    // The rest of the year waits for a connection.
    expect(overview.notSent).toBeGreaterThan(1);
  });

  it('shows the demo student a diocese-paid fee, his own residential invoices and a balance', async () => {
    const demo = await k
      .selectFrom('students')
      .innerJoin('users', 'users.person_id', 'students.person_id')
      .select('students.id')
      .where('users.email', '=', 'student@demo.college')
      .executeTakeFirstOrThrow();
    const view = await readFinanceDetails(k, demo.id);
    expect(view.assessments).toEqual([
      expect.objectContaining({ tuitionFee: 462500, fundingSource: 'Diocese', paymentTerm: 'InFull' }),
    ]);
    expect(view.invoices).toHaveLength(4);
    expect(view.invoices.filter((i) => i.payer === 'Student')).toHaveLength(3);
    expect(view.totals.overdue).toBe(0);
    expect(view.totals.balance).toBe(view.invoices.filter((i) => i.dueOn > today).reduce((a, i) => a + i.amount, 0));
    expect(await k.selectFrom('bursary_applications').select('id').where('student_id', '=', demo.id).execute()).toEqual(
      [],
    );
  });
});
