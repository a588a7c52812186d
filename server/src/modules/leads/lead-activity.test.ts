import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { registerApplicant } from '../applicant/applicant-test-support.ts';
import { applicationVersion } from '../application-outcomes/outcome-test-support.ts';

// Issue 17: potential students' activity. Stage moves by spec 4.5 with a history, duplicates
// refused on entry, activities logged with next actions, the feed and its filters, follow-ups,
// and the application workflow moving a lead to Applicant then Student.

const { app, db } = await createTestApp();
const recruiterUser = await buildUser(db, {
  firstName: 'Rita',
  lastName: 'Recruiter',
  permissions: 'leads:menu leads:view leads:create leads:edit',
});
const recruiter = await login(app, recruiterUser);
const colleague = await login(app, await buildUser(db, { permissions: 'leads:menu leads:view leads:edit' }));
const reader = await login(app, await buildUser(db, { permissions: 'leads:menu leads:view' }));
const admissions = await login(
  app,
  await buildUser(db, { permissions: 'applications:menu applications:view applications:edit' }),
);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, cookie: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const today = new Date().toISOString().slice(0, 10);

async function newLead(body: Record<string, unknown>) {
  const res = await call('POST', '/leads', recruiter, { stage: 'Initial contact made', hub: 'Durham', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number };
}
const activityOf = async (id: number, cookie = recruiter) =>
  (await call('GET', `/leads/${id}/activity`, cookie)).json();

describe('lead stages (spec 4.5)', () => {
  it('records the first stage, moves forward or out, refuses back and admin stages, keeps the history', async () => {
    const lead = await newLead({ firstName: 'Peter', lastName: 'Stone', email: 'peter.stone@example.org' });
    const back = await call('PATCH', `/leads/${lead.id}`, recruiter, { version: lead.version, stage: 'Unknown' });
    expect(back.statusCode).toBe(422);
    expect(back.json().details).toEqual([
      { param: 'stage', message: expect.stringContaining('Stages move forward only') as string },
    ]);
    const admin = await call('PATCH', `/leads/${lead.id}`, recruiter, { version: lead.version, stage: 'Applicant' });
    expect(admin.statusCode).toBe(422);
    const on = await call('PATCH', `/leads/${lead.id}`, recruiter, {
      version: lead.version,
      stage: 'Engaged with HD/PD',
    });
    expect(on.statusCode, on.body).toBe(200);
    const out = await call('PATCH', `/leads/${lead.id}`, recruiter, {
      version: on.json().version,
      stage: 'Mailing list',
    });
    expect(out.statusCode).toBe(200);

    const panel = await activityOf(lead.id);
    expect(panel.stage).toBe('Mailing list');
    expect(panel.activities.map((a: { fromStage: string; toStage: string }) => [a.fromStage, a.toStage])).toEqual([
      ['Engaged with HD/PD', 'Mailing list'],
      ['Initial contact made', 'Engaged with HD/PD'],
      [null, 'Initial contact made'],
    ]);
    expect(panel.activities[0]).toMatchObject({
      kind: 'Stage change',
      occurredOn: today,
      recordedBy: 'Rita Recruiter',
    });
    expect(panel.moves).toContain('Initial contact made');
    expect(panel.moves).not.toContain('Applicant');
    expect(panel.abilities).toEqual({ canLog: true, canMerge: false });
    expect((await activityOf(lead.id, reader)).abilities).toEqual({ canLog: false, canMerge: false });
  });

  it('refuses a duplicate on entry: the same e-mail, or the same name and postcode', async () => {
    await newLead({ firstName: 'Mary', lastName: 'Jones', email: 'mary.jones@example.org', postCode: 'DH1 3LE' });
    const sameEmail = await call('POST', '/leads', recruiter, {
      firstName: 'M',
      lastName: 'Jones',
      email: 'MARY.JONES@example.org',
      stage: 'Unknown',
    });
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().details[0]).toMatchObject({ param: 'email' });
    expect(sameEmail.json().details[0].message).toMatch(
      /^Mary Jones \(potential student \d+\) already has this e-mail/,
    );
    const sameAddress = await call('POST', '/leads', recruiter, {
      firstName: 'mary',
      lastName: 'JONES',
      postCode: 'dh13le',
      stage: 'Unknown',
    });
    expect(sameAddress.statusCode).toBe(422);
    expect(sameAddress.json().details[0]).toMatchObject({ param: 'lastName' });
    const elsewhere = await call('POST', '/leads', recruiter, {
      firstName: 'Mary',
      lastName: 'Jones',
      postCode: 'YO1 7HH',
      stage: 'Unknown',
    });
    expect(elsewhere.statusCode).toBe(201);
    const count = await db.kysely
      .selectFrom('leads')
      .innerJoin('people', 'people.id', 'leads.person_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('people.last_name', '=', 'Jones')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });
});

describe('activities, the feed and follow-ups', () => {
  it('logs an activity with its next action; bad input is a 422 at the field; readers may not log', async () => {
    const lead = await newLead({ firstName: 'Anna', lastName: 'Field', hub: 'Bristol' });
    const logged = await call('POST', `/leads/${lead.id}/activities`, recruiter, {
      kind: 'Call',
      occurredOn: today,
      note: 'Asked about the BTh',
      nextAction: 'Send the prospectus',
      nextActionDue: '2099-01-10',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const bad = await call('POST', `/leads/${lead.id}/activities`, recruiter, {
      kind: 'Call',
      occurredOn: today,
      nextAction: 'Ring back',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'nextActionDue', message: 'Give the day the next action is due.' }]);
    const future = await call('POST', `/leads/${lead.id}/activities`, recruiter, {
      kind: 'Meeting',
      occurredOn: '2099-01-01',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().details[0].param).toBe('occurredOn');
    expect(
      (await call('POST', `/leads/${lead.id}/activities`, reader, { kind: 'Call', occurredOn: today })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/leads/999999/activities', recruiter, { kind: 'Call', occurredOn: today })).statusCode,
    ).toBe(404);

    const mine = (await call('GET', '/leads/follow-ups', recruiter)).json().items;
    expect(mine.map((a: { leadName: string; nextAction: string }) => [a.leadName, a.nextAction])).toEqual([
      ['Anna Field', 'Send the prospectus'],
    ]);
    expect((await call('GET', '/leads/follow-ups', colleague)).json().items).toEqual([]);

    // The colleague follows the lead: its open next actions become theirs too.
    expect((await call('PUT', `/leads/${lead.id}/owner`, colleague, { following: true })).statusCode).toBe(204);
    expect((await call('GET', '/leads/follow-ups', colleague)).json().items).toHaveLength(1);
    const done = await call('POST', `/leads/${lead.id}/activities/${logged.json().id}/done`, recruiter);
    expect(done.statusCode).toBe(204);
    expect((await call('GET', '/leads/follow-ups', recruiter)).json().items).toEqual([]);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'lead_activities')
      .where('entity_id', '=', String(logged.json().id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'follow-up.done']);
  });

  it('feeds every activity newest first, filtered by hub, stage, owner and day', async () => {
    const feed = async (q: string) => (await call('GET', `/leads/activity${q}`, reader)).json();
    const all = await feed('');
    expect(all.total).toBeGreaterThanOrEqual(6);
    const keys = all.items.map(
      (a: { occurredOn: string; id: number }) => `${a.occurredOn}:${String(a.id).padStart(9, '0')}`,
    );
    expect(keys).toEqual([...keys].sort().reverse());
    const bristol = await feed('?hub=Bristol');
    expect(bristol.items.map((a: { leadName: string; kind: string }) => [a.leadName, a.kind])).toEqual([
      ['Anna Field', 'Call'],
      ['Anna Field', 'Stage change'],
    ]);
    expect(
      (await feed('?stage=Mailing%20list')).items.every((a: { leadName: string }) => a.leadName === 'Peter Stone'),
    ).toBe(true);
    expect(all.owners).toHaveLength(1);
    const owned = await feed(`?owner=${all.owners[0].id}`);
    expect(owned.items.every((a: { leadName: string }) => a.leadName === 'Anna Field')).toBe(true);
    expect((await feed('?from=2099-01-01')).total).toBe(0);
    expect((await call('GET', '/leads/activity?stage=Prospect', reader)).statusCode).toBe(422);
    expect((await call('GET', '/leads/activity', admissions)).statusCode).toBe(403);
  });
});

describe('the application workflow moves the lead', () => {
  it('makes a lead an Applicant when its e-mail registers, then a Student on confirmation', async () => {
    const lead = await newLead({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.org' });
    await registerApplicant(app, db, { email: 'grace.hopper@example.org', firstName: 'Grace' });
    const applied = await activityOf(lead.id);
    expect(applied.stage).toBe('Applicant');
    expect(applied.applicationId).toEqual(expect.any(Number));
    expect(applied.activities[0]).toMatchObject({
      kind: 'Application started',
      fromStage: 'Initial contact made',
      toStage: 'Applicant',
      applicationId: applied.applicationId,
    });
    const applicationId = applied.applicationId as number;
    await db.kysely
      .updateTable('applications')
      .set({
        status: 'Place accepted',
        course: 'BTh',
        intake: '2027-09-01',
        study_pace: 'PT',
        applicant_type: 'Ordinand',
      })
      .where('id', '=', applicationId)
      .execute();
    const confirmed = await call('POST', `/applications/${applicationId}/confirm`, admissions, {
      version: await applicationVersion(db, applicationId),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const student = await activityOf(lead.id);
    expect(student.stage).toBe('Student');
    expect(student.activities[0]).toMatchObject({ kind: 'Stage change', fromStage: 'Applicant', toStage: 'Student' });
    expect(student.moves).not.toContain('Applicant');
  });
});
