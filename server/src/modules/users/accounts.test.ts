import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 15: the user record page's calls. Rights change as a whole set of roles and direct
// permissions, never beyond the editor's own; deactivation ends every session at once; new staff
// are invited by e-mail or made work-account only.

const { app, db } = await createTestApp();

async function roleRow(name: string, permissions: string) {
  const now = new Date().toISOString();
  return (
    await db.kysely
      .insertInto('roles')
      .values({ name, description: null, permissions, created_at: now, updated_at: now })
      .returning(['id'])
      .executeTakeFirstOrThrow()
  ).id;
}

const usersAdmin = await buildUser(db, { permissions: 'users:* students' });
const usersAdminCookie = await login(app, usersAdmin);
const sysadmin = await buildUser(db, { permissions: '*' });
const sysadminCookie = await login(app, sysadmin);
const reader = await buildUser(db, { permissions: 'users:menu users:view' });
const readerCookie = await login(app, reader);

const roles = {
  studentsView: await roleRow('Students reader', 'students:menu students:view'),
  studentsAll: await roleRow('Students office', 'students'),
  finance: await roleRow('Finance desk', 'finance:menu'),
  sysadmin: await roleRow('Sysadmins', 'admin:sysadmin'),
};

const account = async (id: number, cookie = sysadminCookie) =>
  (await app.inject({ method: 'GET', url: `/api/users/${id}/account`, headers: { cookie } })).json();
