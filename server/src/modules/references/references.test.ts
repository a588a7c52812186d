import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import {
  completeEveryStep,
  outboxLink,
  registerApplicant,
  saveStep,
  seedChoices,
  STEP_ANSWERS,
  tokenOf,
} from '../applicant/applicant-test-support.ts';
import { reissueReferenceLink } from './reference-links.ts';

const { app, db, config } = await createTestApp();
beforeAll(() => seedChoices(db));

const answers = {
  relationshipApplicant: 'I am her tutor at evening class.',
  timeKnown: 'Four years',
  academicAbility: 'Excellent',
  interactionAbility: 'Listens well and leads a house group with care.',
  suitabilityPostgraduate: '',
  comments: '',
};

const form = (token: string) => `/api/references/form/${token}`;

/** A submitted application; returns the referees' tokens by e-mail. */
async function submitted(course: 'BTh' | 'MA' = 'BTh') {
  const applicant = await registerApplicant(app, db);
  await completeEveryStep(app, applicant.cookie);
  if (course === 'MA') {
    await saveStep(app, applicant.cookie, 'course', { ...STEP_ANSWERS.course(), course: 'MA' });
  }
  const res = await app.inject({
    method: 'POST',
    url: '/api/applicant/application/submit',
    headers: { cookie: applicant.cookie },
  });
  expect(res.statusCode).toBe(200);
  const state = res.json() as { id: number; references: { id: number; email: string }[] };
  const tokens = new Map<string, string>();
  for (const r of state.references)
    tokens.set(r.email, tokenOf(await outboxLink(db, r.email, 'reference-request', 'referenceLink')));
  return { ...applicant, state, tokens };
}

describe('the public reference form (issue 6)', () => {
  it('shows whom the reference is about, takes the answers once, and then answers 410', async () => {
    const { tokens, state, cookie } = await submitted();
    const token = tokens.get('mary@example.org') as string;
    const shown = await app.inject({ method: 'GET', url: form(token) });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      refereeName: 'Dr Mary Somerville',
      applicantName: 'Ada Lovelace',
      courseTitle: 'Bachelor of Theology',
      leader: false,
      postgraduate: false,
    });

    const bad = await app.inject({
      method: 'POST',
      url: form(token),
      payload: { ...answers, timeKnown: '', academicAbility: 'Brilliant' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details.map((d: { param: string }) => d.param)).toEqual(['timeKnown', 'academicAbility']);

    const sent = await app.inject({ method: 'POST', url: form(token), payload: answers });
    expect(sent.statusCode).toBe(204);
    const row = await db.kysely
      .selectFrom('application_references')
      .select(['status', 'received_at', 'time_known', 'academic_ability', 'token_hash'])
      .where('referee_email', '=', 'mary@example.org')
      .where('application_id', '=', state.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'Received',
      time_known: 'Four years',
      academic_ability: 'Excellent',
      token_hash: null,
    });
    expect(row.received_at).toEqual(expect.any(String));

    for (const method of ['GET', 'POST'] as const) {
      const again = await app.inject({ method, url: form(token), ...(method === 'POST' ? { payload: answers } : {}) });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toMatchObject({
        code: 'token_invalid',
        message: expect.stringContaining('no longer works'),
      });
    }
    // The applicant sees it as received.
    const mine = await app.inject({ method: 'GET', url: '/api/applicant/application', headers: { cookie } });
    expect(mine.json().references.find((r: { email: string }) => r.email === 'mary@example.org').status).toBe(
      'Received',
    );
  });

  it('asks about postgraduate study on postgraduate courses', async () => {
    const { tokens } = await submitted('MA');
    expect([...tokens.keys()]).toEqual(['mary@example.org', 'charles@example.org']);
    const token = tokens.get('charles@example.org') as string;
    expect((await app.inject({ method: 'GET', url: form(token) })).json()).toMatchObject({ postgraduate: true });
    const res = await app.inject({ method: 'POST', url: form(token), payload: answers });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([{ param: 'suitabilityPostgraduate', message: expect.any(String) }]);
  });

  it('refuses an expired link and an unknown one', async () => {
    const { tokens } = await submitted();
    await db.kysely
      .updateTable('application_references')
      .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('referee_email', '=', 'charles@example.org')
      .execute();
    expect(
      (await app.inject({ method: 'GET', url: form(tokens.get('charles@example.org') as string) })).statusCode,
    ).toBe(410);
    expect(
      (await app.inject({ method: 'POST', url: form(tokens.get('charles@example.org') as string), payload: answers }))
        .statusCode,
    ).toBe(410);
    expect((await app.inject({ method: 'GET', url: form('x'.repeat(43)) })).statusCode).toBe(410);
  });

  it('re-issues a link (staff resend or reminder): the old one stops working, the new one works', async () => {
    const { tokens, state } = await submitted();
    const vicar = state.references.find((r) => r.email === 'vicar@example.org') as { id: number };
    const oldToken = tokens.get('vicar@example.org') as string;
    const link = (path: string) => `https://college.example/${path}`;
    await db.kysely
      .transaction()
      .execute((trx) =>
        reissueReferenceLink(trx, vicar.id, { config, link, template: 'reference-reminder', actorUserId: null }),
      );
    const reminder = await outboxLink(db, 'vicar@example.org', 'reference-reminder', 'referenceLink');
    expect(reminder).toMatch(/^https:\/\/college\.example\/pages\/reference\//);
    expect((await app.inject({ method: 'GET', url: form(oldToken) })).statusCode).toBe(410);
    expect((await app.inject({ method: 'POST', url: form(tokenOf(reminder)), payload: answers })).statusCode).toBe(204);

    // Once received there is nothing to re-issue.
    await expect(
      db.kysely
        .transaction()
        .execute((trx) =>
          reissueReferenceLink(trx, vicar.id, { config, link, template: 'reference-request', actorUserId: null }),
        ),
    ).rejects.toMatchObject({ status: 409 });
  });
});
