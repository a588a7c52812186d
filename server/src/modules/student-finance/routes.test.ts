import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditsOf, caller, params, type Signed, signedStudent, YEAR } from './test-support.ts';

// spec 7.3 (issue 5): GET forms/student/finance-details, GET forms/college-data and
// GET/PUT forms/student/folder-request, each the signed-in student's own.

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
    for (const path of ['forms/student/finance-details', 'forms/college-data', 'forms/student/folder-request'])
      expect((await call('GET', path, cookie)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', 'forms/student/folder-request', cookie, {
          reason: 'For my records please',
          delivery: 'Email',
        })
      ).statusCode,
    ).toBe(403);
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

describe('folder request', () => {
  it('checks the reason and the delivery field by field', async () => {
    const res = await call('PUT', 'forms/student/folder-request', ann.cookie, { reason: 'pls', delivery: 'Pigeon' });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['delivery', 'reason']);
  });

  it('refuses post when the record has no address', async () => {
    const res = await call('PUT', 'forms/student/folder-request', ann.cookie, {
      reason: 'I am applying to another college.',
      delivery: 'Post',
    });
    expect(res.statusCode).toBe(422);
    expect(params(res.body)).toEqual(['delivery']);
  });

  it('takes a request (200) to the e-mail on the record, audited, then refuses a second while one is pending', async () => {
    const res = await call('PUT', 'forms/student/folder-request', ann.cookie, {
      reason: 'I am applying to another college.',
      delivery: 'Email',
      studentId: bob.studentId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Pending', delivery: 'Email', sendTo: ann.user.email });
    expect(
      (
        await call('PUT', 'forms/student/folder-request', ann.cookie, {
          reason: 'Once more, please.',
          delivery: 'Email',
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('GET', 'forms/student/folder-request', ann.cookie)).json().items).toHaveLength(1);
    expect((await call('GET', 'forms/student/folder-request', bob.cookie)).json().items).toEqual([]);
    const audits = await auditsOf(t, 'students', ann.user.id);
    expect(audits).toEqual([expect.objectContaining({ action: 'folder requested', entityId: String(ann.studentId) })]);
  });

  it('two at once: exactly one is taken', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        call('PUT', 'forms/student/folder-request', bob.cookie, {
          reason: 'For my own records, please.',
          delivery: 'Email',
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.kysely
      .selectFrom('folder_requests')
      .select('id')
      .where('student_id', '=', bob.studentId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await auditsOf(t, 'students', bob.user.id)).toHaveLength(1);
  });

  it('shows staff with students:view the pending requests', async () => {
    const registry = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    const res = await call('GET', 'students/folder-requests', registry);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .items.map((i: { studentId: number }) => i.studentId)
        .sort(),
    ).toEqual([ann.studentId, bob.studentId].sort());
    expect((await call('GET', 'students/folder-requests', ann.cookie)).statusCode).toBe(403);
  });

  it('lets the registry mark one sent, or decline one with a reason the student reads; once only', async () => {
    const viewer = await login(t.app, await buildUser(t.db, { permissions: 'students:view' }));
    const editor = await buildUser(t.db, {
      permissions: 'students:view students:edit',
      firstName: 'Rita',
      lastName: 'Registry',
    });
    const registry = await login(t.app, editor);
    const [annRequest, bobRequest] = (await Promise.all(
      [ann, bob].map(
        async (s) => (await call('GET', 'forms/student/folder-request', s.cookie)).json().items[0].id as number,
      ),
    )) as [number, number];
    const decide = (id: number, cookie: string, body: object) =>
      call('POST', `students/folder-requests/${id}/decision`, cookie, body);

    expect((await decide(annRequest, viewer, { status: 'Sent', note: '' })).statusCode).toBe(403);
    expect(params((await decide(annRequest, registry, { status: 'Declined', note: ' ' })).body)).toEqual(['note']);
    expect(params((await decide(annRequest, registry, { status: 'Lost', note: '' })).body)).toEqual(['status']);

    const sent = await decide(annRequest, registry, { status: 'Sent', note: 'Sent by secure e-mail.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      id: annRequest,
      status: 'Sent',
      studentId: ann.studentId,
      completedBy: 'Rita Registry',
      decisionNote: 'Sent by secure e-mail.',
    });
    expect((await decide(annRequest, registry, { status: 'Declined', note: 'No.' })).statusCode).toBe(409);
    const declined = await decide(bobRequest, registry, {
      status: 'Declined',
      note: 'We need to confirm who you are first: please call the registry.',
    });
    expect(declined.json()).toMatchObject({ status: 'Declined' });
    expect((await call('GET', 'forms/student/folder-request', bob.cookie)).json().items[0]).toMatchObject({
      status: 'Declined',
      decisionNote: 'We need to confirm who you are first: please call the registry.',
    });
    expect((await decide(999999, registry, { status: 'Sent', note: '' })).statusCode).toBe(404);
    // Each student is told by e-mail what became of the request.
    const mail = await t.db.kysely
      .selectFrom('outbox')
      .select(['to_email', 'template_key', 'data'])
      .where('template_key', '=', 'folder-request-outcome')
      .orderBy('id')
      .execute();
    expect(mail.map((m) => m.to_email)).toEqual([ann.user.email, bob.user.email]);
    expect(JSON.parse(mail[0]!.data)).toMatchObject({
      outcome: `We have sent it by e-mail to ${ann.user.email}.`,
      note: 'Sent by secure e-mail.',
    });
    expect(JSON.parse(mail[1]!.data)).toMatchObject({
      outcome: 'We are not able to send it at present, for the reason below.',
      note: 'We need to confirm who you are first: please call the registry.',
    });

    expect((await call('GET', 'students/folder-requests', viewer)).json().items).toEqual([]);
    expect(
      (await call('GET', 'students/folder-requests?status=Sent', viewer)).json().items.map((i: { id: number }) => i.id),
    ).toEqual([annRequest]);
    expect(params((await call('GET', 'students/folder-requests?status=Lost', viewer)).body)).toEqual(['status']);
    const audits = await auditsOf(t, 'students', editor.id);
    expect(audits.map((a) => [a.action, a.entityId])).toEqual([
      ['folder request sent', String(ann.studentId)],
      ['folder request declined', String(bob.studentId)],
    ]);
  });
});
