import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 17: consents with their history. A grant or a withdrawal is a new row (staff with
// role:manager, or the person in the portal); nothing changes or deletes one; the current state
// is the latest row; a withdrawal takes a person out of every marketing export at once.

const { app, db } = await createTestApp();
const managerUser = await buildUser(db, {
  firstName: 'Mary',
  lastName: 'Manager',
  permissions: 'role:manager consents:view consents:edit consents:delete consents:create',
});
const manager = await login(app, managerUser);
const viewer = await login(app, await buildUser(db, { permissions: 'consents:view' }));
const reporter = await login(app, await buildUser(db, { permissions: 'reports:menu leads:view' }));
const fundraiser = await login(app, await buildUser(db, { permissions: 'fundraising:menu' }));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const today = new Date().toISOString().slice(0, 10);

/** Issue 17: the person is an alumnus too, so the fundraising exports can list them. */
async function asAlumnus(personId: number) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('alumni')
    .values({ person_id: personId, programme: 'BTh', graduation_year: 2020, created_at: now, updated_at: now })
    .execute();
}

/** The e-mail addresses in the first column of an Excel export's sheet. */
async function sheetEmails(payload: unknown, sheetName: string, column = 1): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName)!;
  const emails: string[] = [];
  sheet.eachRow((row, n) => n > 1 && emails.push(String(row.getCell(column).value)));
  return emails;
}

async function asLead(personId: number) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('leads')
    .values({
      person_id: personId,
      stage: 'Initial contact made',
      first_source: 'Website',
      first_contact: '2026-09-01',
      hub: 'Durham',
      programme_interest: 'BTh',
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

const record = (personId: number, body: Record<string, unknown>, cookie = manager) =>
  call('POST', `/people/${personId}/consents`, cookie, {
    purpose: 'Marketing e-mails',
    method: 'Paper form',
    on: '2026-10-01',
    ...body,
  });
const historyOf = async (personId: number) => (await call('GET', `/people/${personId}/consents`, manager)).json();

/** Every export with a marketing purpose: the e-mail addresses it would mail. */
const MARKETING_EXPORTS: Record<string, () => Promise<string[] | number>> = {
  'Reporting > Marketing: mailing figure': async () =>
    (await call('GET', '/reporting/marketing', reporter)).json().mailing.consented as number,
  'Reporting > Marketing: Mailing list sheet': async () =>
    sheetEmails((await call('GET', '/reporting/marketing?export=excel', reporter)).rawPayload, 'Mailing list'),
  // Issue 17: Fundraising → Alumni's mailing export (the list for a purpose, as Excel) and its column.
  'Fundraising > Alumni: mailing export': async () =>
    sheetEmails(
      (await call('GET', '/fundraising/alumni?consent=Marketing%20e-mails&export=excel', fundraiser)).rawPayload,
      'Alumni',
      2,
    ),
  'Fundraising > Alumni: marketing column': async () =>
    (await call('GET', '/fundraising/alumni?pageSize=200', fundraiser))
      .json()
      .items.filter((r: { marketing: boolean }) => r.marketing)
      .map((r: { email: string }) => r.email),
};

describe('consent history (staff)', () => {
  it('records grants and withdrawals as rows, derives the current state, says who recorded each', async () => {
    const person = await buildUser(db);
    expect((await record(person.personId, { given: true, wordingVersion: 'v2', evidence: 'Form 12' })).statusCode).toBe(
      201,
    );
    expect((await record(person.personId, { given: false, on: '2026-11-01', method: 'E-mail' })).statusCode).toBe(201);
    const history = await historyOf(person.personId);
    const marketing = history.purposes.find((p: { purpose: string }) => p.purpose === 'Marketing e-mails');
    expect(marketing.given).toBe(false);
    expect(marketing.entries).toMatchObject([
      { given: false, on: '2026-11-01', method: 'E-mail', recordedBy: 'Mary Manager' },
      { given: true, on: '2026-10-01', wordingVersion: 'v2', evidence: 'Form 12', recordedBy: 'Mary Manager' },
    ]);
    expect(history.purposes.find((p: { purpose: string }) => p.purpose === 'Photography')).toMatchObject({
      given: null,
      entries: [],
    });
    expect(history.canRecord).toBe(true);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'consents')
      .where('actor_user_id', '=', managerUser.id)
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad input field by field, and recording without role:manager', async () => {
    const person = await buildUser(db);
    const bad = await record(person.personId, { given: true, purpose: 'Astrology', on: '2999-01-01' });
    expect(bad.statusCode).toBe(422);
    const future = await record(person.personId, { given: true, on: '2999-01-01' });
    expect(future.json().details).toEqual([{ param: 'on', message: expect.stringContaining('after today') as string }]);
    const unknown = await record(person.personId, { given: true, purpose: 'Astrology' });
    expect(unknown.json().details[0].param).toBe('purpose');
    const method = await record(person.personId, { given: true, method: 'Carrier pigeon' });
    expect(method.statusCode).toBe(422);
    expect((await record(person.personId, { given: true }, viewer)).statusCode).toBe(403);
    expect((await call('GET', `/people/${person.personId}/consents`, viewer)).json().canRecord).toBe(false);
    expect((await call('GET', `/people/999999/consents`, manager)).statusCode).toBe(404);
    expect(
      (await historyOf(person.personId)).purposes.every((p: { entries: unknown[] }) => p.entries.length === 0),
    ).toBe(true);
  });

  it('never changes or deletes a history row through the generic consents API', async () => {
    const person = await buildUser(db);
    const { id } = (await record(person.personId, { given: true })).json();
    const current = (await call('GET', `/consents/${id}`, manager)).json();
    const patch = await call('PATCH', `/consents/${id}`, manager, { version: current.version, given: false });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().code).toBe('consent_history_kept');
    const deleted = await call('DELETE', `/consents/${id}?version=${current.version}`, manager);
    expect(deleted.json().code).toBe('consent_history_kept');
    const row = await db.kysely.selectFrom('consents').select('given').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.given)).toBe(1);
  });
});

