import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { GOOD_PASSWORD, tokenOf } from '../applicant/applicant-test-support.ts';

// Issue 11, point 2: editing a user never lets the editor gain rights. Nobody changes the sign-in
// address or status of (or deletes, or is handed a reset link for) a user who holds a right the
// editor lacks; a new address takes effect only from the link mailed to it; such changes end the
// user's sessions and are audited.

const { app, db } = await createTestApp();

const EDITORS = {
  usersEditor: 'users:menu,view,edit,delete',
  usersAll: 'users dashboard:view',
  wildcard: '*',
} as const;
const TARGETS = {
  nothing: '',
  dashboard: 'dashboard:view',
  sameAsUsersEditor: 'users:menu,view,edit,delete',
  admin: '*',
} as const;
// Written out by hand: may this editor change this target's address, status or account?
const ALLOWED: Record<keyof typeof EDITORS, Record<keyof typeof TARGETS, boolean>> = {
  usersEditor: { nothing: true, dashboard: false, sameAsUsersEditor: true, admin: false },
  usersAll: { nothing: true, dashboard: true, sameAsUsersEditor: true, admin: false },
  wildcard: { nothing: true, dashboard: true, sameAsUsersEditor: true, admin: true },
};

const cookies = new Map<string, string>();
async function editorCookie(name: keyof typeof EDITORS) {
  if (!cookies.has(name)) cookies.set(name, await login(app, await buildUser(db, { permissions: EDITORS[name] })));
  return cookies.get(name) as string;
}

async function target(name: keyof typeof TARGETS) {
  // The rights come through a role, as they do in use.
  return buildUser(db, { rolePermissions: TARGETS[name] });
}

const read = (cookie: string, id: number) =>
  app.inject({ method: 'GET', url: `/api/users/${id}`, headers: { cookie: cookies.get('wildcard') ?? cookie } });
const patch = (cookie: string, id: number, payload: object) =>
  app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie }, payload });
const mailsTo = (to: string) =>
  db.kysely.selectFrom('outbox').select(['template_key', 'data']).where('to_email', '=', to).orderBy('id').execute();
const sessionsOf = async (userId: number) =>
  (await db.kysely.selectFrom('sessions').select('user_id').where('user_id', '=', userId).execute()).length;

const cells = (Object.keys(EDITORS) as (keyof typeof EDITORS)[]).flatMap((e) =>
  (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).map((t) => [e, t, ALLOWED[e][t]] as const),
);

