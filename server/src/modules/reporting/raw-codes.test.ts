import { CODED_FIELDS, type CodedFieldName, rawCodes, readableNames } from '@collegium/domain/coded-fields';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertApplication } from '../application-outcomes/outcome-test-support.ts';

// Issue 19: no stored code reaches a report or a list export. Records holding the codes that do
// not read as themselves (an invoice part-paid, potential students in the wtco and archive report
// groups, applications Confirmed and Declined, whose catalogue names them otherwise) are read back
// through every reporting page's Excel, the invoices', flexible study's and the applications' exports: no
// group, filter value, status, state or stage cell holds a raw code (domain coded-fields.ts).

const t = await createTestApp({ FEATURES: 'invoices,payments' });
const db = t.db.kysely;
const reader = await login(
  t.app,
  await buildUser(t.db, {
    permissions:
      'dashboard:view reports:menu students:view applications:view leads:menu leads:view students:invoice fc-applications:view applications:export',
  }),
);
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { cookie: reader } });
const now = new Date().toISOString();

/** Codes that are no name anywhere: the invoice states and report groups as stored. */
const NEVER = rawCodes();

// Invoices paid, part-paid (or overdue, by the day the test runs) and issued: a termly fee, paid in part.
{
  const person = await buildUser(t.db, { lastName: 'Partpaid' });
  const s = await buildStudent(t.db, person.personId, { sessionYear: 2026, startIntake: '2026-09-01' });
  const session = await db
    .selectFrom('engagement_sessions')
    .select('id')
    .where('engagement_id', '=', s.engagementId)
    .executeTakeFirstOrThrow();
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, headers: { cookie: reader }, ...(payload ? { payload } : {}) });
  const a = (
    await post(`students/${s.id}/fee-assessments`, { sessionId: session.id, schedule: 'Termly', fee: 462_500 })
  ).json();
  await post(`finance/fee-assessments/${a.id}/issue`);
  await post(`students/${s.id}/payments`, {
    receivedOn: '2026-08-03',
    method: 'BACS',
    reference: 'PART',
    amount: 200_000,
  });
}
// Applications whose statuses the catalogue names otherwise, one of them flexible study.
for (const status of ['Confirmed', 'Declined', 'Deferred', 'Rejected'] as const) {
  const person = await buildUser(t.db);
  const id = await insertApplication(t.db, person.personId, { status, intake: '2027-01-11' });
  if (status === 'Confirmed') await db.updateTable('applications').set({ flexi: 1 }).where('id', '=', id).execute();
}
// Potential students in every report group.
for (const stage of ['Unknown', 'WTCO follow up', 'Applicant', 'Not responsive', 'Mailing list']) {
  const person = await buildUser(t.db);
  await db
    .insertInto('leads')
    .values({
      person_id: person.personId,
      stage,
      first_source: 'Website',
      first_contact: '2026-10-01',
      hub: 'Durham',
      programme_interest: 'BTh',
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function sheets(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
    return { name: sheet.name, header: rows[0] ?? [], rows: rows.slice(1) };
  });
}

/** The columns of each export that hold a coded field's values: a figure's groups, a record's status. */
const CODED: readonly { sheet: string; column: string; figure?: RegExp; field: CodedFieldName }[] = [
  { sheet: 'Figures', column: 'Group', figure: /^Students by status$/, field: 'engagementStatus' },
  { sheet: 'Figures', column: 'Group', figure: /^Applications by status/, field: 'applicationStatus' },
  { sheet: 'Figures', column: 'Group', figure: /^Applications by stage/, field: 'applicationStage' },
  { sheet: 'Figures', column: 'Group', figure: /^Potential students by report group$/, field: 'leadReportGroup' },
  { sheet: 'Figures', column: 'Group', figure: /^Potential students by stage$/, field: 'leadStage' },
  { sheet: 'Students', column: 'Status', field: 'engagementStatus' },
  { sheet: 'Applications', column: 'Status', field: 'applicationStatus' },
  { sheet: 'Applications', column: 'Stage', field: 'applicationStage' },
  { sheet: 'Potential students', column: 'Stage', field: 'leadStage' },
  { sheet: 'Invoices', column: 'State', field: 'invoiceState' },
  { sheet: 'Flexible study applications', column: 'Status', field: 'applicationStatus' },
];

/** The cells of the export's coded columns that are no name of their field ("Not recorded" aside). */
function unnamed(book: Awaited<ReturnType<typeof sheets>>) {
  let checked = 0;
  const wrong: string[] = [];
  for (const c of CODED) {
    const sheet = book.find((s) => s.name === c.sheet);
    const at = sheet?.header.indexOf(c.column) ?? -1;
    if (!sheet || at < 0) continue;
    const names = readableNames(c.field);
    for (const row of sheet.rows) {
      if (c.figure && !c.figure.test(row[0] ?? '')) continue;
      const cell = row[at] ?? '';
      checked++;
      if (cell !== '' && cell !== 'Not recorded' && !names.has(cell)) wrong.push(`${c.sheet}/${c.column}: ${cell}`);
    }
  }
  return { checked, wrong };
}

describe('no raw code in a report or a list export (issue 19)', () => {
  it('knows the codes that are no name anywhere', () => {
    expect([...NEVER]).toEqual(expect.arrayContaining(['part-paid', 'wtco', 'always', 'archive', 'draft']));
    // 'Confirmed' is an application stage's name: caught in a status column only.
    expect(NEVER.has('Confirmed')).toBe(false);
    expect(readableNames('applicationStatus').has('Confirmed')).toBe(false);
  });

  it.each([
    ['reporting/students?export=excel'],
    ['reporting/applications?export=excel'],
    ['reporting/applications?export=excel&status=Confirmed'],
    ['reporting/marketing?export=excel'],
    ['reporting/leads?export=excel&from=2026-01-01&to=2027-12-31'],
    ['finance/invoices?export=excel'],
    ['fc-applications?export=excel'],
    ['applications?export=excel'],
  ])('%s names every coded value by its label', async (url) => {
    const book = await sheets(url);
    const { checked, wrong } = unnamed(book);
    expect(checked, url).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
    const every = book.flatMap((s) => [...s.header, ...s.rows.flat()]);
    expect(every.filter((c) => NEVER.has(c))).toEqual([]);
  });

  it('labels what the codes became: the group, the status and the state as their catalogues name them', async () => {
    const figures = (await sheets('reporting/marketing?export=excel')).find((s) => s.name === 'Figures')!;
    const groups = figures.rows.filter((r) => r[0] === 'Potential students by report group').map((r) => r[1]);
    expect(groups).toEqual(expect.arrayContaining(['Always', 'WTCO', 'Admin', 'Archive']));
    const applications = await sheets('reporting/applications?export=excel&status=Confirmed');
    const filter = applications.find((s) => s.name === 'Figures')!.rows.find((r) => r[0] === 'Filter');
    expect(filter?.[2]).toBe('Confirmed (deposit paid)');
    const records = applications.find((s) => s.name === 'Applications')!;
    expect(records.rows.map((r) => r[records.header.indexOf('Status')])).toEqual(['Confirmed (deposit paid)']);
    const invoices = (await sheets('finance/invoices?export=excel'))[0]!;
    const states = invoices.rows.map((r) => r[invoices.header.indexOf('State')]);
    expect(states).toContain(CODED_FIELDS.invoiceState.label('paid'));
    expect(states.some((s) => s === 'Part-paid' || s === 'Overdue')).toBe(true);
  });

  it('shows an intake as a day, never as its stored YYYY-MM-DD (spec 9)', async () => {
    const iso = /^\d{4}-\d{2}-\d{2}$/;
    for (const url of [
      'reporting/students?export=excel',
      'reporting/applications?export=excel&intake=2027-01-11',
      'reporting/marketing?export=excel',
      'reporting/leads?export=excel&from=2026-01-01&to=2027-12-31',
    ]) {
      const book = await sheets(url);
      expect(
        book.flatMap((s) => s.rows.flat()).filter((c) => iso.test(c)),
        url,
      ).toEqual([]);
    }
    const applications = await sheets('reporting/applications?export=excel&intake=2027-01-11');
    const figures = applications.find((s) => s.name === 'Figures')!;
    expect(figures.rows.find((r) => r[0] === 'Filter' && r[1] === 'Intake')?.[2]).toBe('11/01/2027');
    expect(figures.rows.filter((r) => r[0] === 'Applications by intake').map((r) => r[1])).toEqual(['11/01/2027']);
    // The records' intakes are date cells, which Excel shows in the reader's own date format.
    const res = await get('reporting/applications?export=excel&intake=2027-01-11');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Applications')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Intake');
    const cells = sheet.getColumn(column).values.slice(2);
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => c instanceof Date && c.toISOString().startsWith('2027-01-11'))).toBe(true);
  });

  it('answers the list choices by label: the invoice states, the applicant statuses', async () => {
    const invoices = (await get('finance/invoices')).json() as { states: { value: string; label: string }[] };
    expect(invoices.states.map((s) => s.label).filter((l) => !readableNames('invoiceState').has(l))).toEqual([]);
    expect(invoices.states).toContainEqual({ value: 'paid', label: 'Paid' });
    const flexi = (await get('fc-applications')).json() as {
      items: { statusLabel: string }[];
      statuses: { label: string }[];
    };
    expect([...flexi.items.map((i) => i.statusLabel), ...flexi.statuses.map((s) => s.label)]).toContain(
      'Confirmed (deposit paid)',
    );
    const names = readableNames('applicationStatus');
    expect(flexi.items.map((i) => i.statusLabel).filter((l) => !names.has(l))).toEqual([]);
  });
});
