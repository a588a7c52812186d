import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { insertApplication } from '../application-outcomes/outcome-test-support.ts';

// Issue 17, GET /fundraising/alumni: the development office's alumni list (fundraising:menu).

const { app, db } = await createTestApp();
const fundraiser = await login(app, await buildUser(db, { permissions: 'fundraising:menu' }));
const other = await login(app, await buildUser(db, { permissions: 'alumni:menu' }));
const now = new Date().toISOString();

async function alumnus(first: string, last: string, values: { programme: string; year: number; hub: string }) {
  const person = await db.kysely
    .insertInto('people')
    .values({
      first_name: first,
      last_name: last,
      email: `${first}.${last}@example.org`.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.kysely
    .insertInto('alumni')
    .values({
      person_id: person.id,
      programme: values.programme,
      graduation_year: values.year,
      hub: values.hub,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return Number(person.id);
}

const consent = (personId: number, purpose: string, given: boolean, on: string | null) =>
  db.kysely
    .insertInto('consents')
    .values({
      person_id: personId,
      consent_type: purpose,
      given: given ? 1 : 0,
      given_on: on,
      created_at: now,
      updated_at: now,
    })
    .execute();

const list = (query: string, cookie = fundraiser) =>
  app.inject({ method: 'GET', url: `/api/fundraising/alumni${query}`, headers: { cookie } });
const names = async (query: string) => (await list(query)).json().items.map((r: { name: string }) => r.name);

const ann = await alumnus('Ann', 'Abbot', { programme: 'BTh', year: 2019, hub: 'Durham' });
const ben = await alumnus('Ben', 'Bishop', { programme: 'MA', year: 2021, hub: 'Bristol' });
const cat = await alumnus('Cat', 'Curate', { programme: 'BTh', year: 2021, hub: 'Bristol' });
await db.kysely
  .insertInto('donors')
  .values({ person_id: ben, crm_id: 'CRM-1', donor_type: 'Major donor', created_at: now, updated_at: now })
  .execute();
// Ann: granted then withdrawn (latest date wins); Ben: an undated withdrawal is older than a dated grant.
await consent(ann, 'Marketing e-mails', true, '2025-01-01');
await consent(ann, 'Marketing e-mails', false, '2026-02-01');
await consent(ben, 'Marketing e-mails', true, '2024-05-01');
await consent(ben, 'Marketing e-mails', false, null);
await consent(cat, 'Alumni contact', true, '2026-01-01');
await consent(cat, 'Fundraising', true, '2026-01-01');
// Dioceses come from applications: Ann's and Cat's name Oxford and Durham; a non-alumnus's Leeds.
await insertApplication(db, ann, { diocese: 'Oxford' });
await insertApplication(db, cat, { diocese: 'Durham' });
await insertApplication(db, cat, { diocese: 'Oxford' });
await insertApplication(db, (await buildUser(db)).personId, { diocese: 'Leeds' });

describe('Fundraising → Alumni', () => {
  it('lists alumni with donor type and current consents, newest year first', async () => {
    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, page: 1 });
    const byName = Object.fromEntries(res.json().items.map((r: { name: string }) => [r.name, r]));
    expect(byName['Ann Abbot']).toMatchObject({
      marketing: false,
      alumniContact: false,
      donorType: null,
      hub: 'Durham',
    });
    expect(byName['Ben Bishop']).toMatchObject({ marketing: true, alumniContact: false, donorType: 'Major donor' });
    expect(byName['Cat Curate']).toMatchObject({
      marketing: false,
      alumniContact: true,
      fundraising: true,
      graduationYear: 2021,
    });
    expect(byName['Ben Bishop'].fundraising).toBe(false);
    expect(res.json().items.at(-1).name).toBe('Ann Abbot');
  });

  it('filters by programme, year, hub, donor and current consent, and searches names and e-mail', async () => {
    expect(await names('?programme=BTh&sort=name&order=asc')).toEqual(['Ann Abbot', 'Cat Curate']);
    expect(await names('?year=2021&hub=Bristol&sort=name&order=asc')).toEqual(['Ben Bishop', 'Cat Curate']);
    expect(await names('?donor=true')).toEqual(['Ben Bishop']);
    expect(await names('?donor=false&sort=name&order=asc')).toEqual(['Ann Abbot', 'Cat Curate']);
    expect(await names('?consent=Marketing%20e-mails')).toEqual(['Ben Bishop']);
    expect(await names('?consent=Alumni%20contact')).toEqual(['Cat Curate']);
    expect(await names('?consent=Fundraising')).toEqual(['Cat Curate']);
    expect(await names('?search=cur')).toEqual(['Cat Curate']);
    expect(await names('?search=ann.abbot')).toEqual(['Ann Abbot']);
  });

  it("filters by a diocese named on any of the person's applications, and offers only alumni's dioceses", async () => {
    expect(await names('?diocese=Oxford&sort=name&order=asc')).toEqual(['Ann Abbot', 'Cat Curate']);
    expect(await names('?diocese=Durham')).toEqual(['Cat Curate']);
    expect(await names('?diocese=Leeds')).toEqual([]);
    expect((await list('')).json().dioceses).toEqual(['Durham', 'Oxford']);
    const res = await list('?diocese=Oxford&export=excel');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Alumni')!.rowCount).toBe(3);
  });

  it('exports the filtered list to Excel: with a purpose, the mailing list of the consented only', async () => {
    const res = await list('?consent=Marketing%20e-mails&export=excel');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: string[] = [];
    book.getWorksheet('Alumni')!.eachRow((row) => rows.push(String(row.getCell(2).value)));
    expect(rows).toEqual(['E-mail', 'ben.bishop@example.org']);
  });

  it('needs fundraising:menu and refuses bad filters by the field', async () => {
    expect((await list('', other)).statusCode).toBe(403);
    const bad = await list('?year=twenty&donor=maybe');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['donor', 'year']);
  });
});
