import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { GOOD_PASSWORD, tokenOf } from '../applicant/applicant-test-support.ts';
import { REGISTRATION_MAIL_MINUTES } from '../applicant/registration.ts';

// Issue 11, points 7 and 14: a newer reset link revokes the older ones, using one revokes the
// rest, registration cannot mint unlimited reset mails, and the reset page keeps the one policy.

const { app, db } = await createTestApp();

async function issue(cookie: string, id: number): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/reset', headers: { cookie }, payload: { id } });
  expect(res.statusCode).toBe(201);
  return tokenOf(res.json().link);
}

const describeLink = (token: string) => app.inject({ method: 'GET', url: `/auth/reset/${token}` });
const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstName: 'Grace', lastName: 'Hopper', email, password: GOOD_PASSWORD },
  });

async function mailsTo(email: string) {
  return db.kysely.selectFrom('outbox').select(['template_key']).where('to_email', '=', email).execute();
}

/** Moves every stored link and registration of the address back past the mail interval. */
async function letTimePass() {
  const past = new Date(Date.now() - (REGISTRATION_MAIL_MINUTES + 1) * 60_000).toISOString();
  await db.kysely.updateTable('password_resets').set({ created_at: past }).execute();
  await db.kysely.updateTable('registration_confirmations').set({ created_at: past }).execute();
}

describe('reset links (issue 11)', () => {
  it('a newer link revokes the older one', async () => {
    const admin = await buildUser(db, { permissions: 'users:*' });
    const user = await buildUser(db);
    const cookie = await login(app, admin);
    const first = await issue(cookie, user.id);
    const second = await issue(cookie, user.id);
    expect((await describeLink(first)).statusCode).toBe(410);
    expect((await describeLink(second)).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'POST',
      url: `/auth/reset/${first}`,
      payload: { password: 'lantern orchard paper' },
    });
    expect(refused.statusCode).toBe(410);
  });

  it('using one link revokes every other link of the user', async () => {
    const user = await buildUser(db, { email: 'two-links@example.org' });
    await register('two-links@example.org'); // a link by mail
    const mailed = await db.kysely
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(mailed).toHaveLength(1);
    const admin = await buildUser(db, { permissions: 'users:*' });
    const token = await issue(await login(app, admin), user.id);
    // Insert a second unused link directly, as if issued by another path in the same instant.
    await db.kysely
      .insertInto('password_resets')
      .values({
        token_hash: 'f'.repeat(64),
        user_id: user.id,
        created_by: null,
        created_at: new Date().toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
        used_at: null,
      })
      .execute();
    const done = await app.inject({
      method: 'POST',
      url: `/auth/reset/${token}`,
      payload: { password: 'lantern orchard paper' },
    });
    expect(done.statusCode).toBe(204);
    const left = await db.kysely
      .selectFrom('password_resets')
      .select(['token_hash', 'used_at'])
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]?.used_at).not.toBeNull();
  });

  it('registering an existing address again and again sends one reset mail per interval, answering the same', async () => {
    await buildUser(db, { email: 'owner@example.org' });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await register('owner@example.org'));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await mailsTo('owner@example.org')).toEqual([{ template_key: 'password-reset' }]);
    await letTimePass();
    await register('owner@example.org');
    expect(await mailsTo('owner@example.org')).toHaveLength(2);
  });

  it('a new address too gets one confirmation mail per interval', async () => {
    for (let i = 0; i < 3; i++) expect((await register('newcomer@example.org')).statusCode).toBe(202);
    expect(await mailsTo('newcomer@example.org')).toEqual([{ template_key: 'email-confirmation' }]);
  });

  it('the reset link keeps the registration policy: 12 characters and not a common password', async () => {
    const admin = await buildUser(db, { permissions: 'users:*' });
    const user = await buildUser(db);
    const token = await issue(await login(app, admin), user.id);
    for (const [password, message] of [
      ['ten-chars!', 'Use at least 12 characters.'],
      ['password1234', 'This password is too common and easy to guess. Try a few unrelated words together.'],
      ['qwertyuiopasdf', 'This password is too common and easy to guess. Try a few unrelated words together.'],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: `/auth/reset/${token}`, payload: { password } });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().details).toEqual([{ param: 'password', message }]);
    }
    const ok = await app.inject({
      method: 'POST',
      url: `/auth/reset/${token}`,
      payload: { password: 'lantern orchard paper' },
    });
    expect(ok.statusCode).toBe(204);
  });
});
