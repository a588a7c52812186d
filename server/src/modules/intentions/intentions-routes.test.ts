import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// GET /api/students/intentions and PUT /api/engagements/:id/intention (spec 2.4, 4.2): any one
// of role:hd, role:pd, students:recruitment; each sees their own scope.

const testApp = await createTestApp();
const { app, db } = testApp;

const ids: Record<string, { id: number; engagementId: number }> = {};
const cookies: Record<string, string> = {};

async function student(key: string, name: [string, string], o: Parameters<typeof buildStudent>[2], intention?: string) {
  const person = await buildUser(db, { firstName: name[0], lastName: name[1] });
  const s = await buildStudent(db, person.personId, o);
  if (intention) {
    await db.kysely
      .updateTable('engagements')
      .set({ intention, intention_updated_at: '2026-10-01T12:00:00.000Z' })
      .where('id', '=', s.engagementId)
      .execute();
  }
  ids[key] = { id: s.id, engagementId: s.engagementId };
}

async function staff(key: string, permissions: string, assignment: { hub?: string; programme?: string } = {}) {
  const user = await buildUser(db, { permissions });
  await db.kysely
    .updateTable('users')
    .set({ hub: assignment.hub ?? null, programme: assignment.programme ?? null })
    .where('id', '=', user.id)
    .execute();
  cookies[key] = await login(app, user);
  return user.id;
}

let recruiterId: number;

beforeAll(async () => {
  recruiterId = await staff('recruiter', 'students:menu students:recruitment');
  await staff('hd', 'students:menu role:hd', { hub: 'York' });
  await staff('pd', 'students:menu role:pd', { programme: 'CertHE' });
  await staff('both', 'students:menu role:hd role:pd', { hub: 'Durham', programme: 'MA' });
  await staff('hdNoHub', 'students:menu role:hd');
  await staff('hdWithRecruitment', 'students:menu role:hd students:recruitment', { hub: 'York' });
  await staff('viewer', 'students:menu students:view');

  await student('ann', ['Ann', 'Abbott'], {
    hub: 'Durham',
    programmeCode: 'BTh',
    level: '4',
    status: 'Current',
    partnerId: 2001,
  });
  await student('ben', ['Ben', 'Baker'], {
    hub: 'York',
    programmeCode: 'CertHE',
    level: '4',
    status: 'Current',
    partnerId: 2002,
  });
  await student('cat', ['Cat', 'Carter'], {
    hub: 'York',
    programmeCode: 'BTh',
    level: '6',
    status: 'Current',
    partnerId: 2003,
  });
  await student('dan', ['Dan', 'Dawson'], {
    hub: 'York',
    programmeCode: 'MA',
    level: '7Diss',
    status: 'IoS',
    partnerId: 2004,
  });
  await student(
    'eve',
    ['Eve', 'Evans'],
    { hub: 'Durham', programmeCode: 'PGDip', level: '7', status: 'Current', partnerId: 2005 },
    'Continue',
  );
  // Not current: never on the list.
  await student('fay', ['Fay', 'Fisher'], {
    hub: 'York',
    programmeCode: 'BTh',
    level: '4',
    status: 'Withdrawn',
    partnerId: 2006,
  });
  await student('gus', ['Gus', 'Gray'], {
    hub: 'Durham',
    programmeCode: 'BTh',
    level: '4',
    status: 'Starting',
    partnerId: 2007,
  });
});

async function list(who: string, query = '') {
  return app.inject({ method: 'GET', url: `/api/students/intentions${query}`, headers: { cookie: cookies[who]! } });
}
const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((i) => i.name);

async function put(who: string, key: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `/api/engagements/${ids[key]!.engagementId}/intention`,
    headers: { cookie: cookies[who]! },
    payload,
  });
}
async function versionOf(key: string) {
  const row = await db.kysely
    .selectFrom('engagements')
    .select('version')
    .where('id', '=', ids[key]!.engagementId)
    .executeTakeFirstOrThrow();
  return row.version;
}

