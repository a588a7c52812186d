import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// GET /api/intakes (spec 3) and GET /api/students/new (spec 2.4 `new`: those starting at the
// next intake).

const testApp = await createTestApp();
const { app, db } = testApp;

/** A YYYY-MM-DD date `days` from today (UTC). */
function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
const TODAY = daysFromToday(0);
const PAST = daysFromToday(-90);
const NEXT = daysFromToday(30);
const LATER = daysFromToday(200);

let recruiter: string;

async function student(firstName: string, lastName: string, o: Parameters<typeof buildStudent>[2]) {
  const person = await buildUser(db, { firstName, lastName });
  return buildStudent(db, person.personId, o);
}

beforeAll(async () => {
  recruiter = await login(app, await buildUser(db, { permissions: 'students:menu students:recruitment' }));
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('intakes')
    .values([
      { starts_on: LATER, programmes: 'BTh MA', created_at: now, updated_at: now },
      { starts_on: PAST, programmes: 'BTh', created_at: now, updated_at: now },
      { starts_on: TODAY, programmes: 'CertHE', created_at: now, updated_at: now },
      { starts_on: NEXT, programmes: 'BTh  DipHE', created_at: now, updated_at: now },
    ])
    .execute();
});

describe('GET /api/intakes', () => {
  it('answers the whole map by date, or the dates not before today with upcoming=true', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/intakes', headers: { cookie: recruiter } });
    expect(all.statusCode).toBe(200);
    expect(Object.entries(all.json())).toEqual([
      [PAST, ['BTh']],
      [TODAY, ['CertHE']],
      [NEXT, ['BTh', 'DipHE']],
      [LATER, ['BTh', 'MA']],
    ]);
    const upcoming = await app.inject({
      method: 'GET',
      url: '/api/intakes?upcoming=true',
      headers: { cookie: recruiter },
    });
    expect(Object.keys(upcoming.json())).toEqual([TODAY, NEXT, LATER]);
    const bad = await app.inject({ method: 'GET', url: '/api/intakes?upcoming=soon', headers: { cookie: recruiter } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('upcoming');
  });

  it('opens to students:menu or applications:menu', async () => {
    const admissions = await login(app, await buildUser(db, { permissions: 'applications:menu' }));
    expect((await app.inject({ method: 'GET', url: '/api/intakes', headers: { cookie: admissions } })).statusCode).toBe(
      200,
    );
    const other = await login(app, await buildUser(db, { permissions: 'dashboard:view finance:menu' }));
    expect((await app.inject({ method: 'GET', url: '/api/intakes', headers: { cookie: other } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/intakes' })).statusCode).toBe(401);
  });
});

describe('GET /api/students/new', () => {
  beforeAll(async () => {
    // TODAY is the next intake (not before today); NEXT and LATER follow.
    await student('Ann', 'Abbott', {
      status: 'Starting',
      startIntake: TODAY,
      hub: 'Durham',
      programmeCode: 'CertHE',
      partnerId: 3001,
    });
    await student('Ben', 'Baker', {
      status: 'Deferred',
      startIntake: TODAY,
      hub: 'York',
      programmeCode: 'CertHE',
      partnerId: 3002,
    });
    await student('Cat', 'Carter', {
      status: 'Starting',
      startIntake: NEXT,
      hub: 'York',
      programmeCode: 'BTh',
      partnerId: 3003,
    });
    await student('Dan', 'Dawson', {
      status: 'Current',
      startIntake: PAST,
      hub: 'Durham',
      programmeCode: 'BTh',
      partnerId: 3004,
    });
  });

  async function list(query = '', cookie = recruiter) {
    return app.inject({ method: 'GET', url: `/api/students/new${query}`, headers: { cookie } });
  }
  const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((i) => i.name);

  it('lists the students starting at the next intake by default, whatever their status', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      intake: TODAY,
      intakes: [TODAY, NEXT, LATER],
      total: 2,
      hubs: ['Durham', 'York'],
    });
    expect(names(res)).toEqual(['Ann Abbott', 'Ben Baker']);
    expect(res.json().items[1]).toMatchObject({
      partnerId: 3002,
      programme: 'CertHE',
      level: '4',
      hub: 'York',
      status: 'Deferred',
      startIntake: TODAY,
      pace: 'PT',
    });
  });

  it('lists another upcoming intake, and refuses a past or unknown one', async () => {
    expect(names(await list(`?intake=${NEXT}`))).toEqual(['Cat Carter']);
    expect((await list(`?intake=${LATER}`)).json().total).toBe(0);
    for (const intake of [PAST, daysFromToday(31), 'soon']) {
      const res = await list(`?intake=${intake}`);
      expect(res.statusCode, intake).toBe(422);
      expect(res.json().details[0].param).toBe('intake');
    }
  });

  it('filters, searches and pages', async () => {
    expect(names(await list('?status=Starting'))).toEqual(['Ann Abbott']);
    expect(names(await list('?hub=York'))).toEqual(['Ben Baker']);
    expect(names(await list('?search=3001'))).toEqual(['Ann Abbott']);
    const page = await list('?sort=partnerId&order=desc&pageSize=1&page=1');
    expect(page.json()).toMatchObject({ total: 2, pageSize: 1 });
    expect(names(page)).toEqual(['Ben Baker']);
    expect((await list('?status=Asleep')).statusCode).toBe(422);
  });

  it('needs students:recruitment', async () => {
    const viewer = await login(app, await buildUser(db, { permissions: 'students:menu students:view' }));
    expect((await list('', viewer)).statusCode).toBe(403);
  });
});

describe('GET /api/students/new without intakes to come', () => {
  it('answers an empty list with no intake', async () => {
    await db.kysely.deleteFrom('intakes').where('starts_on', '>=', TODAY).execute();
    const res = await app.inject({ method: 'GET', url: '/api/students/new', headers: { cookie: recruiter } });
    expect(res.json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 25,
      intake: null,
      intakes: [],
      hubs: [],
      abilities: { canView: false, canEdit: false },
    });
  });
});
