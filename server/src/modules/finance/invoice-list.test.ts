import { inflateSync } from 'node:zlib';
import { INVOICE_STATE_LABELS } from '@collegium/domain/invoice-list';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { invoicePrefixRows } from '../../test/invoice-prefix-rows.ts';

// Issue 14, Finance > Invoices (feature invoices): the list with its states, filters, due range,
// search and totals, its Excel download, one invoice's record, and the generic entity `invoices`
// (spec 7.2), which exists only while the feature is on.

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const off = await createTestApp({ FEATURES: 'payments' });
const db = t.db.kysely;
const finance = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view finance:menu students:menu students:view students:invoice' }),
);
const registry = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view students:edit' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object, as = finance) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });

/** A student with a £4,625 termly fee of 2026/27 (3 instalments: Aug, Dec, Mar), issued. */
async function invoicedStudent(lastName: string) {
  const user = await buildUser(t.db, { lastName });
  const s = await buildStudent(t.db, user.personId, { sessionYear: 2026, startIntake: '2026-09-01' });
  const sessionId = (
    await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow()
  ).id;
  const a = (
    await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Termly', fee: 462_500 })
  ).json();
  const issued = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json();
  return {
    studentId: s.id,
    assessmentId: a.id as number,
    invoices: issued.invoices as { id: number; number: string; amount: number }[],
  };
}

const paidOne = await invoicedStudent('Paidwell');
await call('POST', `students/${paidOne.studentId}/payments`, {
  receivedOn: '2026-08-03',
  method: 'BACS',
  reference: 'PAIDWELL',
  amount: 200_000,
});
const owing = await invoicedStudent('Owington');