const setRights = (id: number, cookie: string, body: object) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}/rights`, headers: { cookie }, payload: body });
const sessionCount = async (userId: number) =>
  (await db.kysely.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()).length;

describe('the account as its administrator sees it', () => {
  it('shows roles, rights, sessions and what the caller may do', async () => {
    const target = await buildUser(db, {
      firstName: 'Nia',
      lastName: 'Rees',
      rolePermissions: 'students:view',
      roleName: 'Viewer',
    });
    await login(app, target);
    const seen = await account(target.id, readerCookie);
    expect(seen).toMatchObject({
      id: target.id,
      name: 'Nia Rees',
      email: target.email,
      active: true,
      roles: [{ name: 'Viewer' }],
      directPermissions: '',
      permissions: ['students:view'],
      ssoLinked: false,
      passwordSet: true,
      abilities: { manage: false, reason: 'Managing accounts needs users:* or admin:admin.' },
    });
    expect(seen.sessions).toHaveLength(1);
    expect(seen.sessions[0]).toMatchObject({ impersonation: 'none', current: false });
    expect(typeof seen.lastLoginAt).toBe('string');
    expect((await account(target.id, usersAdminCookie)).abilities).toEqual({ manage: true, reason: null });
    expect((await account(sysadmin.id, usersAdminCookie)).abilities.manage).toBe(false);
    const own = await account(sysadmin.id, sysadminCookie);
    expect(own.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
    expect(own.abilities.reason).toContain('Another holder of admin:sysadmin');
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/999999/account', headers: { cookie: readerCookie } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('changing an account’s rights: editor rights × target rights × granted rights', () => {
  const cases = [
    // editor, target's own rights, roles granted, direct granted, expected status
    ['users admin', 'usersAdmin', 'students:view', ['studentsView'], '', 200],
    ['users admin', 'usersAdmin', 'students:view', ['studentsAll'], 'students:edit', 200],
    ['users admin', 'usersAdmin', 'students:view', ['finance'], '', 403],
    ['users admin', 'usersAdmin', 'students:view', [], 'finance:menu', 403],
    ['users admin', 'usersAdmin', 'students:view', ['sysadmin'], '', 403],
    ['users admin', 'usersAdmin', 'finance:menu', [], '', 403],
    ['users admin', 'usersAdmin', 'admin:sysadmin', [], '', 403],
    ['sysadmin', 'sysadmin', 'finance:menu', ['sysadmin'], '', 200],
    ['sysadmin', 'sysadmin', 'admin:sysadmin', [], 'students:view', 200],
    ['users reader', 'reader', 'students:view', [], '', 403],
  ] as const;
  const editors = { usersAdmin: usersAdminCookie, sysadmin: sysadminCookie, reader: readerCookie };
  it.each(cases)(
    '%s changing an account holding %s (%s) granting %j + "%s": %i',
    async (_label, editor, targetRights, granted, direct, status) => {
      const target = await buildUser(db, { permissions: targetRights });
      const before = await account(target.id);
      const res = await setRights(target.id, editors[editor], {
        roleIds: granted.map((g) => roles[g]),
        permissions: direct,
        version: before.version,
      });
      expect(res.statusCode).toBe(status);
      const after = await account(target.id);
      if (status === 200) {
        expect(after.roles.map((r: { id: number }) => r.id).sort()).toEqual(granted.map((g) => roles[g]).sort());
        expect(after.directPermissions).toBe(direct);
        expect(after.version).toBe(before.version + 1);
      } else {
        expect(after).toEqual(before);
      }
    },
  );

  it('leaves a system administrator’s own rights to another', async () => {
    const res = await setRights(sysadmin.id, sysadminCookie, {
      roleIds: [],
      permissions: '*',
      version: (await account(sysadmin.id)).version,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(
      'Another holder of admin:sysadmin must change this account: it changes your own rights.',
    );
  });

  it('takes effect on the next request, is audited, and refuses stale versions and unknown roles', async () => {
    const target = await buildUser(db);
    const targetCookie = await login(app, target);
    expect(
      (await app.inject({ method: 'GET', url: '/api/students', headers: { cookie: targetCookie } })).statusCode,
    ).toBe(403);
    const { version } = await account(target.id);
    const ok = await setRights(target.id, usersAdminCookie, {
      roleIds: [roles.studentsView],
      permissions: ' Students:Menu ',
      version,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ directPermissions: 'students:menu', roles: [{ name: 'Students reader' }] });
    expect(
      (await app.inject({ method: 'GET', url: '/api/students', headers: { cookie: targetCookie } })).statusCode,
    ).toBe(200);

    const stale = await setRights(target.id, usersAdminCookie, { roleIds: [], permissions: '', version });
    expect(stale.statusCode).toBe(409);
    const unknown = await setRights(target.id, usersAdminCookie, {
      roleIds: [987654],
      permissions: '',
      version: version + 1,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual([{ param: 'roleIds', message: 'There is no role with id 987654.' }]);
    const bad = await setRights(target.id, usersAdminCookie, {
      roleIds: [],
      permissions: 'students:',
      version: version + 1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].param).toBe('permissions');

    const history = await app.inject({
      method: 'GET',
      url: `/api/users/${target.id}/history`,
      headers: { cookie: sysadminCookie },
    });
    expect(history.json().items[0]).toMatchObject({
      action: 'rights',
      actor: { id: usersAdmin.id },
      changes: [
        { field: 'roles', before: '', after: 'Students reader' },
        { field: 'permissions', label: 'Direct permissions', before: '', after: 'students:menu' },
      ],
    });
  });
});

describe('status and sessions', () => {
  it('deactivating ends every session at once; reactivating lets the user sign in afresh', async () => {
    const target = await buildUser(db, { permissions: 'students:view' });
    const first = await login(app, target);
    await login(app, target);
    expect(await sessionCount(target.id)).toBe(2);
    const off = await app.inject({
      method: 'POST',
      url: `/api/users/${target.id}/deactivate`,
      headers: { cookie: usersAdminCookie },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ active: false, sessions: [] });
    expect(await sessionCount(target.id)).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: first } })).statusCode).toBe(
      404,
    );
    const refused = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: target.email, password: target.password },
    });
    expect(refused.statusCode).toBe(403);

    const on = await app.inject({
      method: 'POST',
      url: `/api/users/${target.id}/reactivate`,
      headers: { cookie: usersAdminCookie },
    });
    expect(on.json().active).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: first } })).statusCode).toBe(
      404,
    );
    await login(app, target);
    const actions = (
      await app.inject({ method: 'GET', url: `/api/users/${target.id}/history`, headers: { cookie: sysadminCookie } })
    )
      .json()
      .items.map((i: { action: string }) => i.action);
    expect(actions.slice(0, 3)).toEqual(['login', 'reactivate', 'deactivate']);
  });

  it('the generic Active box ends sessions too, and follows the same rule', async () => {
    const target = await buildUser(db, { permissions: 'students:view' });
    await login(app, target);
    const editor = await buildUser(db, { permissions: 'users:view users:edit' });
    const editorCookie = await login(app, editor);
    const { version } = (
      await app.inject({ method: 'GET', url: `/api/users/${target.id}`, headers: { cookie: sysadminCookie } })
    ).json();
    const refused = await app.inject({
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      headers: { cookie: editorCookie },
      payload: { version, active: false },
    });
    expect(refused.statusCode).toBe(403); // the editor lacks students:view, which the account holds
    expect(await sessionCount(target.id)).toBe(1);
    const done = await app.inject({
      method: 'PATCH',
      url: `/api/users/${target.id}`,
      headers: { cookie: sysadminCookie },
      payload: { version, active: false },
    });
    expect(done.statusCode).toBe(200);
    expect(await sessionCount(target.id)).toBe(0);
  });

  it('refuses to deactivate oneself or a more powerful account', async () => {
    const self = await app.inject({
      method: 'POST',
      url: `/api/users/${usersAdmin.id}/deactivate`,
      headers: { cookie: usersAdminCookie },
    });
    expect(self.statusCode).toBe(409);
    const higher = await app.inject({
      method: 'POST',
      url: `/api/users/${sysadmin.id}/deactivate`,
      headers: { cookie: usersAdminCookie },
    });
    expect(higher.statusCode).toBe(403);
    expect((await account(sysadmin.id)).active).toBe(true);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/users/${reader.id}/deactivate`,
          headers: { cookie: readerCookie },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('ends all sessions of an account, audited', async () => {
    const target = await buildUser(db, { permissions: 'students:view' });
    const cookie = await login(app, target);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/users/${target.id}/sessions`,
      headers: { cookie: usersAdminCookie },
    });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).statusCode).toBe(404);
    const history = (
      await app.inject({ method: 'GET', url: `/api/users/${target.id}/history`, headers: { cookie: sysadminCookie } })
    ).json();
    expect(history.items[0]).toMatchObject({
      action: 'sessions.ended',
      changes: [{ field: 'sessions', before: 1, after: 0 }],
    });
  });
});

describe('creating accounts', () => {
  it('invites staff by e-mail with a set-password link, with their roles', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: { cookie: usersAdminCookie },
      payload: {
        firstName: 'Owen',
        lastName: 'Pryce',
        email: ' Owen.Pryce@Test.College ',
        roleIds: [roles.studentsView],
        signIn: 'password',
      },
    });
    expect(res.statusCode).toBe(201);
    const { id, link, expiresAt } = res.json();
    expect(link).toMatch(/^\/pages\/reset\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const mail = await db.kysely
      .selectFrom('outbox')
      .selectAll()
      .where('template_key', '=', 'user-invitation')
      .where('related_id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(mail.to_email).toBe('owen.pryce@test.college');
    expect(JSON.parse(mail.data)).toMatchObject({ name: 'Owen Pryce', email: 'owen.pryce@test.college' });
    expect(JSON.parse(mail.data).setPasswordLink).toContain(link);

    const token = link.split('/').pop();
    expect(
      (await app.inject({ method: 'POST', url: `/auth/reset/${token}`, payload: { password: 'owens-new-password' } }))
        .statusCode,
    ).toBe(204);
    const cookie = await login(app, { email: 'owen.pryce@test.college', password: 'owens-new-password' });
    const me = (await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie } })).json();
    expect(me).toMatchObject({ name: 'Owen Pryce', permissions: ['students:menu', 'students:view'] });
    expect((await account(id)).roles).toEqual([{ id: roles.studentsView, name: 'Students reader' }]);
  });

  it('makes work-account-only accounts with no password and no e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: { cookie: usersAdminCookie },
      payload: { firstName: 'Ffion', lastName: 'Hale', email: 'ffion.hale@test.college', roleIds: [], signIn: 'sso' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ link: null, expiresAt: null });
    const seen = await account(res.json().id);
    expect(seen).toMatchObject({ passwordSet: false, ssoLinked: false, roles: [] });
    expect(
      await db.kysely.selectFrom('outbox').select('id').where('to_email', '=', 'ffion.hale@test.college').execute(),
    ).toEqual([]);
  });

  it('never grants more than the inviter holds, and refuses a taken address per field', async () => {
    const beyond = await app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: { cookie: usersAdminCookie },
      payload: {
        firstName: 'Ivy',
        lastName: 'Lane',
        email: 'ivy.lane@test.college',
        roleIds: [roles.finance],
        signIn: 'password',
      },
    });
    expect(beyond.statusCode).toBe(403);
    expect(
      await db.kysely.selectFrom('people').select('id').where('email', '=', 'ivy.lane@test.college').execute(),
    ).toEqual([]);
    const taken = await app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: { cookie: usersAdminCookie },
      payload: { firstName: 'Again', lastName: 'Admin', email: usersAdmin.email, roleIds: [], signIn: 'sso' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().details).toEqual([
      { param: 'email', message: 'An account with this e-mail address already exists.' },
    ]);
    const blank = await app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: { cookie: usersAdminCookie },
      payload: { firstName: '', lastName: 'X', email: 'nope', roleIds: [], signIn: 'fax' },
    });
    expect(blank.statusCode).toBe(422);
    expect(
      blank
        .json()
        .details.map((d: { param: string }) => d.param)
        .sort(),
    ).toEqual(['email', 'firstName', 'signIn']);
  });
});
