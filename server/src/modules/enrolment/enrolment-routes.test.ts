import { academicYearOf } from '@collegium/domain/academic-year';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// GET /api/students/enrolment and POST /api/students/enrolment/enrol (spec 2.4, 4.2).

const testApp = await createTestApp();
const { app, db } = testApp;
const YEAR = academicYearOf(new Date());

/** A YYYY-MM-DD date `days` from today (UTC). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const PAST_INTAKE = daysFromToday(-60);
const NEXT_INTAKE = daysFromToday(40);

let registry: string;
let registryId: number;
const ids: Record<string, { id: number; engagementId: number; sessionId: number }> = {};

async function student(key: string, firstName: string, lastName: string, o: Parameters<typeof buildStudent>[2] = {}) {
  const person = await buildUser(db, { firstName, lastName });
  const s = await buildStudent(db, person.personId, { sessionYear: YEAR, ...o });
  const session = await db.kysely
    .selectFrom('engagement_sessions')
    .select('id')
    .where('engagement_id', '=', s.engagementId)
    .executeTakeFirstOrThrow();
  ids[key] = { id: s.id, engagementId: s.engagementId, sessionId: session.id };
}

async function list(query = '', cookie = registry) {
  return app.inject({ method: 'GET', url: `/api/students/enrolment${query}`, headers: { cookie } });
}

async function enrol(sessionIds: unknown, cookie = registry) {
  return app.inject({
    method: 'POST',
    url: '/api/students/enrolment/enrol',
    headers: { cookie },
    payload: { sessionIds },
  });
}

beforeAll(async () => {
  const user = await buildUser(db, {
    permissions: 'students:menu students:enrolment',
    firstName: 'Rita',
    lastName: 'Registrar',
  });
  registryId = user.id;
  registry = await login(app, user);
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('intakes')
    .values([
      { starts_on: PAST_INTAKE, programmes: 'BTh MA', created_at: now, updated_at: now },
      { starts_on: NEXT_INTAKE, programmes: 'BTh CertHE', created_at: now, updated_at: now },
    ])
    .execute();
  await student('ann', 'Ann', 'Abbott', {
    status: 'Starting',
    hub: 'Durham',
    startIntake: NEXT_INTAKE,
    partnerId: 1001,
  });
  await student('ben', 'Ben', 'Baker', {
    status: 'Starting',
    hub: 'York',
    programmeCode: 'CertHE',
    startIntake: NEXT_INTAKE,
    partnerId: 1002,
  });
  await student('cat', 'Cat', 'Carter', {
    status: 'Current',
    hub: 'Durham',
    startIntake: PAST_INTAKE,
    partnerId: 1003,
  });
  await student('dan', 'Dan', 'Dawson', {
    status: 'Withdrawn',
    hub: 'York',
    programmeCode: 'MA',
    startIntake: PAST_INTAKE,
    partnerId: 1004,
  });
  await student('eve', 'Eve', 'Evans', { status: 'Current', hub: 'Durham', startIntake: PAST_INTAKE, partnerId: 1005 });
  // Another year's session is not on this year's list.
  await student('old', 'Olive', 'Oldham', { status: 'Current', hub: 'Durham', sessionYear: YEAR - 1, partnerId: 1006 });
  // Eve is already enrolled.
  await db.kysely
    .updateTable('engagement_sessions')
    .set({ enrolled_at: '2026-09-10T09:00:00.000Z', enrolled_by_user_id: registryId })
    .where('id', '=', ids.eve!.sessionId)
    .execute();
});

const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((i) => i.name);

describe('GET /api/students/enrolment', () => {
  it("lists the current academic year's sessions by name, with the year's counts", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.academicYear).toBe(YEAR);
    expect(body.total).toBe(5);
    expect(names(res)).toEqual(['Ann Abbott', 'Ben Baker', 'Cat Carter', 'Dan Dawson', 'Eve Evans']);
    expect(body.counts).toEqual({ enrolled: 1, notEnrolled: 4 });
    expect(body.hubs).toEqual(['Durham', 'York']);
    expect(body.academicYears).toEqual([YEAR, YEAR - 1]);
    expect(body.items[4]).toEqual({
      sessionId: ids.eve!.sessionId,
      studentId: ids.eve!.id,
      engagementId: ids.eve!.engagementId,
      partnerId: 1005,
      name: 'Eve Evans',
      programme: 'BTh',
      level: '4',
      hub: 'Durham',
      engagementStatus: 'Current',
      startIntake: PAST_INTAKE,
      status: 'Current',
      enrolledAt: '2026-09-10T09:00:00.000Z',
      enrolledBy: { id: registryId, name: 'Rita Registrar' },
    });
  });

  it('lists another year when asked', async () => {
    const res = await list(`?academicYear=${YEAR - 1}`);
    expect(names(res)).toEqual(['Olive Oldham']);
    expect(res.json().counts).toEqual({ enrolled: 0, notEnrolled: 1 });
  });

  it('filters by session status, enrolment, hub, programme, engagement status and search', async () => {
    expect(names(await list('?status=Starting'))).toEqual(['Ann Abbott', 'Ben Baker']);
    expect(names(await list('?enrolled=true'))).toEqual(['Eve Evans']);
    expect(names(await list('?enrolled=false&hub=Durham'))).toEqual(['Ann Abbott', 'Cat Carter']);
    expect(names(await list('?programme=CertHE'))).toEqual(['Ben Baker']);
    expect(names(await list('?engagementStatus=Withdrawn,Starting'))).toEqual([
      'Ann Abbott',
      'Ben Baker',
      'Dan Dawson',
    ]);
    expect(names(await list('?search=car'))).toEqual(['Cat Carter']);
    expect(names(await list('?search=dawson%20d'))).toEqual(['Dan Dawson']);
    expect(names(await list('?search=1002'))).toEqual(['Ben Baker']);
  });

  it('filters by an upcoming intake and refuses a past one', async () => {
    expect(names(await list(`?intake=${NEXT_INTAKE}`))).toEqual(['Ann Abbott', 'Ben Baker']);
    const past = await list(`?intake=${PAST_INTAKE}`);
    expect(past.statusCode).toBe(422);
    expect(past.json().details).toEqual([{ param: 'intake', message: 'Choose one of the upcoming intakes.' }]);
    expect((await list(`?intake=${daysFromToday(41)}`)).statusCode).toBe(422);
  });

  it('pages and sorts on the server', async () => {
    const res = await list('?sort=partnerId&order=desc&pageSize=2&page=2');
    expect(res.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(res.json().items.map((i: { partnerId: number }) => i.partnerId)).toEqual([1003, 1002]);
    // Not yet enrolled sort last ascending.
    expect(names(await list('?sort=enrolledAt')).at(0)).toBe('Eve Evans');
  });

  it('refuses bad parameters with 422 and one detail each', async () => {
    const res = await list('?academicYear=abc&status=Bogus&pageSize=500&sort=colour&enrolled=maybe');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['academicYear', 'enrolled', 'pageSize', 'sort', 'status']);
  });

  it('needs students:enrolment', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/students/enrolment' })).statusCode).toBe(401);
    const viewer = await login(
      app,
      await buildUser(db, { permissions: 'students:menu students:view students:recruitment' }),
    );
    expect((await list('', viewer)).statusCode).toBe(403);
    expect((await enrol([ids.ann!.sessionId], viewer)).statusCode).toBe(403);
  });
});

describe('POST /api/students/enrolment/enrol', () => {
  it('refuses the whole batch, naming each bad session, and writes nothing', async () => {
    const before = await db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await enrol([ids.ann!.sessionId, 999_999, ids.eve!.sessionId, ids.dan!.sessionId]);
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      { param: 'sessionIds.1', message: 'There is no session 999999.' },
      {
        param: 'sessionIds.2',
        message: expect.stringMatching(/^Eve Evans \(0001005\) is already enrolled for \d{4}\/\d{2}\.$/),
      },
      {
        param: 'sessionIds.3',
        message:
          "Dan Dawson (0001004)'s engagement is Withdrawn: only Starting or Current engagements can be enrolled.",
      },
    ]);
    const ann = await db.kysely
      .selectFrom('engagement_sessions')
      .selectAll()
      .where('id', '=', ids.ann!.sessionId)
      .executeTakeFirstOrThrow();
    expect(ann).toMatchObject({ status: 'Starting', enrolled_at: null, version: 1 });
    const after = await db.kysely
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('validates the body', async () => {
    for (const [sessionIds, message] of [
      [[], 'Choose at least one session.'],
      [[1, 1], 'Give each session once.'],
      [Array.from({ length: 501 }, (_, i) => i + 1), 'Mark at most 500 sessions at a time.'],
    ] as const) {
      const res = await enrol(sessionIds);
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([{ param: 'sessionIds', message }]);
    }
  });

  it('marks Starting sessions enrolled and Current, starts their engagements and keeps the summary in step', async () => {
    const studentBefore = await db.kysely
      .selectFrom('students')
      .select(['version', 'status'])
      .where('id', '=', ids.ann!.id)
      .executeTakeFirstOrThrow();
    expect(studentBefore.status).toBe('Starting');
    const res = await enrol([ids.ann!.sessionId, ids.cat!.sessionId]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enrolled: 2, started: 1 });

    const sessions = await db.kysely
      .selectFrom('engagement_sessions')
      .select(['id', 'status', 'enrolled_at', 'enrolled_by_user_id'])
      .where('id', 'in', [ids.ann!.sessionId, ids.cat!.sessionId])
      .orderBy('id')
      .execute();
    for (const s of sessions) {
      expect(s.status).toBe('Current');
      expect(s.enrolled_at).not.toBeNull();
      expect(s.enrolled_by_user_id).toBe(registryId);
    }
    const engagement = await db.kysely
      .selectFrom('engagements')
      .select(['status', 'intentions'])
      .where('id', '=', ids.ann!.engagementId)
      .executeTakeFirstOrThrow();
    expect(engagement).toEqual({ status: 'Current', intentions: 'Assumed' });
    const changes = await db.kysely
      .selectFrom('engagement_status_changes')
      .selectAll()
      .where('engagement_id', '=', ids.ann!.engagementId)
      .execute();
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      from_status: 'Starting',
      to_status: 'Current',
      reason: 'Enrolled',
      changed_by_user_id: registryId,
    });
    // Cat's engagement was Current already: no status change.
    expect(
      await db.kysely
        .selectFrom('engagement_status_changes')
        .selectAll()
        .where('engagement_id', '=', ids.cat!.engagementId)
        .execute(),
    ).toEqual([]);

    const studentAfter = await db.kysely
      .selectFrom('students')
      .select(['version', 'status', 'intentions'])
      .where('id', '=', ids.ann!.id)
      .executeTakeFirstOrThrow();
    expect(studentAfter.status).toBe('Current');
    expect(studentAfter.intentions).toBe('Assumed');
    expect(studentAfter.version).toBe(studentBefore.version + 1);

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'actor_user_id'])
      .where('action', 'in', ['enrol', 'status'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        entity: 'engagement_sessions',
        entity_id: String(ids.ann!.sessionId),
        action: 'enrol',
        actor_user_id: registryId,
      },
      { entity: 'engagements', entity_id: String(ids.ann!.engagementId), action: 'status', actor_user_id: registryId },
      {
        entity: 'engagement_sessions',
        entity_id: String(ids.cat!.sessionId),
        action: 'enrol',
        actor_user_id: registryId,
      },
    ]);

    const listed = await list('?enrolled=true');
    expect(names(listed)).toEqual(['Ann Abbott', 'Cat Carter', 'Eve Evans']);
    expect(listed.json().counts).toEqual({ enrolled: 3, notEnrolled: 2 });
    // A second try is refused: they are enrolled now.
    expect((await enrol([ids.ann!.sessionId])).statusCode).toBe(422);
  });
});