describe('GET /api/finance/invoices', () => {
  it('lists invoices with what was paid and their state, and totals every invoice the filters select', async () => {
    const res = await call('GET', 'finance/invoices?sort=number&order=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(body.totals).toEqual({ count: 6, amount: 930_000, paid: 200_000, credited: 0, outstanding: 730_000 });
    const first = body.items.find((i: { id: number }) => i.id === paidOne.invoices[0]!.id);
    expect(first).toMatchObject({
      studentName: expect.stringContaining('Paidwell'),
      paid: 156_666,
      outstanding: 0,
      state: 'paid',
      academicYear: 2026,
      intake: 'September',
      accountingStatus: 'Not sent',
    });
    const second = body.items.find((i: { id: number }) => i.id === paidOne.invoices[1]!.id);
    expect(second).toMatchObject({ paid: 43_334, state: expect.stringMatching(/^(part-paid|overdue)$/) });
  });

  it('filters by state, student search, payer, year, intake and due range', async () => {
    const paid = (await call('GET', 'finance/invoices?state=paid')).json();
    expect(paid.items.map((i: { id: number }) => i.id)).toEqual([paidOne.invoices[0]!.id]);
    expect(paid.totals).toMatchObject({ count: 1, amount: 156_666, outstanding: 0 });
    const owingOnly = (await call('GET', 'finance/invoices?search=owing')).json();
    expect(owingOnly.items.map((i: { id: number }) => i.id).sort()).toEqual(owing.invoices.map((i) => i.id).sort());
    expect((await call('GET', `finance/invoices?search=${owing.invoices[0]!.number}`)).json().total).toBe(1);
    expect((await call('GET', 'finance/invoices?payer=Student&academicYear=2026&intake=September')).json().total).toBe(
      6,
    );
    expect((await call('GET', 'finance/invoices?academicYear=2025')).json().total).toBe(0);
    expect((await call('GET', 'finance/invoices?intake=January')).json().total).toBe(0);
    const december = (await call('GET', 'finance/invoices?dueFrom=2026-12-01&dueTo=2026-12-31')).json();
    expect(december.total).toBe(2);
    for (const i of december.items) expect(i.dueOn).toBe('2026-12-01');
  });

  it('offers as filter choices only the states, years and intakes invoices hold, states by their labels', async () => {
    const body = (await call('GET', 'finance/invoices?pageSize=1')).json();
    expect(body.items).toHaveLength(1);
    expect(body.total).toBe(6);
    expect(body.academicYears).toEqual([2026]);
    expect(body.intakes).toEqual(['September']);
    expect(body.payers).toEqual(['Student']);
    const states = body.states as { value: string; label: string }[];
    expect(states.map((s) => s.value)).toContain('paid');
    expect(states.map((s) => s.value)).not.toContain('draft');
    expect(states.map((s) => s.value)).not.toContain('credited');
    for (const s of states)
      expect(s.label).toBe(INVOICE_STATE_LABELS[s.value as keyof typeof INVOICE_STATE_LABELS].label);
  });

  it('sorts by the amount still owed and by student, pages, and finds by two words or a partner id', async () => {
    const ids = (b: { items: { id: number }[] }) => b.items.map((i) => i.id);
    const byOwed = (await call('GET', 'finance/invoices?sort=outstanding&order=asc&pageSize=200')).json();
    const owed = byOwed.items.map((i: { outstanding: number }) => i.outstanding);
    expect(owed).toEqual([...owed].sort((a: number, b: number) => a - b));
    expect(owed[0]).toBe(0);
    const byStudent = (await call('GET', 'finance/invoices?sort=student&order=desc&pageSize=200')).json();
    const names = byStudent.items.map((i: { studentName: string }) => i.studentName.split(' ').at(-1));
    expect(names.indexOf('Paidwell')).toBeLessThan(names.lastIndexOf('Owington'));
    const page2 = (await call('GET', 'finance/invoices?sort=number&order=asc&pageSize=4&page=2')).json();
    const all = (await call('GET', 'finance/invoices?sort=number&order=asc&pageSize=200')).json();
    expect(ids(page2)).toEqual(ids(all).slice(4));
    const partnerId = (
      await db.selectFrom('students').select('partner_id').where('id', '=', owing.studentId).executeTakeFirstOrThrow()
    ).partner_id;
    expect(ids((await call('GET', `finance/invoices?search=${partnerId}`)).json()).sort()).toEqual(
      owing.invoices.map((i) => i.id).sort(),
    );
    // Every word finds the invoice: the payer's word and the student's name's.
    expect((await call('GET', 'finance/invoices?search=stu%20owin')).json().total).toBe(3);
    expect((await call('GET', 'finance/invoices?search=stu%20nobody')).json().total).toBe(0);
    expect((await call('GET', `finance/invoices?search=${owing.invoices[0]!.number.slice(0, 8)}`)).json().total).toBe(
      6,
    );
  });

  it('refuses bad filters with one detail per parameter', async () => {
    const res = await call('GET', 'finance/invoices?state=lost&dueFrom=2026-13&academicYear=2017&sort=state');
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['academicYear', 'dueFrom', 'sort', 'state']);
    const backwards = await call('GET', 'finance/invoices?dueFrom=2026-12-01&dueTo=2026-11-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().details).toEqual([expect.objectContaining({ param: 'dueTo' })]);
  });

  it('downloads the filtered list as a spreadsheet', async () => {
    const res = await call('GET', 'finance/invoices?export=excel&search=owing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Issue 19: each state as the screen names it (the domain's label), never the code.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('State');
    const states = sheet.getColumn(column).values.slice(2);
    expect(states.length).toBeGreaterThan(0);
    const labels = Object.values(INVOICE_STATE_LABELS).map((s) => s.label);
    expect(states.filter((s) => !labels.includes(s as string))).toEqual([]);
  });

  it('is for students:invoice only, and gone with the feature', async () => {
    expect((await call('GET', 'finance/invoices', undefined, registry)).statusCode).toBe(403);
    expect((await call('GET', `finance/invoices/${owing.invoices[0]!.id}`, undefined, registry)).statusCode).toBe(403);
    expect((await call('GET', 'invoices', undefined, registry)).statusCode).toBe(403);
    const offCookie = await login(off.app, await buildUser(off.db, { permissions: '*' }));
    for (const url of ['finance/invoices', 'invoices', 'invoices?schema']) {
      expect(
        (await off.app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: offCookie } })).statusCode,
      ).toBe(404);
    }
  });
});

