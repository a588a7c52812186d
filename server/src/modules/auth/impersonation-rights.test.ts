import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from '../../demo/roles.ts';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { sessionCookie } from '../applicant/applicant-test-support.ts';
import { caller, signedStudent } from '../../test/student-calls.ts';

// Issue 11, point 4: acting as someone must not lend rights the actor lacks. One may act only as
// a user whose every right one holds (a student's or applicant's own-record rights count as held
// by a reader of those records), unless one holds admin:sysadmin (domain/src/impersonation.ts).

const t = await createTestApp({ FEATURES: 'bursaries' });
const { app, db } = t;
const call = caller(t);
const role = (name: string) => DEMO_ROLES.find((r) => r.name === name)?.permissions as string;

const loginAs = (cookie: string, mode: string, id: number) =>
  app.inject({ method: 'POST', url: `/auth/loginas/${mode}/${id}`, headers: { cookie } });
const ability = (cookie: string, mode: string, id: number) =>
  app.inject({ method: 'GET', url: `/auth/loginas/${mode}/${id}`, headers: { cookie } });

describe('whom one may act as', () => {
  it('registry cannot act as finance, so it cannot award a bursary through finance’s account', async () => {
    const student = await signedStudent(t);
    const sent = await call('PUT', 'forms/student/bursary-application', student.cookie, {
      bursaryType: "Principal's Bursary",
      incomeBand: 'Under £15,000',
      dependants: '0',
      otherFunding: '',
      otherFundingTotal: '',
      monthlyOutgoings: '900',
      amountRequested: '500',
      statement:
        'I care for my mother and work part time; the fee instalments and travel to residentials are more than my income allows this year.',
      declaration: true,
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const applicationId = (
      await db.kysely
        .selectFrom('bursary_applications')
        .select('id')
        .where('student_id', '=', student.studentId)
        .executeTakeFirstOrThrow()
    ).id;
    const registry = await buildUser(db, { permissions: role('Registry') });
    const finance = await buildUser(db, { permissions: role('Finance') });
    const cookie = await login(app, registry);

    expect((await ability(cookie, 'user', finance.id)).json()).toEqual({
      canLoginAs: false,
      reason: 'You may act only as someone whose rights you hold yourself.',
    });
    const refused = await loginAs(cookie, 'user', finance.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You may act only as someone whose rights you hold yourself.');
    // The registry's own session still stands, and still cannot decide.
    const { version } = (await call('GET', `finance/bursaries/${applicationId}`, await login(app, finance))).json();
    const award = await call('POST', `finance/bursaries/${applicationId}/decision`, cookie, {
      decision: 'Under consideration',
      note: '',
      version,
    });
    expect(award.statusCode).toBe(403);
    const row = await db.kysely
      .selectFrom('bursary_applications')
      .select('status')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Submitted');
    expect(
      await db.kysely
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'loginas.start')
        .where('actor_user_id', '=', registry.id)
        .execute(),
    ).toEqual([]);
  });

  it('staff who read student records act as a student (student mode), the portal then answering as the student', async () => {
    const registry = await buildUser(db, { permissions: role('Registry') });
    const pupil = await buildUser(db, { permissions: role('Student') });
    const student = await buildStudent(db, pupil.personId);
    const cookie = await login(app, registry);
    expect((await ability(cookie, 'student', student.id)).json()).toEqual({ canLoginAs: true, reason: null });
    const res = await loginAs(cookie, 'student', student.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: pupil.id, overridingUser: { id: registry.id } });
    expect(
      (await app.inject({ method: 'GET', url: '/api/forms/student', headers: { cookie: sessionCookie(res) } }))
        .statusCode,
    ).toBe(200);
  });

  it('loginas without the right to read student records does not reach a student', async () => {
    const helper = await buildUser(db, { permissions: 'dashboard:view dashboard:loginas' });
    const pupil = await buildUser(db, { permissions: role('Student') });
    const student = await buildStudent(db, pupil.personId);
    expect((await loginAs(await login(app, helper), 'student', student.id)).statusCode).toBe(403);
  });

  it('a student who also holds staff rights the actor lacks is refused', async () => {
    const registry = await buildUser(db, { permissions: role('Registry') });
    const both = await buildUser(db, { permissions: `${role('Student')} finance` });
    const student = await buildStudent(db, both.personId);
    expect((await loginAs(await login(app, registry), 'student', student.id)).statusCode).toBe(403);
  });

  it('acts as a colleague with fewer rights; a sysadmin acts as anyone', async () => {
    const registry = await buildUser(db, { permissions: role('Registry') });
    const tutor = await buildUser(db, { permissions: 'dashboard:view students:menu students:view' });
    expect((await loginAs(await login(app, registry), 'user', tutor.id)).statusCode).toBe(200);
    const sysadmin = await buildUser(db, { permissions: '*' });
    const finance = await buildUser(db, { permissions: role('Finance') });
    expect((await ability(await login(app, sysadmin), 'user', finance.id)).json().canLoginAs).toBe(true);
    expect((await loginAs(await login(app, sysadmin), 'user', finance.id)).statusCode).toBe(200);
  });

  it('the ability call needs dashboard:loginas and a known id', async () => {
    const plain = await buildUser(db, { permissions: 'dashboard:view' });
    const other = await buildUser(db);
    expect((await ability(await login(app, plain), 'user', other.id)).statusCode).toBe(403);
    const registry = await buildUser(db, { permissions: role('Registry') });
    expect((await ability(await login(app, registry), 'user', 999999)).statusCode).toBe(404);
  });
});
