import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 14 (payments), Finance > Bank import: the dry run reads a bank's CSV, matches its lines by
// invoice number, student reference or amount, and records nothing; the confirm records the
// accepted lines all or none; a line imported twice is recognised and never recorded twice.

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const noPayments = await createTestApp({ FEATURES: 'invoices' });
const db = t.db.kysely;
const finance = await buildUser(t.db, {
  permissions: 'dashboard:view finance:menu students:menu students:view students:invoice',
});
const cookie = await login(t.app, finance);
const registry = await login(
  t.app,
  await buildUser(t.db, { permissions: 'dashboard:view students:menu students:view students:edit' }),
);
const call = (method: 'GET' | 'POST', url: string, payload?: object, as = cookie) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });
const params = (body: string) =>
  ((JSON.parse(body) as { details?: { param: string }[] }).details ?? []).map((d) => d.param).sort();

type Invoice = { id: number; number: string; amount: number };

/** A student with an issued fee: termly (three invoices) or in full (one). */
async function invoicedStudent(fee: number, schedule = 'Termly') {
  const s = await buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: 2026 });
  const { id: sessionId } = await db
    .selectFrom('engagement_sessions')
    .select('id')
    .where('engagement_id', '=', s.engagementId)
    .executeTakeFirstOrThrow();
  const a = (await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule, fee })).json();
  const issued = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json();
  return { id: s.id, partnerId: s.partner_id, invoices: issued.invoices as Invoice[] };
}

const pounds = (pence: number) => (pence / 100).toFixed(2);
const receiptsOf = async (studentId: number) =>
  db
    .selectFrom('receipts')
    .select(['amount_pence', 'method', 'received_on'])
    .where('student_id', '=', studentId)
    .execute();

