import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 17, the giving record: gifts recorded against a donor (donors:edit), listed under
// Fundraising → Gifts (donors:view), removed (donors:delete), audited; Fundraising → Alumni sums
// them per person; the person's timeline shows them to readers with donors:view only.

const { app, db } = await createTestApp();
const now = new Date().toISOString();
const as = async (permissions: string) => login(app, await buildUser(db, { permissions }));
const recorder = await as('fundraising:menu donors:view donors:edit donors:delete contacts:view');
const reader = await as('fundraising:menu donors:view');
const noDonors = await as('fundraising:menu contacts:view');
const donorsOnly = await as('donors:view donors:edit donors:delete');

async function person(first: string, last: string) {
  const row = await db.kysely
    .insertInto('people')
    .values({
      first_name: first,
      last_name: last,
      email: `${first}@example.org`.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
async function donor(personId: number, giftAid: boolean) {
  const row = await db.kysely
    .insertInto('donors')
    .values({
      person_id: personId,
      crm_id: `CRM-${personId}`,
      gift_aid: giftAid ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
const alumnus = (personId: number) =>
  db.kysely
    .insertInto('alumni')
    .values({ person_id: personId, programme: 'BTh', graduation_year: 2018, created_at: now, updated_at: now })
    .execute();

const gift = (donorId: number, over: Record<string, unknown> = {}, cookie = recorder) =>
  app.inject({
    method: 'POST',
    url: `/api/donors/${donorId}/gifts`,
    headers: { cookie },
    payload: {
      receivedOn: '2026-03-01',
      amountPence: 25_000,
      fund: 'Student bursaries',
      method: 'Bank transfer',
      giftAidClaimable: false,
      ...over,
    },
  });
const gifts = (query: string, cookie = reader) =>
  app.inject({ method: 'GET', url: `/api/fundraising/gifts${query}`, headers: { cookie } });
const alumniRow = async (personId: number) =>
  (await app.inject({ method: 'GET', url: '/api/fundraising/alumni?pageSize=200', headers: { cookie: reader } }))
    .json()
    .items.find((r: { personId: number }) => r.personId === personId);

const grace = await person('Grace', 'Giver');
const graceDonor = await donor(grace, true);
await alumnus(grace);
const hal = await person('Hal', 'Halfpenny');
const halDonor = await donor(hal, false);
await alumnus(hal);
const ivy = await person('Ivy', 'Nongiver');
await alumnus(ivy);

describe('gifts', () => {
  it('records gifts, audited, and Fundraising → Alumni shows lifetime giving, count and last gift', async () => {
    const first = await gift(graceDonor, { giftAidClaimable: true, notes: 'Annual appeal' });
    expect(first.statusCode, first.body).toBe(201);
    expect(
      (await gift(graceDonor, { receivedOn: '2025-11-20', amountPence: 1_050, method: 'Cheque' })).statusCode,
    ).toBe(201);
    expect((await gift(halDonor, { receivedOn: '2024-01-05', amountPence: 10_000, fund: 'Library' })).statusCode).toBe(
      201,
    );

    const audit = await db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'gifts')
      .where('entity_id', '=', String(first.json().id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create' });
    expect(JSON.parse(audit[0]!.changes!)).toMatchObject({ donorId: graceDonor, amountPence: 25_000 });

    expect(await alumniRow(grace)).toMatchObject({ givingPence: 26_050, gifts: 2, lastGiftOn: '2026-03-01' });
    expect(await alumniRow(hal)).toMatchObject({ givingPence: 10_000, gifts: 1, lastGiftOn: '2024-01-05' });
    expect(await alumniRow(ivy)).toMatchObject({ givingPence: 0, gifts: 0, lastGiftOn: null });
  });

  it('lists gifts newest first with the total of every matching gift, by donor, fund and period', async () => {
    const all = (await gifts('')).json();
    expect(all.total).toBe(3);
    expect(all.totalPence).toBe(36_050);
    expect(all.items.map((g: { receivedOn: string }) => g.receivedOn)).toEqual([
      '2026-03-01',
      '2025-11-20',
      '2024-01-05',
    ]);
    expect(all.items[0]).toMatchObject({
      donorId: graceDonor,
      donorName: 'Grace Giver',
      amountPence: 25_000,
      fund: 'Student bursaries',
      giftAidClaimable: true,
      notes: 'Annual appeal',
    });
    expect(all.abilities).toEqual({ record: false, remove: false });
    expect((await gifts('', recorder)).json().abilities).toEqual({ record: true, remove: true });
    expect((await gifts(`?donorId=${graceDonor}`)).json()).toMatchObject({ total: 2, totalPence: 26_050 });
    expect((await gifts('?fund=Library')).json()).toMatchObject({ total: 1, totalPence: 10_000 });
    expect((await gifts('?from=2025-01-01&to=2025-12-31')).json()).toMatchObject({ total: 1, totalPence: 1_050 });
    expect((await gifts('?search=hal')).json().total).toBe(1);
    expect((await gifts('?fund=Nothing')).statusCode).toBe(422);

    const res = await gifts('?export=excel');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Gifts')!;
    expect(sheet.rowCount).toBe(1 + 3);
    expect(sheet.getRow(2).getCell(3).value).toBe(250);
  });

  it('refuses bad gifts at the field: no Gift Aid without a declaration, nothing in the future or below a penny', async () => {
    const noDeclaration = await gift(halDonor, { giftAidClaimable: true });
    expect(noDeclaration.statusCode).toBe(422);
    expect(noDeclaration.json().details[0]).toMatchObject({ param: 'giftAidClaimable' });
    const future = await gift(graceDonor, { receivedOn: '2999-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().details[0].param).toBe('receivedOn');
    expect((await gift(graceDonor, { amountPence: 0 })).json().details[0].param).toBe('amountPence');
    expect((await gift(graceDonor, { fund: 'Somewhere' })).json().details[0].param).toBe('fund');
    expect((await gift(999_999)).statusCode).toBe(404);
    expect((await gifts('')).json().total).toBe(3);
  });

  it('keeps to the donors entity’s rights under fundraising:menu', async () => {
    // Reading needs donors:view; recording donors:edit; removing donors:delete; all need fundraising:menu.
    expect((await gifts('', noDonors)).statusCode).toBe(403);
    expect((await gifts('', donorsOnly)).statusCode).toBe(403);
    expect((await gift(graceDonor, {}, reader)).statusCode).toBe(403);
    expect((await gift(graceDonor, {}, donorsOnly)).statusCode).toBe(403);
    const editor = await as('fundraising:menu donors:view donors:edit');
    const made = await gift(graceDonor, { amountPence: 500 }, editor);
    expect(made.statusCode).toBe(201);
    const remove = (cookie: string) =>
      app.inject({ method: 'DELETE', url: `/api/fundraising/gifts/${made.json().id}`, headers: { cookie } });
    expect((await remove(editor)).statusCode).toBe(403);
    expect((await remove(recorder)).statusCode).toBe(204);
    expect((await remove(recorder)).statusCode).toBe(404);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'gifts')
      .where('entity_id', '=', String(made.json().id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await gifts('')).json().totalPence).toBe(36_050);
    expect((await app.inject({ method: 'GET', url: '/api/fundraising/gifts' })).statusCode).toBe(401);
  });

  it('a donor with gifts is not deleted', async () => {
    const { version } = (
      await app.inject({ method: 'GET', url: `/api/donors/${halDonor}`, headers: { cookie: recorder } })
    ).json();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/donors/${halDonor}?version=${version}`,
      headers: { cookie: recorder },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('This donor is still linked to 1 gift.');
  });

  it('shows gifts on the person’s timeline to readers with donors:view only', async () => {
    const timeline = async (cookie: string) =>
      (await app.inject({ method: 'GET', url: `/api/contacts/${grace}/timeline`, headers: { cookie } })).json();
    const seen = await timeline(recorder);
    const titles = seen.items.map((e: { title: string }) => e.title);
    expect(titles).toContain('Gift of £250.00 to Student bursaries');
    expect(titles).toContain('Gift of £10.50 to Student bursaries');
    const hidden = await timeline(noDonors);
    expect(hidden.items.map((e: { title: string }) => e.title).filter((t: string) => t.startsWith('Gift'))).toEqual([]);
  });
});
