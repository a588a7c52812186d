import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  completeEveryStep,
  nextSeptember,
  registerApplicant,
  saveStep,
  seedChoices,
  STEP_ANSWERS,
} from './applicant-test-support.ts';

const { app, db } = await createTestApp();
beforeAll(() => seedChoices(db));

const get = (cookie: string) => app.inject({ method: 'GET', url: '/api/applicant/application', headers: { cookie } });
const submit = (cookie: string) =>
  app.inject({ method: 'POST', url: '/api/applicant/application/submit', headers: { cookie } });
const params = (res: { json: () => { details?: { param: string }[] } }) =>
  (res.json().details ?? []).map((d) => d.param);

describe('the application wizard (issue 6, spec 2.8)', () => {
  it('offers the intakes not before today, the programmes and the dioceses', async () => {
    const { cookie } = await registerApplicant(app, db);
    const res = await app.inject({ method: 'GET', url: '/api/applicant/options', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().intakes).toEqual({ [nextSeptember()]: ['BTh', 'MA', 'CertHE'] });
    expect(res.json().programmes).toContainEqual({ code: 'BTh', title: 'Bachelor of Theology' });
    expect(res.json().dioceses).toEqual(['Diocese of Durham']);
  });

  it('validates each step with its schema and names the fields (422)', async () => {
    const { cookie } = await registerApplicant(app, db);
    const cases: [keyof typeof STEP_ANSWERS, Record<string, unknown>, string[]][] = [
      ['course', { ...STEP_ANSWERS.course(), studyPace: 'FT', course: '' }, ['studyPace', 'course']],
      [
        'personal',
        { ...STEP_ANSWERS.personal(), firstName: ' ', dateOfBirth: '2990-01-01' },
        ['firstName', 'dateOfBirth'],
      ],
      ['eligibility', { ...STEP_ANSWERS.eligibility(), britishCitizen: false }, ['nationality', 'immigrationStatus']],
      ['commitment', { ...STEP_ANSWERS.commitment(), residentialAttendance: false }, ['attendanceQuery']],
      ['diocese', { diocese: '', cohortGroup: 'Nobody' }, ['cohortGroup']],
      [
        'references',
        { referees: [{ name: '', email: 'x' }], leader: null },
        ['referees.0.name', 'referees.0.email', 'referees'],
      ],
      ['declarations', { ...STEP_ANSWERS.declarations(), truthful: false }, ['truthful']],
    ];
    for (const [step, payload, expected] of cases) {
      const res = await saveStep(app, cookie, step, payload);
      expect(res.statusCode, step).toBe(422);
      expect(params(res).sort(), step).toEqual([...expected].sort());
    }
    expect((await get(cookie)).json().completedSteps).toEqual([]);
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/applicant/application/steps/payments',
      headers: { cookie },
      payload: {},
    });
    expect(unknown.statusCode).toBe(422);
  });

  it('checks what needs the database: an open intake for the course, a known diocese, a leader for BTh, not your own e-mail', async () => {
    const { cookie, email } = await registerApplicant(app, db);
    expect(params(await saveStep(app, cookie, 'course', { ...STEP_ANSWERS.course(), intake: '2020-09-01' }))).toEqual([
      'intake',
    ]);
    expect(params(await saveStep(app, cookie, 'course', { ...STEP_ANSWERS.course(), course: 'PGDip' }))).toEqual([
      'intake',
    ]);
    // a course not among System data's programmes (issue 15)
    const astrology = await saveStep(app, cookie, 'course', { ...STEP_ANSWERS.course(), course: 'Astrology' });
    expect(astrology.json().details).toEqual([
      { param: 'course', message: expect.stringMatching(/^Choose a course from the list: .*BTh.*PGDip\.$/) },
    ]);
    expect((await saveStep(app, cookie, 'course')).statusCode).toBe(200);
    expect(
      params(await saveStep(app, cookie, 'diocese', { diocese: 'Diocese of Atlantis', cohortGroup: 'Candidate' })),
    ).toEqual(['diocese']);
    // An ordinand must name a diocese.
    expect(params(await saveStep(app, cookie, 'diocese', { diocese: '', cohortGroup: 'Candidate' }))).toEqual([
      'diocese',
    ]);
    const references = STEP_ANSWERS.references();
    expect(params(await saveStep(app, cookie, 'references', { ...references, leader: null }))).toEqual(['leader.name']);
    const own = { ...references, referees: [references.referees[0], { name: 'Me', email: email.toUpperCase() }] };
    expect(params(await saveStep(app, cookie, 'references', own))).toEqual(['referees.1.email']);
  });

  it('saves on each step, resumes where the applicant left off, and opens the steps that are complete', async () => {
    const { cookie } = await registerApplicant(app, db);
    const first = await saveStep(app, cookie, 'course');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      completedSteps: ['course'],
      availableSteps: [0, 1],
      needsLeaderReference: true,
      needsDiocese: true,
    });
    await saveStep(app, cookie, 'personal');
    await saveStep(app, cookie, 'commitment');

    // Leave and come back: a new session reads the same answers.
    const state = (await get(cookie)).json();
    expect(state.completedSteps).toEqual(['course', 'personal', 'commitment']);
    expect(state.availableSteps).toEqual([0, 1, 2, 3]);
    expect(state.answers.course).toEqual(STEP_ANSWERS.course());
    expect(state.answers.personal).toMatchObject({ firstName: 'Ada', postCode: 'DH1 3RL', address2: '' });
    expect(state.answers.commitment).toEqual(STEP_ANSWERS.commitment());
    expect(state.answers.eligibility).toBeNull();

    // The references step stops counting when a new course needs a leader the step did not give.
    await saveStep(app, cookie, 'course', { ...STEP_ANSWERS.course(), course: 'MA' });
    await saveStep(app, cookie, 'references', { ...STEP_ANSWERS.references(), leader: null });
    expect((await get(cookie)).json().completedSteps).toContain('references');
    await saveStep(app, cookie, 'course');
    expect((await get(cookie)).json().completedSteps).not.toContain('references');
  });

  it('refuses to submit until every step is complete, listing the steps', async () => {
    const { cookie } = await registerApplicant(app, db);
    await saveStep(app, cookie, 'course');
    const res = await submit(cookie);
    expect(res.statusCode).toBe(422);
    expect(params(res)).toEqual([
      'personal',
      'eligibility',
      'commitment',
      'diocese',
      'references',
      'evidence',
      'declarations',
    ]);
    expect(res.json().details[0].message).toBe('Complete the “About you” step first.');
    expect((await get(cookie)).json().status).toBe('In progress');
  });

  it('submits: In progress → Submitted, and each referee is mailed a link to the reference form', async () => {
    const { cookie } = await registerApplicant(app, db);
    await completeEveryStep(app, cookie);
    expect((await get(cookie)).json().availableSteps).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const res = await submit(cookie);
    expect(res.statusCode).toBe(200);
    const state = res.json();
    expect(state).toMatchObject({ status: 'Submitted', editable: false });
    expect(state.submittedAt).toEqual(expect.any(String));
    expect(
      state.references.map((r: { email: string; kind: string; status: string }) => [r.kind, r.email, r.status]),
    ).toEqual([
      ['referee', 'mary@example.org', 'Requested'],
      ['referee', 'charles@example.org', 'Requested'],
      ['leader', 'vicar@example.org', 'Requested'],
    ]);
    const mails = await db.kysely
      .selectFrom('outbox')
      .select(['to_email', 'template_key', 'data'])
      .where('related_entity', '=', 'application_references')
      .where('to_email', 'in', ['mary@example.org', 'charles@example.org', 'vicar@example.org'])
      .orderBy('id')
      .execute();
    expect(mails.map((m) => [m.to_email, m.template_key])).toEqual([
      ['mary@example.org', 'reference-request'],
      ['charles@example.org', 'reference-request'],
      ['vicar@example.org', 'reference-request'],
    ]);
    const data = JSON.parse(mails[0]?.data ?? '{}');
    expect(data).toMatchObject({
      refereeName: 'Dr Mary Somerville',
      applicantName: 'Ada Lovelace',
      courseName: 'Bachelor of Theology (BTh)',
    });
    expect(data.referenceLink).toMatch(/\/pages\/reference\/[\w-]{40,}$/);

    // Submitted: no more changes, no second submission.
    expect((await saveStep(app, cookie, 'personal')).statusCode).toBe(409);
    expect((await submit(cookie)).statusCode).toBe(409);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'applications')
      .where('entity_id', '=', String(state.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['application.submitted', 'reference.requested']),
    );
  });

  it('keeps each applicant to their own application', async () => {
    const ada = await registerApplicant(app, db);
    const bob = await registerApplicant(app, db, { firstName: 'Bob' });
    await saveStep(app, ada.cookie, 'personal');
    const adaState = (await get(ada.cookie)).json();
    const bobState = (await get(bob.cookie)).json();
    expect(bobState.id).not.toBe(adaState.id);
    expect(bobState.completedSteps).toEqual([]);
    expect(bobState.answers.personal.firstName).toBe('Bob');
    // No call takes an application id: an id in the path or body is ignored or unknown.
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/applicant/application/${adaState.id}`,
          headers: { cookie: bob.cookie },
        })
      ).statusCode,
    ).toBe(404);
    await saveStep(app, bob.cookie, 'personal', { ...STEP_ANSWERS.personal(), firstName: 'Robert', id: adaState.id });
    expect((await get(ada.cookie)).json().answers.personal.firstName).toBe('Ada');
    // The generic staff calls stay closed to applicants.
    expect(
      (await app.inject({ method: 'GET', url: `/api/applications/${adaState.id}`, headers: { cookie: bob.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it('is for applicants only; a user without an application gets a 404', async () => {
    const staff = await buildUser(db, { permissions: 'dashboard:view' });
    expect((await get(await login(app, staff))).statusCode).toBe(403);
    const other = await buildUser(db, { permissions: 'applications:apply' });
    const res = await get(await login(app, other));
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/applicant/application' })).statusCode).toBe(401);
  });
});