describe('withdrawal takes effect at once in every marketing export', () => {
  it.each(Object.keys(MARKETING_EXPORTS))('%s', async (name) => {
    const read = MARKETING_EXPORTS[name]!;
    const person = await buildUser(db);
    await asLead(person.personId);
    await asAlumnus(person.personId);
    const before = await read();
    await record(person.personId, { given: true, on: '2026-01-01' });
    const granted = await read();
    await record(person.personId, { given: false, on: today, method: 'Telephone' });
    const withdrawn = await read();
    if (typeof granted === 'number') {
      expect(granted).toBe((before as number) + 1);
      expect(withdrawn).toBe(before);
    } else {
      expect(granted).toContain(person.email);
      expect(withdrawn).not.toContain(person.email);
    }
  });
});

describe('the portal: own marketing consents', () => {
  it.each([
    ['a student', 'forms:student'],
    ['an applicant', 'applications:apply'],
  ])('%s sees and changes their own marketing consents, each change a Portal row', async (_who, permission) => {
    const user = await buildUser(db, { permissions: permission });
    const cookie = await login(app, user);
    const mine = await call('GET', '/portal/consents', cookie);
    expect(mine.statusCode).toBe(200);
    // The list's "Marketing ..." purposes (migration 0074a adds post and telephone), not the others.
    const unset = (purpose: string) => ({ purpose, given: null, on: null });
    expect(mine.json().purposes).toEqual(
      ['Marketing e-mails', 'Marketing post', 'Marketing telephone calls'].map(unset),
    );
    const granted = await call('PUT', '/portal/consents', cookie, { purpose: 'Marketing e-mails', given: true });
    expect(granted.json().purposes).toEqual([
      { purpose: 'Marketing e-mails', given: true, on: today },
      unset('Marketing post'),
      unset('Marketing telephone calls'),
    ]);
    await call('PUT', '/portal/consents', cookie, { purpose: 'Marketing e-mails', given: false });
    const history = await historyOf(user.personId);
    const entries = history.purposes.find((p: { purpose: string }) => p.purpose === 'Marketing e-mails').entries;
    expect(entries.map((e: { given: boolean; method: string }) => [e.given, e.method])).toEqual([
      [false, 'Portal'],
      [true, 'Portal'],
    ]);
    for (const purpose of ['Photography', 'Fundraising']) {
      const other = await call('PUT', '/portal/consents', cookie, { purpose, given: true });
      expect(other.statusCode).toBe(422);
      expect(other.json().details[0].param).toBe('purpose');
    }
  });

  it('is only for students and applicants', async () => {
    expect((await call('GET', '/portal/consents', viewer)).statusCode).toBe(403);
    expect(
      (await call('PUT', '/portal/consents', viewer, { purpose: 'Marketing e-mails', given: true })).statusCode,
    ).toBe(403);
  });
});
