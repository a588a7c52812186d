import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { GOOD_PASSWORD, outboxLink, registerApplicant, sessionCookie, tokenOf } from './applicant-test-support.ts';

const { app, db } = await createTestApp();

const register = (payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstName: 'Grace', lastName: 'Hopper', password: GOOD_PASSWORD, ...payload },
  });

async function mailsTo(email: string) {
  return db.kysely
    .selectFrom('outbox')
    .select(['template_key', 'data', 'related_entity'])
    .where('to_email', '=', email)
    .orderBy('id')
    .execute();
}

describe('POST /auth/register (issue 6)', () => {
  it('refuses short and common passwords with a message on the password field', async () => {
    for (const password of [
      'short-one',
      'password1234',
      'Password123456',
      'iloveyou2024!',
      'qwertyuiopasdf',
      'abcabcabcabc',
      '123456789012',
    ]) {
      const res = await register({ email: 'policy@example.org', password });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().details).toEqual([
        { param: 'password', message: expect.stringMatching(/at least 12 characters|too common/) },
      ]);
    }
    expect(await mailsTo('policy@example.org')).toEqual([]);
  });

  it('names every missing field', async () => {
    const res = await app.inject({ method: 'POST', url: '/auth/register', payload: { email: 'not an address' } });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('sends a confirmation link and creates nothing until it is followed', async () => {
    const res = await register({ email: 'Grace.Hopper@Example.org' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toContain('grace.hopper@example.org');
    const [mail] = await mailsTo('grace.hopper@example.org');
    expect(mail?.template_key).toBe('email-confirmation');
    const data = JSON.parse(mail?.data ?? '{}');
    expect(data.name).toBe('Grace');
    expect(data.confirmationLink).toMatch(/^http:\/\/localhost(:\d+)?\/pages\/confirm\/[\w-]{40,}$/);
    expect(
      await db.kysely.selectFrom('users').select('id').where('email', '=', 'grace.hopper@example.org').execute(),
    ).toEqual([]);
    // Only the token's hash is kept.
    const stored = await db.kysely
      .selectFrom('registration_confirmations')
      .select('token_hash')
      .where('email', '=', 'grace.hopper@example.org')
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(tokenOf(data.confirmationLink));
  });

  it('confirms once: the applicant gets a person, the Applicant role and an application In progress, and is signed in', async () => {
    await register({ email: 'once@example.org' });
    const token = tokenOf(await outboxLink(db, 'once@example.org', 'email-confirmation', 'confirmationLink'));

    const described = await app.inject({ method: 'GET', url: `/auth/confirm/${token}` });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ name: 'Grace Hopper', email: 'once@example.org' });

    const confirmed = await app.inject({ method: 'POST', url: `/auth/confirm/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      name: 'Grace Hopper',
      email: 'once@example.org',
      permissions: ['applications:apply'],
    });
    const cookie = sessionCookie(confirmed);
    const application = await app.inject({ method: 'GET', url: '/api/applicant/application', headers: { cookie } });
    expect(application.statusCode).toBe(200);
    expect(application.json()).toMatchObject({
      status: 'In progress',
      submittedAt: null,
      completedSteps: [],
      availableSteps: [0],
    });

    const again = await app.inject({ method: 'POST', url: `/auth/confirm/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('token_invalid');
    expect((await app.inject({ method: 'GET', url: `/auth/confirm/${token}` })).statusCode).toBe(410);

    // The chosen password signs in.
    expect(await login(app, { email: 'once@example.org', password: GOOD_PASSWORD })).toMatch(/^collegium_session=/);
  });

  it('refuses an expired link', async () => {
    await register({ email: 'late@example.org' });
    const token = tokenOf(await outboxLink(db, 'late@example.org', 'email-confirmation', 'confirmationLink'));
    await db.kysely
      .updateTable('registration_confirmations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.org')
      .execute();
    expect((await app.inject({ method: 'POST', url: `/auth/confirm/${token}` })).statusCode).toBe(410);
    expect(await db.kysely.selectFrom('users').select('id').where('email', '=', 'late@example.org').execute()).toEqual(
      [],
    );
  });

  it('answers an already registered address exactly as a new one, and mails its owner a password reset instead', async () => {
    const owner = await buildUser(db, { email: 'taken@example.org', firstName: 'Owen' });
    const fresh = await register({ email: 'fresh@example.org' });
    const taken = await register({ email: 'taken@example.org' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json().message).toBe(fresh.json().message.replace('fresh@', 'taken@'));

    const mails = await mailsTo('taken@example.org');
    expect(mails.map((m) => m.template_key)).toEqual(['password-reset']);
    const resetLink = JSON.parse(mails[0]?.data ?? '{}').resetLink as string;
    expect(resetLink).toMatch(/\/pages\/reset\//);
    // The link is a working reset for the existing account; no second account appears.
    const reset = await app.inject({ method: 'GET', url: `/auth/reset/${tokenOf(resetLink)}` });
    expect(reset.json()).toMatchObject({ email: 'taken@example.org' });
    const accounts = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'taken@example.org')
      .execute();
    expect(accounts).toEqual([{ id: owner.id }]);
  });

  it('refuses to confirm when the address got an account meanwhile', async () => {
    await register({ email: 'race@example.org' });
    const token = tokenOf(await outboxLink(db, 'race@example.org', 'email-confirmation', 'confirmationLink'));
    await buildUser(db, { email: 'race@example.org' });
    const res = await app.inject({ method: 'POST', url: `/auth/confirm/${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toContain('already has an account');
  });

  it('creates the Applicant role when the database has none', async () => {
    const applicant = await registerApplicant(app, db);
    const roles = await db.kysely
      .selectFrom('user_roles')
      .innerJoin('roles', 'roles.id', 'user_roles.role_id')
      .select(['roles.name', 'roles.permissions'])
      .where('user_roles.user_id', '=', applicant.userId)
      .execute();
    expect(roles).toEqual([{ name: 'Applicant', permissions: 'applications:apply' }]);
  });
});
