import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, samplePdf, tempFilesDir } from '../files/test-uploads.ts';
import { createTestApp } from '../../test/test-app.ts';
import { completeEveryStep, registerApplicant, seedChoices, tokenOf } from '../applicant/applicant-test-support.ts';
import { issueDioceseEvidenceLink } from './diocese-evidence.ts';

const { app, db, config } = await createTestApp({ FILES_DIR: tempFilesDir() });
beforeAll(() => seedChoices(db));

const PDF = samplePdf();
const link = (path: string) => `https://college.example/${path}`;

function send(token: string, fields: Record<string, string>, bytes = PDF) {
  const body = multipartBody(fields, { filename: 'bap-recommendation.pdf', contentType: 'application/pdf', bytes });
  return app.inject({
    method: 'POST',
    url: `/api/references/diocese/${token}`,
    headers: body.headers,
    payload: body.payload,
  });
}

describe('a diocese sends evidence through its link (source Diocese)', () => {
  it('issues a link to the diocese’s address, takes files until it expires, and the applicant sees them', async () => {
    const applicant = await registerApplicant(app, db);
    await completeEveryStep(app, applicant.cookie);
    const { id } = (
      await app.inject({ method: 'GET', url: '/api/applicant/application', headers: { cookie: applicant.cookie } })
    ).json();
    const issued = await db.kysely
      .transaction()
      .execute((trx) => issueDioceseEvidenceLink(trx, id, { config, link, actorUserId: null }));
    expect(issued.email).toBe('office@durham.example.org');
    expect(issued.link).toMatch(/^https:\/\/college\.example\/pages\/diocese-evidence\//);
    const token = tokenOf(issued.link);

    const page = await app.inject({ method: 'GET', url: `/api/references/diocese/${token}` });
    expect(page.json()).toMatchObject({
      applicantName: 'Ada Lovelace',
      courseTitle: 'Bachelor of Theology',
      dioceseName: 'Diocese of Durham',
      evidence: [],
    });

    const bad = await send(token, { type: 'Horoscope' }, Buffer.from('plain text'));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { param: string }) => d.param)).toEqual(['type', 'file']);

    const sent = await send(token, { type: 'BAP stage 2 recommendation' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().evidence).toEqual([
      { type: 'BAP stage 2 recommendation', fileName: 'bap-recommendation.pdf', createdAt: expect.any(String) },
    ]);
    const mine = (
      await app.inject({ method: 'GET', url: '/api/applicant/application', headers: { cookie: applicant.cookie } })
    ).json();
    expect(mine.evidence).toMatchObject([{ type: 'BAP stage 2 recommendation', source: 'Diocese' }]);
    // The applicant cannot remove what the diocese sent.
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/applicant/application/evidence/${mine.evidence[0].id}`,
      headers: { cookie: applicant.cookie },
    });
    expect(remove.statusCode).toBe(404);

    // A new link replaces the old; an expired one is refused.
    const again = await db.kysely
      .transaction()
      .execute((trx) => issueDioceseEvidenceLink(trx, id, { config, link, actorUserId: null }));
    expect((await app.inject({ method: 'GET', url: `/api/references/diocese/${token}` })).statusCode).toBe(410);
    await db.kysely
      .updateTable('diocese_evidence_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await send(tokenOf(again.link), { type: 'Finance' })).statusCode).toBe(410);
  });
});