describe('GET /api/finance/invoices/:id', () => {
  it('shows the invoice with its instalments, payments and credits', async () => {
    const res = await call('GET', `finance/invoices/${paidOne.invoices[1]!.id}`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.invoice).toMatchObject({
      number: paidOne.invoices[1]!.number,
      paymentTerm: 'Termly',
      instalmentNumber: 2,
      instalmentCount: 3,
      classification: 'admin3',
      accountingStatus: 'Not sent',
      accountingMessage: null,
    });
    expect(r.instalments.map((i: { id: number }) => i.id)).toEqual(paidOne.invoices.map((i) => i.id));
    expect(r.payments).toEqual([
      expect.objectContaining({ method: 'BACS', reference: 'PAIDWELL', amount: 43_334, accountingStatus: 'Not sent' }),
    ]);
    expect(r.credits).toEqual([]);
    expect((await call('GET', 'finance/invoices/999999')).statusCode).toBe(404);
  });

  it("lists no instalments for a separate charge billed against the same fee's assessment", async () => {
    const now = new Date().toISOString();
    const charge = await db
      .insertInto('invoices')
      .values({
        student_id: owing.studentId,
        fee_assessment_id: owing.assessmentId,
        number: 'INV-2026-RES01',
        description: 'Residential weekends, term 1 of 3',
        payer: 'Student',
        issued_on: '2026-07-11',
        due_on: '2026-08-01',
        amount_pence: 13_000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = (await call('GET', `finance/invoices/${charge.id}`)).json();
    expect(r.invoice).toMatchObject({ number: 'INV-2026-RES01', instalmentNumber: null, paymentTerm: 'Termly' });
    expect(r.instalments).toEqual([]);
    // An instalment of that fee still lists its three instalments, and not the separate charge.
    const instalment = (await call('GET', `finance/invoices/${owing.invoices[0]!.id}`)).json();
    expect(instalment.instalments.map((i: { id: number }) => i.id)).toEqual(owing.invoices.map((i) => i.id));
    await db.deleteFrom('invoices').where('id', '=', charge.id).execute();
  });
});

describe('the generic entity invoices', () => {
  it('answers ?schema, the list, the record and its history, and refuses writes', async () => {
    const schema = (await call('GET', 'invoices?schema')).json();
    expect(schema).toMatchObject({
      name: 'invoices',
      readOnly: true,
      filters: ['status', 'payer', 'academicYear', 'intake'],
    });
    const list = (await call('GET', 'invoices?status=issued&intake=September')).json();
    expect(list.total).toBe(6);
    const id = owing.invoices[0]!.id;
    expect((await call('GET', `invoices/${id}`)).json()).toMatchObject({
      id,
      number: owing.invoices[0]!.number,
      status: 'issued',
      academicYear: 2026,
    });
    const history = (await call('GET', `invoices/${id}/history`)).json();
    expect(JSON.stringify(history)).toContain('invoice issued');
    expect((await call('POST', 'invoices', { number: 'X' })).statusCode).toBe(405);
    const excel = await call('GET', 'invoices?export=excel');
    expect(excel.statusCode).toBe(200);
    const custom = await call('POST', 'invoices/export/custom?export=excel', { fields: ['number', 'dueOn'] });
    expect(custom.statusCode).toBe(200);
  });
});

describe('GET /api/students/:id/finance/statement.pdf', () => {
  it('gives the registry and finance the statement as a PDF with the student and every line', async () => {
    const res = await call('GET', `students/${paidOne.studentId}/finance/statement.pdf`, undefined, registry);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="statement-\d{7}-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The page contents, inflated (pdf-lib compresses them) and read as text.
    const bytes = res.rawPayload;
    let raw = '';
    for (let at = bytes.indexOf('stream\n'); at >= 0; at = bytes.indexOf('stream\n', at + 1)) {
      const end = bytes.indexOf('endstream', at);
      try {
        raw += inflateSync(bytes.subarray(at + 7, end)).toString('latin1');
      } catch {
        // not a deflated stream
      }
    }
    const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex').toUpperCase();
    expect(raw).toContain(hex('Statement of account'));
    expect(raw).toContain(hex('Paidwell'));
    expect(raw).toContain(hex(`Invoice ${paidOne.invoices[2]!.number}`));
    expect((await call('GET', 'students/999999/finance/statement.pdf')).statusCode).toBe(404);
    const none = await login(t.app, await buildUser(t.db, { permissions: 'dashboard:view' }));
    expect((await call('GET', `students/${paidOne.studentId}/finance/statement.pdf`, undefined, none)).statusCode).toBe(
      403,
    );
  });
});

describe("the invoices' search prefix rows (migration 0077a)", () => {
  const found = async (word: string) =>
    ((await call('GET', `invoices?pageSize=200&search=${word}`)).json().items as { id: number }[]).map((i) => i.id);

  it('follow drafts as they are made, issued, edited and removed, so a short word finds the same invoices', async () => {
    const user = await buildUser(t.db, { lastName: 'Prefixwell' });
    const s = await buildStudent(t.db, user.personId, { sessionYear: 2026, startIntake: '2026-09-01' });
    const sessionId = (
      await db
        .selectFrom('engagement_sessions')
        .select('id')
        .where('engagement_id', '=', s.engagementId)
        .executeTakeFirstOrThrow()
    ).id;
    const a = (
      await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Termly', fee: 300_000 })
    ).json();
    const drafts = (
      await db.selectFrom('invoices').select(['id', 'number']).where('fee_assessment_id', '=', a.id).execute()
    ).map((i) => i.id);
    expect(drafts).toHaveLength(3);
    expect(await found('dra')).toEqual(expect.arrayContaining(drafts));
    expect(await found('inv')).not.toEqual(expect.arrayContaining(drafts));
    expect((await invoicePrefixRows(db)).wrong).toEqual([]);

    // Issued: the DRAFT- number's prefixes go, the INV- number's come, the payer's stay.
    expect((await call('POST', `finance/fee-assessments/${a.id}/issue`)).statusCode).toBe(200);
    expect(await found('inv')).toEqual(expect.arrayContaining(drafts));
    expect((await found('dra')).filter((id) => drafts.includes(id))).toEqual([]);
    expect(await found('stu')).toEqual(expect.arrayContaining(drafts));
    expect((await invoicePrefixRows(db)).wrong).toEqual([]);

    // A new payer on one, a new due date (the sort key kept with every row) on another, a change of
    // nothing searched on the third, then one removed.
    const [first, second, third] = drafts as [number, number, number];
    await db.updateTable('invoices').set({ payer: 'Qwerty Trust' }).where('id', '=', first).execute();
    await db.updateTable('invoices').set({ due_on: '2027-06-30' }).where('id', '=', second).execute();
    await db.updateTable('invoices').set({ accounting_status: 'Failed' }).where('id', '=', third).execute();
    expect(await found('qwe')).toEqual([first]);
    expect((await found('stu')).filter((id) => drafts.includes(id)).sort()).toEqual([second, third].sort());
    expect((await invoicePrefixRows(db)).wrong).toEqual([]);
    await db.deleteFrom('invoices').where('id', '=', first).execute();
    expect(await found('qwe')).toEqual([]);
    const check = await invoicePrefixRows(db);
    expect(check.wrong).toEqual([]);
    expect(check.rows).toBeGreaterThan(0);
  });
});