describe('GET /api/students/intentions', () => {
  it('lists every Current and IoS student for students:recruitment, with the rule and the stated intention', async () => {
    const res = await list('recruiter');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(res)).toEqual(['Ann Abbott', 'Ben Baker', 'Cat Carter', 'Dan Dawson', 'Eve Evans']);
    expect(body.items.map((i: { intentionsStatus: string | null }) => i.intentionsStatus)).toEqual([
      'Assumed',
      'Required',
      null,
      'Dissertation',
      'Required',
    ]);
    expect(body.items[4]).toEqual({
      engagementId: ids.eve!.engagementId,
      version: 1,
      studentId: ids.eve!.id,
      partnerId: 2005,
      name: 'Eve Evans',
      programme: 'PGDip',
      level: '7',
      hub: 'Durham',
      status: 'Current',
      intentionsStatus: 'Required',
      intention: 'Continue',
      intentionUpdatedAt: '2026-10-01T12:00:00.000Z',
    });
    expect(body.summary).toEqual({ required: 2, requiredNotStated: 1 });
    expect(body.hubs).toEqual(['Durham', 'York']);
    expect(body.scope).toEqual({ all: true, hub: null, programme: null });
  });

  it('filters by intentions status, stated, hub, programme, status and search, and pages', async () => {
    expect(names(await list('recruiter', '?intentionsStatus=Required'))).toEqual(['Ben Baker', 'Eve Evans']);
    expect(names(await list('recruiter', '?intentionsStatus=none,Dissertation'))).toEqual(['Cat Carter', 'Dan Dawson']);
    expect(names(await list('recruiter', '?intentionsStatus=Required&stated=false'))).toEqual(['Ben Baker']);
    expect(names(await list('recruiter', '?stated=true'))).toEqual(['Eve Evans']);
    expect(names(await list('recruiter', '?hub=York&programme=BTh'))).toEqual(['Cat Carter']);
    expect(names(await list('recruiter', '?status=IoS'))).toEqual(['Dan Dawson']);
    expect(names(await list('recruiter', '?search=bak'))).toEqual(['Ben Baker']);
    const page = await list('recruiter', '?sort=partnerId&order=desc&page=2&pageSize=2');
    expect(page.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(names(page)).toEqual(['Cat Carter', 'Ben Baker']);
  });

  it('refuses bad parameters with 422', async () => {
    const res = await list('recruiter', '?intentionsStatus=Maybe&stated=yes&page=0');
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['intentionsStatus', 'page', 'stated']);
  });

  it("shows a hub director their hub's students and a programme director their programme's", async () => {
    const hd = await list('hd');
    expect(names(hd)).toEqual(['Ben Baker', 'Cat Carter', 'Dan Dawson']);
    expect(hd.json().scope).toEqual({ all: false, hub: 'York', programme: null });
    expect(hd.json().summary).toEqual({ required: 1, requiredNotStated: 1 });
    expect(hd.json().hubs).toEqual(['York']);
    expect(names(await list('pd'))).toEqual(['Ben Baker']);
  });

  it('gives a user holding several the union of their scopes, and students:recruitment everything', async () => {
    expect(names(await list('both'))).toEqual(['Ann Abbott', 'Dan Dawson', 'Eve Evans']);
    expect((await list('hdWithRecruitment')).json().total).toBe(5);
  });

  it('shows nobody to a hub director with no hub set', async () => {
    const res = await list('hdNoHub');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, items: [], scope: { all: false, hub: null, programme: null } });
  });

  it('needs one of role:hd, role:pd or students:recruitment', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/students/intentions' })).statusCode).toBe(401);
    expect((await list('viewer')).statusCode).toBe(403);
    expect((await put('viewer', 'ben', { intention: 'Continue', version: 1 })).statusCode).toBe(403);
  });
});

describe('PUT /api/engagements/:id/intention', () => {
  it('records the intention, when, and audits it', async () => {
    const version = await versionOf('ben');
    const res = await put('recruiter', 'ben', { intention: 'Withdraw', version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      engagementId: ids.ben!.engagementId,
      intention: 'Withdraw',
      version: version + 1,
      intentionsStatus: 'Required',
    });
    expect(Date.now() - Date.parse(res.json().intentionUpdatedAt)).toBeLessThan(60_000);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action', 'changes'])
      .where('entity', '=', 'engagements')
      .where('entity_id', '=', String(ids.ben!.engagementId))
      .execute();
    expect(audit).toEqual([
      {
        actor_user_id: recruiterId,
        action: 'update',
        changes: JSON.stringify([{ field: 'intention', before: null, after: 'Withdraw' }]),
      },
    ]);
    expect((await list('recruiter', '?intentionsStatus=Required&stated=false')).json().total).toBe(0);
  });

  it('lets a hub director edit within their hub, and reads as 404 outside it', async () => {
    const res = await put('hd', 'dan', { intention: 'Continue to dissertation', version: await versionOf('dan') });
    expect(res.statusCode).toBe(200);
    const outside = await put('hd', 'ann', { intention: 'Continue', version: await versionOf('ann') });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().code).toBe('not_found');
    const unknown = await app.inject({
      method: 'PUT',
      url: '/api/engagements/999999/intention',
      headers: { cookie: cookies.recruiter! },
      payload: { intention: 'Continue', version: 1 },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is 409 on a stale version, writing nothing', async () => {
    const version = await versionOf('ann');
    const res = await put('recruiter', 'ann', { intention: 'Change pace', version: version + 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(await versionOf('ann')).toBe(version);
  });

  it('is 422 where the rule gives no intentions status (level 6), or for a value not offered', async () => {
    const level6 = await put('recruiter', 'cat', { intention: 'Continue', version: await versionOf('cat') });
    expect(level6.statusCode).toBe(422);
    expect(level6.json().details[0].param).toBe('intention');
    expect(level6.json().details[0].message).toMatch(
      /^Intentions are not recorded for this engagement \(BTh level 6, Current\)/,
    );
    const bad = await put('recruiter', 'ann', { intention: 'Go to the moon', version: await versionOf('ann') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([{ param: 'intention', message: 'Choose one of the intentions offered.' }]);
    const noVersion = await put('recruiter', 'ann', { intention: 'Continue' });
    expect(noVersion.json().details).toEqual([{ param: 'version', message: 'Give the version you read.' }]);
  });

  it('clears a stated intention with null', async () => {
    const res = await put('recruiter', 'eve', { intention: null, version: await versionOf('eve') });
    expect(res.statusCode).toBe(200);
    expect(res.json().intention).toBeNull();
  });
});
