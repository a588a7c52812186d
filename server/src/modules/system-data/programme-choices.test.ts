import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { studentOn, today } from '../engagements/engagement-test-support.ts';

// Issue 15: the programme selects read System data's programmes table, not a constant. Every
// signed-in user reads the choices (GET /lookups/programmes: the active ones offered, the others
// retired); a transfer names a programme of the table (with its levels), the lists' programme
// filters and the applicant's options read the same table.

const { app, db } = await createTestApp();
let admin: string;
let registry: string;

const get = (url: string, cookie: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
const choices = async () =>
  (await get('/lookups/programmes', registry)).json() as { values: string[]; retired: string[] };
const programmeId = async (code: string) =>
  (
    (await get('/system-data/programmes', admin)).json().programmes as { id: number; code: string; version: number }[]
  ).find((p) => p.code === code)!;

beforeAll(async () => {
  admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
  registry = await login(app, await buildUser(db, { permissions: 'students:* students:menu students:recruitment' }));
  const added = await app.inject({
    method: 'POST',
    url: '/api/system-data/programmes',
    headers: { cookie: admin },
    payload: {
      code: 'MTh',
      title: 'MTh in Practical Theology',
      award: 'MTh',
      levels: ['7'],
      credits: 180,
      transferable: false,
      paces: ['PT'],
    },
  });
  expect(added.statusCode, added.body).toBe(201);
});

describe('programme choices from System data', () => {
  it('offers the table’s programmes to any signed-in user; a retired one is no longer offered', async () => {
    const before = await choices();
    expect(before.values).toContain('MTh');
    expect(before.values).toContain('BTh');
    const gradDip = await programmeId('GradDip');
    const retire = await app.inject({
      method: 'PATCH',
      url: `/api/system-data/programmes/${gradDip.id}`,
      headers: { cookie: admin },
      payload: { version: gradDip.version, retired: true },
    });
    expect(retire.statusCode, retire.body).toBe(200);
    const after = await choices();
    expect(after.values).not.toContain('GradDip');
    expect(after.retired).toEqual(['GradDip']);
    expect((await get('/lookups/programmes', '')).statusCode).toBe(401);
  });

  it('a transfer goes only to a programme of the table, at one of its levels', async () => {
    const student = await studentOn(db, { programmeCode: 'CertHE' });
    await db.kysely
      .updateTable('engagements')
      .set({ intention: 'Continue' })
      .where('id', '=', student.engagementId)
      .execute();
    const transfer = (programmeCode: string, level: string) =>
      app.inject({
        method: 'POST',
        url: `/api/engagements/${student.engagementId}/transfer`,
        headers: { cookie: registry },
        payload: { programmeCode, level, reason: 'Onwards', effectiveDate: today(), version: 1 },
      });
    const retired = await transfer('GradDip', '6');
    expect(retired.statusCode).toBe(422);
    expect(retired.json().details[0]).toMatchObject({ param: 'programmeCode' });
    expect(retired.json().details[0].message).toContain('MTh');
    const badLevel = await transfer('MTh', '6');
    expect(badLevel.json().details).toEqual([
      { param: 'level', message: 'MTh is studied at level 7: choose one of those.' },
    ]);
    const ok = await transfer('MTh', '7');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ programmeCode: 'MTh', level: '7' });
  });

  it('the lists’ programme filters take the table’s codes (retired ones too) and refuse others', async () => {
    for (const url of ['/students/photos?programme=', '/students/intentions?programme=']) {
      expect((await get(`${url}MTh`, registry)).statusCode, url).toBe(200);
      expect((await get(`${url}GradDip`, registry)).statusCode, url).toBe(200);
      const bad = await get(`${url}BSc`, registry);
      expect(bad.statusCode, url).toBe(422);
      expect(bad.json().details[0]).toMatchObject({ param: 'programme' });
    }
  });

  it('the applicant’s options are the table’s programmes not retired', async () => {
    const applicant = await login(app, await buildUser(db, { permissions: 'applications:apply' }));
    const res = await get('/applicant/options', applicant);
    expect(res.statusCode, res.body).toBe(200);
    const codes = (res.json().programmes as { code: string }[]).map((p) => p.code);
    expect(codes).toContain('MTh');
    expect(codes).not.toContain('GradDip');
  });
});
