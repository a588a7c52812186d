import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { caller, type Signed, signedStudent, YEAR } from '../../test/student-calls.ts';

// spec 7.3 (issue 5): GET forms/student/finance-details and GET forms/college-data, each the
// signed-in student's own.

const t = await createTestApp();
const call = caller(t);
const now = new Date().toISOString();
const today = now.slice(0, 10);
const past = `${YEAR}-08-01`;
const future = `${YEAR + 1}-06-01`;

/** A fee of £4,625 in two instalments (one paid, one not yet due), a late £130 and a £200 bursary. */
async function giveFinance(s: Signed, overdueOn = past) {
  const k = t.db.kysely;
  const fee = await k
    .insertInto('fee_assessments')
    .values({
      student_id: s.studentId,
      engagement_id: s.engagementId,
      session_id: s.sessionId,
      academic_year: YEAR,
      tuition_fee_pence: 462500,
      funding_source: 'Self-funded',
      sponsor_name: null,
      payment_term: 'Termly',
      intake: 'September',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = (n: string, due: string, amount: number) => ({
    student_id: s.studentId,
    fee_assessment_id: fee.id,
    number: `${n}-${s.studentId}`,
    description: n,
    payer: 'Student',
    issued_on: past,
    due_on: due,
    amount_pence: amount,
    created_at: now,
    updated_at: now,
  });
  const [first, , late] = await k
    .insertInto('invoices')
    .values([invoice('first', past, 221250), invoice('second', future, 221250), invoice('late', overdueOn, 13000)])
    .returning('id')
    .execute();
  await k
    .insertInto('payments')
    .values({
      student_id: s.studentId,
      invoice_id: first!.id,
      received_on: past,
      amount_pence: 221250,
      method: 'Card',
      reference: 'CARD-1',
      created_at: now,
    })
    .execute();
  await k
    .insertInto('payments')
    .values({
      student_id: s.studentId,
      invoice_id: late!.id,
      received_on: past,
      amount_pence: 3000,
      method: 'Card',
      reference: 'CARD-2',
      created_at: now,
    })
    .execute();
  await k
    .insertInto('bursary_awards')
    .values({
      student_id: s.studentId,
      fee_assessment_id: fee.id,
      application_id: null,
      academic_year: YEAR,
      type: 'General Bursary',
      amount_pence: 20000,
      awarded_on: past,
      created_at: now,
    })
    .execute();
}

let ann: Signed;
let bob: Signed;
beforeAll(async () => {
  ann = await signedStudent(t, 'forms:student');
  bob = await signedStudent(t, 'forms:student', { partnerId: 42 });
  await giveFinance(ann);
  await giveFinance(bob, future);
});

describe('access', () => {
  it('needs forms:student and a student record', async () => {
    const staff = await buildUser(t.db, { permissions: 'students:view' });
    const cookie = await login(t.app, staff);
    for (const path of ['forms/student/finance-details', 'forms/college-data'])
      expect((await call('GET', path, cookie)).statusCode).toBe(403);
    const orphan = await login(t.app, await buildUser(t.db, { permissions: 'forms:student' }));
    expect((await call('GET', 'forms/student/finance-details', orphan)).statusCode).toBe(404);
  });
});

describe('finance details', () => {
  it('lists the fee, invoices with what is paid and outstanding, payments, bursaries and the balance', async () => {
    const res = await call('GET', 'forms/student/finance-details', ann.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.assessments).toEqual([
      expect.objectContaining({
        academicYear: YEAR,
        tuitionFee: 462500,
        reductions: 20000,
        fundingSource: 'Self-funded',
        paymentTerm: 'Termly',
        scheduleDates: [`${YEAR}-08-01`, `${YEAR}-12-01`, `${YEAR + 1}-03-01`],
      }),
    ]);
    expect(
      body.invoices.map((i: { description: string; paid: number; outstanding: number; status: string }) => [
        i.description,
        i.paid,
        i.outstanding,
        i.status,
      ]),
    ).toEqual([
      ['first', 221250, 0, 'Paid'],
      ['late', 3000, 10000, past < today ? 'Overdue' : 'Due'],
      ['second', 0, 221250, 'Due'],
    ]);
    expect(body.payments).toHaveLength(2);
    expect(body.bursaries).toEqual([expect.objectContaining({ type: 'General Bursary', amount: 20000 })]);
    expect(body.totals).toEqual({
      invoiced: 455500,
      credited: 0,
      paid: 224250,
      balance: 231250,
      overdue: past < today ? 10000 : 0,
      creditOnAccount: 0,
    });
    expect(body.nextDue).toEqual({ dueOn: past, amount: 10000 });
  });

  it('never shows another student’s invoices or payments, even one paid against the caller’s invoice', async () => {
    const bobs = (await call('GET', 'forms/student/finance-details', bob.cookie)).json();
    const anns = (await call('GET', 'forms/student/finance-details', ann.cookie)).json();
    const annIds = new Set(anns.invoices.map((i: { id: number }) => i.id));
    expect(bobs.invoices.some((i: { id: number }) => annIds.has(i.id))).toBe(false);
    expect(bobs.totals.overdue).toBe(0);
    // A payment of Bob's wrongly booked to Ann's invoice shows to neither.
    const annInvoice = [...annIds][0] as number;
    await t.db.kysely
      .insertInto('payments')
      .values({
        student_id: bob.studentId,
        invoice_id: annInvoice,
        received_on: past,
        amount_pence: 1,
        method: 'Card',
        reference: 'X',
        created_at: now,
      })
      .execute();
    expect((await call('GET', 'forms/student/finance-details', bob.cookie)).json().payments).toHaveLength(2);
    expect((await call('GET', 'forms/student/finance-details', ann.cookie)).json().payments).toHaveLength(2);
  });

  it('is empty, not an error, for a student with no fees yet', async () => {
    const cat = await signedStudent(t, 'forms:student');
    expect((await call('GET', 'forms/student/finance-details', cat.cookie)).json()).toMatchObject({
      invoices: [],
      totals: { balance: 0 },
      nextDue: null,
    });
  });
});

describe('college data', () => {
  it('gives the student number padded, programme, hub, this year and key dates, at both addresses', async () => {
    const res = await call('GET', 'forms/college-data', bob.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      studentNumber: '0000042',
      programmeCode: 'BTh',
      hub: 'Durham',
      academicYear: YEAR,
      sessionStatus: 'Current',
      enrolled: false,
      personalTutor: null,
    });
    expect(res.json().keyDates.map((d: { label: string }) => d.label)).toContain('Your next fee instalment is due');
    expect((await call('GET', 'forms/student/college-data', bob.cookie)).json()).toEqual(res.json());
  });
});
