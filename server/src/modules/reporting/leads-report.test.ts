import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Issue 17: Potential Students > Report (GET /reporting/leads, leads:menu) against leads of known
// stages, hubs, sources, first contacts and stage histories.

let t: TestApp;
let recruiter: string;
const now = new Date().toISOString();

interface LeadSpec {
  stage: string;
  hub: string;
  source: string;
  firstContact: string;
  history?: string[];
  intake?: string;
}

const SEPTEMBER = '2026-09-07';
const JANUARY = '2027-01-11';
const leadIds: Record<string, number> = {};

async function lead(o: LeadSpec) {
  const personId = (await buildUser(t.db)).personId;
  const { id } = await t.db.kysely
    .insertInto('leads')
    .values({
      person_id: personId,
      stage: o.stage,
      first_source: o.source,
      first_contact: o.firstContact,
      hub: o.hub,
      programme_interest: 'BTh',
      intake_of_interest: o.intake ?? null,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  leadIds[`${o.hub} ${o.firstContact}`] = Number(id);
  let from: string | null = null;
  for (const to of o.history ?? []) {
    await t.db.kysely
      .insertInto('lead_activities')
      .values({
        lead_id: id,
        kind: 'Stage change',
        occurred_on: o.firstContact,
        from_stage: from,
        to_stage: to,
        recorded_at: now,
      })
      .execute();
    from = to;
  }
}

const get = (query: string, cookie = recruiter) =>
  t.app.inject({ method: 'GET', url: `/api/reporting/leads${query}`, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  recruiter = await login(t.app, await buildUser(t.db, { permissions: 'leads:menu leads:view leads:edit' }));
  await t.db.kysely
    .insertInto('intakes')
    .values(
      [SEPTEMBER, JANUARY, '2099-09-01'].map((d) => ({
        starts_on: d,
        programmes: 'BTh',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  await lead({
    stage: 'Initial contact made',
    hub: 'Durham',
    source: 'Open day',
    firstContact: '2026-01-10',
    intake: JANUARY,
  });
  await lead({
    stage: 'Not responsive',
    hub: 'Durham',
    source: 'Open day',
    firstContact: '2026-02-10',
    history: ['Initial contact made', 'Engaged with HD/PD', 'Interested in future enrolment', 'Not responsive'],
    intake: SEPTEMBER,
  });
  await lead({
    stage: 'Applicant',
    hub: 'York',
    source: 'Website enquiry',
    firstContact: '2026-03-10',
    history: ['Initial contact made', 'Interested in current enrolment', 'Applicant'],
    intake: SEPTEMBER,
  });
  await lead({ stage: 'Mailing list', hub: 'York', source: 'Website enquiry', firstContact: '2025-06-01' });
});
afterAll(async () => t.close());

describe('GET /api/reporting/leads', () => {
  it('counts by stage with report groups, hub and source, and the conversion by stage history', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.byGroup).toEqual([
      { value: 'always', count: 1 },
      { value: 'wtco', count: 1 },
      { value: 'admin', count: 1 },
      { value: 'archive', count: 1 },
    ]);
    expect(body.byHub).toEqual([
      { value: 'Durham', count: 2 },
      { value: 'York', count: 2 },
    ]);
    expect(body.byStage.find((r: { value: string }) => r.value === 'Not responsive')).toEqual({
      value: 'Not responsive',
      count: 1,
      group: 'archive',
    });
    expect(body.conversion.map((s: { stage: string; reached: number }) => [s.stage, s.reached])).toEqual([
      ['Initial contact made', 3],
      ['Engaged with HD/PD', 2],
      ['Interested in future enrolment', 2],
      ['Interested in current enrolment', 1],
      ['WTCO follow up', 1],
      ['Applicant', 1],
      ['Student', 0],
    ]);
    expect(body.conversion[1].rate).toBeCloseTo(2 / 3);
  });

  it('keeps to the period of first contact and the other filters', async () => {
    const body = (await get('?from=2026-01-01&to=2026-02-28')).json();
    expect(body.total).toBe(2);
    expect(body.bySource).toEqual([{ value: 'Open day', count: 2 }]);
    expect((await get('?hub=York&source=Website%20enquiry')).json().total).toBe(2);
    expect((await get('?from=2026-03-01&stage=Applicant')).json().total).toBe(1);
    expect((await get('')).json().options.hub).toEqual(['Durham', 'York']);
  });

  it('counts by intake of interest, earliest first; each figure is the leads list filtered by the intake', async () => {
    const body = (await get('')).json();
    expect(body.byIntake).toEqual([
      { value: SEPTEMBER, count: 2 },
      { value: JANUARY, count: 1 },
      { value: null, count: 1 },
    ]);
    expect(body.options.intake).toEqual([SEPTEMBER, JANUARY]);
    expect((await get(`?intake=${SEPTEMBER}&hub=York`)).json().total).toBe(1);
    // The list a figure opens holds exactly the leads it counted.
    for (const [intake, count] of [
      [SEPTEMBER, 2],
      [JANUARY, 1],
    ] as const) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/leads?intake=${intake}&pageSize=50`,
        headers: { cookie: recruiter },
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().total).toBe(count);
      expect(list.json().items.every((i: { intakeOfInterest: string }) => i.intakeOfInterest === intake)).toBe(true);
    }
  });

  it('takes an intake of interest on the lead only from System data’s intakes not yet started', async () => {
    const id = leadIds['York 2025-06-01']!;
    const patch = async (intakeOfInterest: string) => {
      const record = (
        await t.app.inject({ method: 'GET', url: `/api/leads/${id}`, headers: { cookie: recruiter } })
      ).json();
      return t.app.inject({
        method: 'PATCH',
        url: `/api/leads/${id}`,
        headers: { cookie: recruiter },
        payload: { version: record.version, intakeOfInterest },
      });
    };
    const refused = await patch('2030-02-02');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0]).toMatchObject({ param: 'intakeOfInterest' });
    expect(refused.json().details[0].message).toContain('2099-09-01');
    const saved = await patch('2099-09-01');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().intakeOfInterest).toBe('2099-09-01');
    expect((await get('')).json().byIntake).toContainEqual({ value: '2099-09-01', count: 1 });
    await t.db.kysely.updateTable('leads').set({ intake_of_interest: null }).where('id', '=', id).execute();
  });

  it('refuses a period that ends before it starts, at the field', async () => {
    const res = await get('?from=2026-05-01&to=2026-04-01');
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0].param).toBe('to');
    expect((await get('?from=10/05/2026')).statusCode).toBe(422);
  });

  it('exports the figures and, for a leads:view reader, the potential students in the period', async () => {
    const res = await get('?export=excel&from=2026-01-01');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const figures = book.getWorksheet('Figures')!;
    const conversion = figures
      .getRows(1, figures.rowCount)!
      .filter((r) => String(r.getCell(1).value).startsWith('Conversion'));
    expect(conversion.map((r) => r.getCell(3).value)).toEqual([3, 2, 2, 1, 1, 1, 0]);
    const people = book.getWorksheet('Potential students')!;
    expect(people.rowCount).toBe(1 + 3);
    const header = (people.getRow(1).values as unknown[]).indexOf('Intake of interest');
    expect(header).toBeGreaterThan(0);
    expect(
      people
        .getRows(2, 3)!
        .map((r) => (r.getCell(header).value as Date).toISOString().slice(0, 10))
        .sort(),
    ).toEqual([SEPTEMBER, SEPTEMBER, JANUARY]);
    const byIntake = figures
      .getRows(1, figures.rowCount)!
      .filter((r) => String(r.getCell(1).value).startsWith('Potential students by intake'));
    // Spec 9: an intake's group reads DD/MM/YYYY; the records' intakes above are date cells.
    const dayMonthYear = (iso: string) => iso.split('-').reverse().join('/');
    expect(byIntake.map((r) => [r.getCell(2).value, r.getCell(3).value])).toEqual([
      [dayMonthYear(SEPTEMBER), 2],
      [dayMonthYear(JANUARY), 1],
    ]);
    const menuOnly = await login(t.app, await buildUser(t.db, { permissions: 'leads:menu' }));
    const figuresOnly = new ExcelJS.Workbook();
    await figuresOnly.xlsx.load((await get('?export=excel', menuOnly)).rawPayload as unknown as ArrayBuffer);
    expect(figuresOnly.getWorksheet('Potential students')).toBeUndefined();
  });

  it('is 401 without a session and 403 without leads:menu', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reporting/leads' })).statusCode).toBe(401);
    const other = await login(t.app, await buildUser(t.db, { permissions: 'reports:menu' }));
    expect((await get('', other)).statusCode).toBe(403);
  });
});
