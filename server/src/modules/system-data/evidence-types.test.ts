import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { completeEveryStep, registerApplicant, seedChoices, tokenOf } from '../applicant/applicant-test-support.ts';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';
import { issueDioceseEvidenceLink } from '../references/diocese-evidence.ts';

// Issue 15: the kinds of application evidence are System data's evidence types. A kind the
// administrator adds is offered (the diocese's link page lists them) and accepted from the
// applicant and from the diocese; a retired one is refused for a new file (422 on `type`).

const { app, db, config } = await createTestApp({ FILES_DIR: tempFilesDir() });
let admin: string;
beforeAll(async () => {
  await seedChoices(db);
  admin = await login(app, await buildUser(db, { permissions: 'admin:admin admin:menu' }));
});

const upload = (url: string, type: string, cookie?: string) => {
  const body = multipartBody({ type }, { filename: 'papers.pdf', contentType: 'application/pdf', bytes: samplePdf() });
  return app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
};
const lists = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/system-data/lists/evidence-types${url}`,
    headers: { cookie: admin },
    ...(payload ? { payload } : {}),
  });

describe('evidence types from System data', () => {
  it('offers and accepts an added kind, refuses a retired one, from the applicant and the diocese', async () => {
    expect((await lists('POST', '', { value: 'Ordination papers' })).statusCode).toBe(201);
    const exegesis = ((await lists('GET', '')).json().values as { id: number; value: string; version: number }[]).find(
      (v) => v.value === 'Exegesis',
    )!;
    expect((await lists('PATCH', `/${exegesis.id}`, { version: exegesis.version, retired: true })).statusCode).toBe(
      200,
    );
    const offered = ['Finance', 'BAP stage 2 recommendation', 'Safeguarding', 'Ordination papers'];
    const refusal = [{ param: 'type', message: `Choose the kind of evidence: ${offered.join(', ')}.` }];

    const applicant = await registerApplicant(app, db);
    await completeEveryStep(app, applicant.cookie);
    const own = await upload('/applicant/application/evidence', 'Ordination papers', applicant.cookie);
    expect(own.statusCode).toBe(201);
    expect(own.json().evidence).toMatchObject([{ type: 'Ordination papers', source: 'Applicant' }]);
    const ownRetired = await upload('/applicant/application/evidence', 'Exegesis', applicant.cookie);
    expect(ownRetired.statusCode).toBe(422);
    expect(ownRetired.json().details).toEqual(refusal);

    const issued = await db.kysely.transaction().execute((trx) =>
      issueDioceseEvidenceLink(trx, own.json().id, {
        config,
        link: (p) => `https://college.example/${p}`,
        actorUserId: null,
      }),
    );
    const token = tokenOf(issued.link);
    expect((await app.inject({ method: 'GET', url: `/api/references/diocese/${token}` })).json().evidenceTypes).toEqual(
      offered,
    );
    expect((await upload(`/references/diocese/${token}`, 'Ordination papers')).statusCode).toBe(201);
    const retired = await upload(`/references/diocese/${token}`, 'Exegesis');
    expect(retired.statusCode).toBe(422);
    expect(retired.json().details).toEqual(refusal);
  });
});