describe('the user-editing matrix (editor rights × target rights)', () => {
  it.each(cells)('%s changing the sign-in address of %s: allowed %s', async (editor, targetName, allowed) => {
    const cookie = await editorCookie(editor);
    await editorCookie('wildcard');
    const user = await target(targetName);
    const before = (await read(cookie, user.id)).json();
    const newEmail = `new-${user.id}@attacker.example`;
    const res = await patch(cookie, user.id, { version: before.version, email: newEmail });
    const after = (await read(cookie, user.id)).json();
    // The address itself never changes through the edit.
    expect(after.email).toBe(user.email);
    if (allowed) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
      expect((await mailsTo(newEmail)).map((m) => m.template_key)).toEqual(['email-change-confirmation']);
      expect((await mailsTo(user.email)).map((m) => m.template_key)).toEqual(['email-change-notice']);
    } else {
      expect(res.statusCode).toBe(403);
      expect(after.pendingEmail).toBeNull();
      expect(after.version).toBe(before.version);
      expect(await mailsTo(newEmail)).toEqual([]);
    }
  });

  it.each(cells)('%s changing the status of %s: allowed %s', async (editor, targetName, allowed) => {
    const cookie = await editorCookie(editor);
    const user = await target(targetName);
    await login(app, user);
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      pendingEmail: _p,
      permissions: _d,
      lastLoginAt: _l,
      ...current
    } = (await read(cookie, user.id)).json() as Record<string, unknown>;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}`,
      headers: { cookie },
      payload: { ...current, active: false },
    });
    if (allowed) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().active).toBe(false);
      expect(await sessionsOf(user.id)).toBe(0);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect((await read(cookie, user.id)).json().active).toBe(true);
      expect(await sessionsOf(user.id)).toBe(1);
    }
  });

  it.each(cells)('%s deleting %s or issuing a reset link for them: allowed %s', async (editor, targetName, allowed) => {
    const cookie = await editorCookie(editor);
    const user = await target(targetName);
    if (editor !== 'usersEditor') {
      // users:* or admin:admin issue reset links; the link is shown to the issuer.
      const reset = await app.inject({
        method: 'POST',
        url: '/auth/reset',
        headers: { cookie },
        payload: { id: user.id },
      });
      expect(reset.statusCode).toBe(allowed ? 201 : 403);
    }
    const { version } = (await read(cookie, user.id)).json();
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}?version=${version}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(allowed ? 204 : 403);
  });

  it('other fields of a user with more rights stay editable (a name is not a right)', async () => {
    const cookie = await editorCookie('usersEditor');
    const admin = await target('admin');
    const { version } = (await read(cookie, admin.id)).json();
    const res = await patch(cookie, admin.id, { version, firstName: 'Renamed' });
    expect(res.statusCode).toBe(200);
    expect(res.json().firstName).toBe('Renamed');
  });
});

describe('the takeover of issue 11 no longer works', () => {
  it('a users:edit holder cannot point the administrator’s account at their address and reset its password', async () => {
    const admin = await buildUser(db, { rolePermissions: '*', email: 'admin@college.example' });
    const attacker = await buildUser(db, { permissions: 'users:menu,view,edit' });
    const cookie = await login(app, attacker);
    const { version } = (await read(cookie, admin.id)).json();
    expect((await patch(cookie, admin.id, { version, email: 'mine@attacker.example' })).statusCode).toBe(403);
    await app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { firstName: 'A', lastName: 'B', email: 'mine@attacker.example', password: GOOD_PASSWORD },
    });
    expect((await mailsTo('mine@attacker.example')).map((m) => m.template_key)).toEqual(['email-confirmation']);
    expect(
      await db.kysely.selectFrom('password_resets').select('user_id').where('user_id', '=', admin.id).execute(),
    ).toEqual([]);
  });
});

describe('confirming a new sign-in address', () => {
  async function requestChange(userEmail?: string) {
    const cookie = await editorCookie('wildcard');
    const user = await buildUser(db, userEmail ? { email: userEmail } : {});
    const { version } = (await read(cookie, user.id)).json();
    const newEmail = `moved-${user.id}@example.org`;
    expect((await patch(cookie, user.id, { version, email: newEmail })).statusCode).toBe(200);
    const mail = (await mailsTo(newEmail)).at(-1);
    return { cookie, user, newEmail, token: tokenOf(JSON.parse(mail?.data ?? '{}').confirmationLink as string) };
  }

  it('the link names the change; following it changes the address, ends every session and is audited', async () => {
    const { cookie, user, newEmail, token } = await requestChange();
    const userCookie = await login(app, user);
    const info = await app.inject({ method: 'GET', url: `/auth/email/${token}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ email: user.email, newEmail });
    // Until then the old address still signs in.
    expect(
      (await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: userCookie } })).statusCode,
    ).toBe(200);

    const done = await app.inject({ method: 'POST', url: `/auth/email/${token}` });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail });
    expect((await read(cookie, user.id)).json()).toMatchObject({ email: newEmail, pendingEmail: null });
    expect(
      (await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: userCookie } })).statusCode,
    ).toBe(404);
    expect(await login(app, { email: newEmail, password: user.password })).toMatch(/^collegium_session=/);
    const audit = await db.kysely
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(user.id))
      .where('action', '!=', 'login')
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['email-change.requested', 'update', 'email-change.confirmed']);
    expect(JSON.parse(audit[2]?.changes ?? '[]')[0]).toEqual({ field: 'email', before: user.email, after: newEmail });
    // Used once.
    expect((await app.inject({ method: 'POST', url: `/auth/email/${token}` })).statusCode).toBe(410);
  });

  it('a newer request revokes the older link; an expired link is refused', async () => {
    const { cookie, user, token } = await requestChange();
    const { version } = (await read(cookie, user.id)).json();
    const second = `second-${user.id}@example.org`;
    expect((await patch(cookie, user.id, { version, email: second })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/auth/email/${token}` })).statusCode).toBe(410);
    const newer = tokenOf(JSON.parse((await mailsTo(second))[0]?.data ?? '{}').confirmationLink as string);
    await db.kysely
      .updateTable('email_changes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await app.inject({ method: 'POST', url: `/auth/email/${newer}` })).statusCode).toBe(410);
    expect((await read(cookie, user.id)).json().email).toBe(user.email);
  });

  it('an address another account uses is refused at once (422) and at confirmation (410)', async () => {
    const other = await buildUser(db);
    const cookie = await editorCookie('wildcard');
    const user = await buildUser(db);
    const { version } = (await read(cookie, user.id)).json();
    const taken = await patch(cookie, user.id, { version, email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details).toEqual([{ param: 'email', message: 'Another account signs in with this address.' }]);

    const pending = await requestChange();
    await buildUser(db, { email: pending.newEmail });
    const late = await app.inject({ method: 'POST', url: `/auth/email/${pending.token}` });
    expect(late.statusCode).toBe(410);
    expect((await read(cookie, pending.user.id)).json().email).toBe(pending.user.email);
  });

  it('the pending address cannot be set directly', async () => {
    const cookie = await editorCookie('wildcard');
    const user = await buildUser(db);
    const { version } = (await read(cookie, user.id)).json();
    const res = await patch(cookie, user.id, { version, pendingEmail: 'x@example.org' });
    expect(res.statusCode).toBe(422);
  });
});