describe('bank statement import', () => {
  it('matches by invoice number, student reference and amount, records the accepted lines, and never twice', async () => {
    const ann = await invoicedStudent(462_500);
    const ben = await invoicedStudent(300_000);
    const cat = await invoicedStudent(987_613, 'InFull');
    const [annFirst] = ann.invoices;
    const catInvoice = cat.invoices[0]!;
    const csv = [
      'Barclays Business Current Account,20-00-00 12345678',
      '',
      'Date,Description,Amount,Balance',
      `03/08/2026,"BANK GIRO CREDIT REF ${annFirst!.number}",${pounds(annFirst!.amount)},"1,000.00"`,
      `04/08/2026,FASTER PAYMENT ${ben.partnerId} B STUDENT,500.00,1500.00`,
      `05 Aug 2026,FP SOMEONE,${pounds(catInvoice.amount)},2000.00`,
      '06/08/2026,DIRECT DEBIT ELECTRICITY,-120.00,1880.00',
      '07/08/2026,FP UNKNOWN PAYER,12.34,1892.34',
      '31/02/2026,BAD DATE,1.00,1893.34',
      `08/08/2026,FASTER PAYMENT ${ben.partnerId} B STUDENT,500.00,2393.34`,
      `08/08/2026,FASTER PAYMENT ${ben.partnerId} B STUDENT,500.00,2893.34`,
    ].join('\r\n');
    const dry = await call('POST', 'finance/bank-statements/dry-run', { account: 'Barclays 12345678', csv });
    expect(dry.statusCode).toBe(200);
    const view = dry.json();
    expect(view.missing).toEqual([]);
    expect(view.mapping).toMatchObject({
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      balance: 'Balance',
    });
    expect(view.counts).toEqual({ matched: 4, unmatched: 1, duplicate: 1, skipped: 1, error: 1 });
    const byLine = (n: number) => view.lines.find((l: { line: number }) => l.line === n);
    expect(byLine(4)).toMatchObject({
      date: '2026-08-03',
      amount: annFirst!.amount,
      balance: 100_000,
      status: 'matched',
      match: { studentId: ann.id, invoiceId: annFirst!.id, invoiceNumber: annFirst!.number, by: 'invoice number' },
    });
    expect(byLine(5)).toMatchObject({
      status: 'matched',
      match: { studentId: ben.id, partnerId: ben.partnerId, invoiceId: null, by: 'student reference' },
    });
    expect(byLine(6)).toMatchObject({
      date: '2026-08-05',
      status: 'matched',
      match: { studentId: cat.id, invoiceId: catInvoice.id, by: 'amount' },
    });
    expect(byLine(7)).toMatchObject({ status: 'skipped', amount: -12_000, match: null });
    expect(byLine(8)).toMatchObject({ status: 'unmatched', amount: 1234, match: null });
    expect(byLine(9)).toMatchObject({ status: 'error', message: 'The date “31/02/2026” is not a date.' });
    expect(byLine(11)).toMatchObject({ status: 'duplicate', message: 'The same as line 10: recorded once.' });
    expect(view.matchedTotal).toBe(annFirst!.amount + 50_000 + catInvoice.amount + 50_000);
    expect(await receiptsOf(ann.id)).toEqual([]);

    // Matched by hand: the unknown payer is Ann (her partner id typed for line 8).
    const picked = (
      await call('POST', 'finance/bank-statements/dry-run', {
        account: 'Barclays 12345678',
        csv,
        picks: [
          { line: 8, match: String(ann.partnerId) },
          { line: 5, match: '7654321' },
        ],
      })
    ).json();
    expect(picked.lines.find((l: { line: number }) => l.line === 8)).toMatchObject({
      status: 'matched',
      match: { studentId: ann.id, by: 'by hand' },
    });
    expect(picked.lines.find((l: { line: number }) => l.line === 5)).toMatchObject({
      status: 'unmatched',
      message: 'No student has the reference 7654321.',
    });

    const accepted = view.lines
      .filter((l: { status: string }) => l.status === 'matched')
      .map((l: { line: number; match: { studentId: number; invoiceId: number | null } }) => ({
        line: l.line,
        studentId: l.match.studentId,
        invoiceId: l.match.invoiceId,
      }));
    accepted.push({ line: 8, studentId: ann.id, invoiceId: null });
    const done = await call('POST', 'finance/bank-statements', {
      account: 'Barclays 12345678',
      csv,
      mapping: view.mapping,
      lines: accepted,
    });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ recorded: 5, total: view.matchedTotal + 1234 });
    expect((await receiptsOf(ann.id)).map((r) => [r.amount_pence, r.method, r.received_on]).sort()).toEqual([
      [1234, 'BACS', '2026-08-07'],
      [annFirst!.amount, 'BACS', '2026-08-03'],
    ]);
    expect((await receiptsOf(ben.id)).map((r) => r.amount_pence)).toEqual([50_000, 50_000]);
    const catAccount = (await call('GET', `students/${cat.id}/finance`)).json().account;
    expect(catAccount.totals.balance).toBe(0);
    const annPaid = await db
      .selectFrom('payments')
      .select(['invoice_id', 'amount_pence'])
      .where('student_id', '=', ann.id)
      .where('received_on', '=', '2026-08-03')
      .execute();
    expect(annPaid).toEqual([{ invoice_id: annFirst!.id, amount_pence: annFirst!.amount }]);
    expect(
      await db.selectFrom('bank_statement_lines').select('id').where('account', '=', 'Barclays 12345678').execute(),
    ).toHaveLength(5);
    const audit = await db
      .selectFrom('audit_log')
      .select(['changes', 'actor_user_id'])
      .where('action', '=', 'bank statement imported')
      .executeTakeFirstOrThrow();
    expect(audit.actor_user_id).toBe(finance.id);
    expect(JSON.parse(audit.changes!)).toMatchObject({ account: 'Barclays 12345678', lines: { from: null, to: 5 } });

    // The same file again: every recorded line is a duplicate, and confirming it records nothing.
    const again = (await call('POST', 'finance/bank-statements/dry-run', { account: 'Barclays 12345678', csv })).json();
    expect(again.counts).toMatchObject({ matched: 0, duplicate: 6 });
    const twice = await call('POST', 'finance/bank-statements', {
      account: 'Barclays 12345678',
      csv,
      mapping: view.mapping,
      lines: accepted,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/^Line 4 was recorded already/);
    expect(await receiptsOf(ben.id)).toHaveLength(2);
  });

  it('asks for the columns it cannot guess, keeps the mapping per account, and refuses bad input whole', async () => {
    const dan = await invoicedStudent(200_000);
    const csv = [
      'When,Transaction Info,Money In,Money Out',
      `2026-09-01,SO ${dan.partnerId} D STUDENT,250.00,`,
      '2026-09-02,CARD PAYMENT SHOP,,19.99',
    ].join('\n');
    const first = (await call('POST', 'finance/bank-statements/dry-run', { account: 'Lloyds 555', csv })).json();
    expect(first.headers).toEqual(['When', 'Transaction Info', 'Money In', 'Money Out']);
    expect(first.missing).toEqual(['date', 'description']);
    expect(first.mapping).toEqual({ paidIn: 'Money In', paidOut: 'Money Out' });
    expect(first.lines).toEqual([]);

    const wrong = await call('POST', 'finance/bank-statements/dry-run', {
      account: 'Lloyds 555',
      csv,
      mapping: { date: 'Date', description: 'Transaction Info', paidIn: 'Money In' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(params(wrong.body)).toEqual(['mapping.date']);

    const mapping = { date: 'When', description: 'Transaction Info', paidIn: 'Money In', paidOut: 'Money Out' };
    const mapped = (
      await call('POST', 'finance/bank-statements/dry-run', { account: 'Lloyds 555', csv, mapping })
    ).json();
    expect(mapped.lines.map((l: { amount: number; status: string }) => [l.amount, l.status])).toEqual([
      [25_000, 'matched'],
      [-1999, 'skipped'],
    ]);

    // All or none: a line that is money out spoils the confirm, and nothing is recorded.
    const spoilt = await call('POST', 'finance/bank-statements', {
      account: 'Lloyds 555',
      csv,
      mapping,
      lines: [
        { line: 2, studentId: dan.id, invoiceId: null },
        { line: 3, studentId: dan.id, invoiceId: null },
      ],
    });
    expect(spoilt.statusCode).toBe(422);
    expect(params(spoilt.body)).toEqual(['lines.1.line']);
    expect(await receiptsOf(dan.id)).toEqual([]);
    const unknownStudent = await call('POST', 'finance/bank-statements', {
      account: 'Lloyds 555',
      csv,
      mapping,
      lines: [{ line: 2, studentId: 99_999_999, invoiceId: null }],
    });
    expect(params(unknownStudent.body)).toEqual(['lines.0.studentId']);

    expect(
      (
        await call('POST', 'finance/bank-statements', {
          account: 'Lloyds 555',
          csv,
          mapping,
          lines: [{ line: 2, studentId: dan.id, invoiceId: null }],
        })
      ).statusCode,
    ).toBe(201);
    expect((await receiptsOf(dan.id)).map((r) => r.amount_pence)).toEqual([25_000]);
    // The next statement of the account is read with the kept mapping, without asking.
    const accounts = (await call('GET', 'finance/bank-statements/accounts')).json().items;
    expect(accounts.find((a: { account: string }) => a.account === 'Lloyds 555')).toEqual({
      account: 'Lloyds 555',
      mapping,
    });
    const next = (
      await call('POST', 'finance/bank-statements/dry-run', {
        account: 'Lloyds 555',
        csv: `When,Transaction Info,Money In,Money Out\n2026-10-01,SO ${dan.partnerId} D STUDENT,250.00,\n`,
      })
    ).json();
    expect(next.missing).toEqual([]);
    expect(next.lines[0]).toMatchObject({ status: 'matched', match: { studentId: dan.id } });
  });

  it('refuses an empty account and a file it cannot read, and is finance’s alone', async () => {
    const bad = await call('POST', 'finance/bank-statements/dry-run', { account: ' ', csv: '' });
    expect(bad.statusCode).toBe(422);
    expect(params(bad.body)).toEqual(['account', 'csv']);
    const noLines = await call('POST', 'finance/bank-statements', {
      account: 'A',
      csv: 'Date\n',
      mapping: {},
      lines: [],
    });
    expect(params(noLines.body)).toEqual(['lines']);
    expect(
      (await call('POST', 'finance/bank-statements/dry-run', { account: 'A', csv: 'x' }, registry)).statusCode,
    ).toBe(403);
    expect((await call('GET', 'finance/bank-statements/accounts', undefined, registry)).statusCode).toBe(403);
    const other = await login(noPayments.app, await buildUser(noPayments.db, { permissions: 'students:invoice' }));
    const off = await noPayments.app.inject({
      method: 'POST',
      url: '/api/finance/bank-statements/dry-run',
      headers: { cookie: other },
      payload: { account: 'A', csv: 'x' },
    });
    expect(off.statusCode).toBe(404);
  });
});
