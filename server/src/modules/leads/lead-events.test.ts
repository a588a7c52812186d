import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { multipartBody } from '../files/test-uploads.ts';

// Issue 17: Potential Students → Events. An event with date and place; its attendee list (CSV or
// XLSX) mapped, dry-run (matched by e-mail, then name and postcode; new leads shown), imported all
// or nothing with registrations and activities; the same file twice adds nothing; bad rows reported.

const { app, db } = await createTestApp();
const recruiter = await login(app, await buildUser(db, { permissions: 'leads:menu leads:view leads:import' }));
const viewer = await login(app, await buildUser(db, { permissions: 'leads:menu leads:view' }));
const tag = `ev${Date.now()}`;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
function upload(
  eventId: number,
  filename: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  cookie = recruiter,
) {
  const body = multipartBody(fields, { filename, contentType: 'application/octet-stream', bytes });
  return app.inject({
    method: 'POST',
    url: `/api/leads/events/${eventId}/attendees`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}
const csv = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

// An existing lead (matched by e-mail) and an existing contact (matched by name and postcode).
const known = await call('POST', '/leads', await login(app, await buildUser(db, { permissions: 'leads:create' })), {
  firstName: 'Kim',
  lastName: 'Known',
  email: `kim.${tag}@example.org`,
  stage: 'Engaged with HD/PD',
});
const knownLead = known.json().id as number;
await db.kysely
  .insertInto('people')
  .values({
    first_name: 'Pat',
    last_name: `Post${tag}`,
    post_code: 'DH1 3LE',
    email: null,
    title: null,
    preferred_name: null,
    phone: null,
    address1: null,
    address2: null,
    city: null,
    county: null,
    date_of_birth: null,
    picture_url: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  })
  .execute();

const FILE = csv([
  'First Name,Surname,Email Address,Post code,Ticket',
  `Kim,Known,KIM.${tag}@example.org,,General`,
  `Pat,Post${tag},,dh13le,General`,
  `Nia,New${tag},nia.${tag}@example.org,YO1 7HH,General`,
  `Nia,New${tag},nia.${tag}@example.org,YO1 7HH,General`,
]);
const MAPPING = JSON.stringify({
  'First Name': 'firstName',
  Surname: 'lastName',
  'Email Address': 'email',
  'Post code': 'postCode',
  Ticket: null,
});

describe('events and their attendee imports', () => {
  let eventId = 0;
  it('adds an event (leads:import only); bad input is a 422 at the field', async () => {
    const bad = await call('POST', '/leads/events', recruiter, {
      name: 'x',
      kind: 'Open day',
      heldOn: '2026-10-03',
      place: 'Durham',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'name', message: 'Give the event a name.' }]);
    const denied = await call('POST', '/leads/events', viewer, {
      name: 'Open day',
      kind: 'Open day',
      heldOn: '2026-10-03',
      place: 'Durham',
    });
    expect(denied.statusCode).toBe(403);
    const made = await call('POST', '/leads/events', recruiter, {
      name: `Open day ${tag}`,
      kind: 'Open day',
      heldOn: '2026-10-03',
      place: 'Durham hub',
    });
    expect(made.statusCode, made.body).toBe(201);
    eventId = made.json().event.id;
    expect(made.json()).toMatchObject({ event: { name: `Open day ${tag}`, attendees: 0 }, attendees: [] });
  });

  it('suggests a mapping and reports a missing required column without writing', async () => {
    const res = await upload(eventId, 'attendees.csv', FILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mapping).toEqual({
      'First Name': 'firstName',
      Surname: 'lastName',
      'Email Address': 'email',
      'Post code': 'postCode',
      Ticket: null,
    });
    expect(res.json().problems).toEqual([]);
    const unmapped = JSON.stringify({ 'First Name': 'firstName', Surname: null, 'Email Address': 'email' });
    const missing = await upload(eventId, 'attendees.csv', FILE, { mapping: unmapped });
    expect(missing.json().problems).toEqual([
      { param: 'lastName', message: 'Map a column to Last name: it is required.' },
    ]);
    expect(missing.json().committed).toBe(false);
    const refused = await upload(eventId, 'attendees.csv', FILE, { commit: 'true', mapping: unmapped });
    expect(refused.statusCode).toBe(422);
  });

  it('dry-runs: matches by e-mail, then name and postcode; shows new leads; writes nothing', async () => {
    const res = await upload(eventId, 'attendees.csv', FILE, { mapping: MAPPING });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res.json().rows.map((r: { row: number; action: string; label: string }) => [r.row, r.action, r.label]),
    ).toEqual([
      [2, 'matched', 'Kim Known: matched by e-mail'],
      [3, 'matched', `Pat Post${tag}: matched by name and postcode`],
      [4, 'new', `Nia New${tag}: new potential student`],
      [5, 'already', `Nia New${tag}: already registered`],
    ]);
    expect(res.json().committed).toBe(false);
    const regs = await db.kysely.selectFrom('registrations').select('id').where('event_id', '=', eventId).execute();
    expect(regs).toEqual([]);
  });

  it('imports all at once: registrations, a new lead at its first stage, Event attended activities', async () => {
    const res = await upload(eventId, 'attendees.csv', FILE, { mapping: MAPPING, commit: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ committed: true, counts: { new: 1, matched: 2, already: 1, error: 0 } });
    const detail = (await call('GET', `/leads/events/${eventId}`, recruiter)).json();
    expect(detail.event.attendees).toBe(3);
    expect(detail.attendees.map((a: { name: string }) => a.name).sort()).toEqual(
      ['Kim Known', `Nia New${tag}`, `Pat Post${tag}`].sort(),
    );
    const kim = (await call('GET', `/leads/${knownLead}/activity`, recruiter)).json();
    expect(kim.activities.find((a: { kind: string }) => a.kind === 'Event attended')).toMatchObject({
      kind: 'Event attended',
      occurredOn: '2026-10-03',
      note: `Open day ${tag}`,
    });
    const nia = detail.attendees.find((a: { name: string }) => a.name === `Nia New${tag}`);
    const niaLead = (await call('GET', `/leads/${nia.leadId}`, recruiter)).json();
    expect(niaLead).toMatchObject({
      stage: 'Initial contact made',
      firstSource: 'Open day',
      firstContact: '2026-10-03',
    });
    const niaActivity = (await call('GET', `/leads/${nia.leadId}/activity`, recruiter)).json();
    expect(niaActivity.activities.map((a: { kind: string }) => a.kind).sort()).toEqual([
      'Event attended',
      'Stage change',
    ]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'lead_events')
      .where('entity_id', '=', String(eventId))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'attendees.import']);
  });

  it('adds nothing when the same list comes again, as an XLSX this time', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Attendees');
    for (const line of FILE.toString().trim().split('\r\n')) sheet.addRow(line.split(','));
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(eventId, 'attendees.xlsx', bytes, { mapping: MAPPING, commit: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().counts).toEqual({ new: 0, matched: 0, already: 4, error: 0 });
    const regs = await db.kysely.selectFrom('registrations').select('id').where('event_id', '=', eventId).execute();
    expect(regs).toHaveLength(3);
    const leads = await db.kysely
      .selectFrom('leads')
      .innerJoin('people', 'people.id', 'leads.person_id')
      .select('leads.id')
      .where('people.last_name', '=', `New${tag}`)
      .execute();
    expect(leads).toHaveLength(1);
  });

  it('knows an attendee with neither e-mail nor postcode by name at the same event: twice adds nothing', async () => {
    const names = csv(['First Name,Surname', `Nobody,Noaddress${tag}`]);
    const first = await upload(eventId, 'names.csv', names, { commit: 'true' });
    expect(first.json().counts).toEqual({ new: 1, matched: 0, already: 0, error: 0 });
    const again = await upload(eventId, 'names.csv', names, { commit: 'true' });
    expect(again.json().counts).toEqual({ new: 0, matched: 0, already: 1, error: 0 });
    const people = await db.kysely
      .selectFrom('people')
      .select('id')
      .where('last_name', '=', `Noaddress${tag}`)
      .execute();
    expect(people).toHaveLength(1);
  });

  it('reports bad rows by row and column, and refuses the whole import while any remains', async () => {
    const bad = csv([
      'First Name,Surname,Email Address',
      `Ola,Ok${tag},ola.${tag}@example.org`,
      `,NoFirst${tag},not-an-email`,
    ]);
    const map = JSON.stringify({ 'First Name': 'firstName', Surname: 'lastName', 'Email Address': 'email' });
    const dry = await upload(eventId, 'bad.csv', bad, { mapping: map });
    expect(dry.json().rows[1]).toEqual({
      row: 3,
      action: 'error',
      label: `NoFirst${tag}`,
      errors: [
        { column: 'First Name', message: 'Give a first name.' },
        { column: 'Email Address', message: 'not-an-email is not a valid e-mail address.' },
      ],
    });
    const refused = await upload(eventId, 'bad.csv', bad, { mapping: map, commit: 'true' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].param).toBe('row 3');
    const ola = await db.kysely.selectFrom('people').select('id').where('last_name', '=', `Ok${tag}`).execute();
    expect(ola).toEqual([]);
    expect((await upload(eventId, 'bad.csv', bad, { mapping: map }, viewer)).statusCode).toBe(403);
    expect((await upload(999999, 'bad.csv', bad, { mapping: map })).statusCode).toBe(404);
    expect((await upload(eventId, 'x.pdf', Buffer.from([0x25, 0x50, 0, 0x46]), {})).statusCode).toBe(422);
  });
});
