import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  completeEveryStep,
  nextSeptember,
  registerApplicant,
  saveStep,
  seedChoices,
} from '../applicant/applicant-test-support.ts';

// Issue 15, System data → Dioceses: the administrator keeps each diocese's contact (the DDO) and
// adds or retires dioceses, audited; the wizard offers what is not retired and the server refuses
// a retired one for a new choice (422 next to the field) while an application naming it keeps
// it; a diocese applications hold is not renamed (409 naming them); evidence requests go to the DDO.

const { app, db } = await createTestApp();
let admin: string;
beforeAll(async () => {
  await seedChoices(db);
  admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
});

type Diocese = {
  id: number;
  name: string;
  ddoName: string | null;
  ddoEmail: string | null;
  version: number;
  retired: boolean;
  usedBy: string[];
};
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/system-data/dioceses${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });
const dioceseNamed = async (name: string) =>
  ((await call('GET', '')).json().dioceses as Diocese[]).find((d) => d.name === name)!;
const offered = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/applicant/options', headers: { cookie } })).json().dioceses as string[];
const chooseDiocese = (cookie: string, diocese: string, cohortGroup = 'Candidate') =>
  saveStep(app, cookie, 'diocese', { diocese, cohortGroup });

describe('System data: dioceses', () => {
  it('adds a diocese with its DDO, offered to applicants; retired, refused for a new choice but kept by its holder', async () => {
    const bad = await call('POST', '', { name: 'Diocese of Leeds', ddoName: 'Revd Jo Marsh', ddoEmail: 'jo at leeds' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { param: string }) => d.param)).toEqual(['ddoEmail']);
    const added = await call('POST', '', {
      name: 'Diocese of Leeds',
      ddoName: 'Revd Jo Marsh',
      ddoEmail: 'ddo@leeds.example.org',
      ddoPhone: '0113 000 0000',
    });
    expect(added.statusCode).toBe(201);
    expect((await call('POST', '', { name: 'diocese of leeds' })).json().details[0]).toMatchObject({ param: 'name' });

    const holder = await registerApplicant(app, db);
    expect(await offered(holder.cookie)).toEqual(['Diocese of Durham', 'Diocese of Leeds']);
    expect((await chooseDiocese(holder.cookie, 'Diocese of Leeds')).statusCode).toBe(200);

    const leeds = await dioceseNamed('Diocese of Leeds');
    expect(leeds).toMatchObject({ ddoName: 'Revd Jo Marsh', version: 1, retired: false, usedBy: ['1 application'] });
    const renamed = await call('PATCH', `/${leeds.id}`, { version: 1, name: 'Diocese of West Yorkshire' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toContain('1 application');
    expect((await call('PATCH', `/${leeds.id}`, { version: 1, retired: true })).statusCode).toBe(200);

    const newcomer = await registerApplicant(app, db);
    expect(await offered(newcomer.cookie)).toEqual(['Diocese of Durham']);
    const refused = await chooseDiocese(newcomer.cookie, 'Diocese of Leeds');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([{ param: 'diocese', message: 'Choose a diocese from the list.' }]);
    expect((await chooseDiocese(holder.cookie, 'Diocese of Leeds')).statusCode).toBe(200);

    const audit = await db.kysely
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'organisations')
      .where('entity_id', '=', String(leeds.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('sends the evidence request to the DDO a diocese made elsewhere is given here', async () => {
    const durham = await dioceseNamed('Diocese of Durham');
    expect(durham).toMatchObject({ version: 0, ddoEmail: null, retired: false });
    const stale = await call('PATCH', `/${durham.id}`, { version: 3, ddoName: 'Canon Ann Ray' });
    expect(stale.statusCode).toBe(409);
    const set = await call('PATCH', `/${durham.id}`, {
      version: 0,
      ddoName: 'Canon Ann Ray',
      ddoEmail: 'ddo@durham.example.org',
    });
    expect(set.statusCode).toBe(200);
    expect(await dioceseNamed('Diocese of Durham')).toMatchObject({ version: 1, ddoName: 'Canon Ann Ray' });

    const { cookie } = await registerApplicant(app, db);
    await completeEveryStep(app, cookie);
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/applicant/application/submit',
      headers: { cookie },
    });
    expect(submitted.statusCode).toBe(200);
    const mail = await db.kysely
      .selectFrom('outbox')
      .select(['to_email', 'data'])
      .where('template_key', '=', 'diocese-evidence-request')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.to_email).toBe('ddo@durham.example.org');
    expect(JSON.parse(mail.data)).toMatchObject({ contactName: 'Canon Ann Ray', dioceseName: 'Diocese of Durham' });
  });

  it('the wizard takes an added cohort group and student type, and refuses them for a new choice once retired', async () => {
    const add = (list: string, value: string) =>
      app.inject({
        method: 'POST',
        url: `/api/system-data/lists/${list}`,
        headers: { cookie: admin },
        payload: { value },
      });
    const retire = async (list: string, value: string) => {
      const all = (
        await app.inject({ method: 'GET', url: `/api/system-data/lists/${list}`, headers: { cookie: admin } })
      ).json().values as { id: number; value: string; version: number }[];
      const v = all.find((x) => x.value === value)!;
      return app.inject({
        method: 'PATCH',
        url: `/api/system-data/lists/${list}/${v.id}`,
        headers: { cookie: admin },
        payload: { version: v.version, retired: true },
      });
    };
    expect((await add('cohort-groups', 'NLM 2027')).statusCode).toBe(201);
    expect((await add('student-types', 'Reader')).statusCode).toBe(201);
    const holder = await registerApplicant(app, db);
    const course = { applicantType: 'Reader', flexi: false, studyPace: 'PT', course: 'BTh', intake: nextSeptember() };
    expect((await saveStep(app, holder.cookie, 'course', course)).statusCode).toBe(200);
    expect((await chooseDiocese(holder.cookie, 'Diocese of Durham', 'NLM 2027')).statusCode).toBe(200);
    expect((await retire('cohort-groups', 'NLM 2027')).statusCode).toBe(200);
    expect((await retire('student-types', 'Reader')).statusCode).toBe(200);

    const newcomer = await registerApplicant(app, db);
    const refusedType = await saveStep(app, newcomer.cookie, 'course', course);
    expect(refusedType.statusCode).toBe(422);
    expect(refusedType.json().details[0]).toMatchObject({ param: 'applicantType' });
    const refusedGroup = await chooseDiocese(newcomer.cookie, 'Diocese of Durham', 'NLM 2027');
    expect(refusedGroup.json().details[0]).toMatchObject({ param: 'cohortGroup' });
    // The application holding them keeps them.
    expect((await saveStep(app, holder.cookie, 'course', course)).statusCode).toBe(200);
    expect((await chooseDiocese(holder.cookie, 'Diocese of Durham', 'NLM 2027')).statusCode).toBe(200);
  });
});
