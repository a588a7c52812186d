import { describe, expect, it } from 'vitest';
import { buildUser, login } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

// Issue 15: roles through the generic calls of spec 7.2, with the rule that nobody grants a
// permission they do not hold and a system administrator is changed only by another.

const { app, db } = await createTestApp();

const EDITORS = {
  usersAdmin: 'users:* students',
  collegeAdmin: 'admin:admin students:view',
  sysadmin: '*',
  usersReader: 'users:menu users:view',
} as const;
type Editor = keyof typeof EDITORS;

const cookies = {} as Record<Editor, string>;
const ids = {} as Record<Editor, number>;
for (const [name, permissions] of Object.entries(EDITORS) as [Editor, string][]) {
  const user = await buildUser(db, { permissions });
  ids[name] = user.id;
  cookies[name] = await login(app, user);
}

let sequence = 0;
const roleCount = async (name: string) =>
  (await db.kysely.selectFrom('roles').select('id').where('name', '=', name).execute()).length;

async function createRole(editor: Editor, permissions: string) {
  const name = `Matrix role ${++sequence}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: { cookie: cookies[editor] },
    payload: { name, description: null, permissions },
  });
  return { res, name };
}

async function roleRow(name: string, permissions: string) {
  const now = new Date().toISOString();
  return db.kysely
    .insertInto('roles')
    .values({ name, description: null, permissions, created_at: now, updated_at: now })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

async function giveRole(userId: number, roleId: number) {
  await db.kysely.insertInto('user_roles').values({ user_id: userId, role_id: roleId }).execute();
}

describe('creating roles: editor rights × granted rights', () => {
  const GRANTED = ['students:view', 'students', 'finance:menu', 'admin:sysadmin', '*'] as const;
  const allowed: Record<Editor, readonly string[]> = {
    usersAdmin: ['students:view', 'students'],
    collegeAdmin: ['students:view'],
    sysadmin: GRANTED,
    usersReader: [],
  };
  for (const editor of Object.keys(EDITORS) as Editor[]) {
    for (const granted of GRANTED) {
      const ok = allowed[editor].includes(granted);
      it(`${editor} (${EDITORS[editor]}) granting ${granted}: ${ok ? 'created' : 'refused'}`, async () => {
        const { res, name } = await createRole(editor, granted);
        if (editor === 'usersReader') {
          expect(res.statusCode).toBe(403);
        } else if (ok) {
          expect(res.statusCode).toBe(201);
          expect(res.json()).toMatchObject({ name, permissions: granted });
        } else {
          // The refusal names what is missing.
          expect(res.statusCode).toBe(403);
          expect(res.json().code).toBe('rights_refused');
          expect(res.json().message).toContain(granted);
        }
        expect(await roleCount(name)).toBe(res.statusCode === 201 ? 1 : 0);
      });
    }
  }
});

describe('changing roles', () => {
  it('refuses a permission the editor lacks, and a role that holds one', async () => {
    const role = await roleRow('Narrow', 'students:view');
    const wider = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${role.id}`,
      headers: { cookie: cookies.usersAdmin },
      payload: { version: 1, permissions: 'students:view finance:menu' },
    });
    expect(wider.statusCode).toBe(403);
    expect(wider.json().message).toBe('You cannot grant rights you do not hold yourself: finance:menu.');

    const finance = await roleRow('Finance office', 'finance:menu students:view');
    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${finance.id}`,
      headers: { cookie: cookies.usersAdmin },
      payload: { version: 1, permissions: 'students:view' },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe('You cannot change this role: it holds rights you do not have (finance:menu).');
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/roles/${finance.id}?version=1`,
      headers: { cookie: cookies.usersAdmin },
    });
    expect(remove.statusCode).toBe(403);
    const stored = await db.kysely
      .selectFrom('roles')
      .select(['permissions', 'version'])
      .where('id', 'in', [role.id, finance.id])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { permissions: 'students:view', version: 1 },
      { permissions: 'finance:menu students:view', version: 1 },
    ]);
  });

  it('refuses malformed permission strings per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: { cookie: cookies.sysadmin },
      payload: { name: 'Typo', description: null, permissions: 'students:view leads;view' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      {
        param: 'permissions',
        message: 'Not a permission: leads;view. Write area:action, e.g. students:view or leads:*.',
      },
    ]);
  });

  it('leaves a role a system administrator holds to another system administrator', async () => {
    const other = await buildUser(db, { permissions: '*' });
    const shared = await roleRow('Shared with a sysadmin', 'students:view');
    await giveRole(other.id, shared.id);
    const byUsersAdmin = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${shared.id}`,
      headers: { cookie: cookies.usersAdmin },
      payload: { version: 1, permissions: 'students' },
    });
    expect(byUsersAdmin.statusCode).toBe(403);
    expect(byUsersAdmin.json().message).toContain('Only a holder of admin:sysadmin');
    // A description is no change of rights: it needs no system administrator.
    const described = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${shared.id}`,
      headers: { cookie: cookies.usersAdmin },
      payload: { version: 1, description: 'Used by the office' },
    });
    expect(described.statusCode).toBe(200);
    const bySysadmin = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${shared.id}`,
      headers: { cookie: cookies.sysadmin },
      payload: { version: 2, permissions: 'students' },
    });
    expect(bySysadmin.statusCode).toBe(200);

    const own = await roleRow('The sysadmin’s own', 'students:view');
    await giveRole(ids.sysadmin, own.id);
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${own.id}`,
      headers: { cookie: cookies.sysadmin },
      payload: { version: 1, permissions: 'students:view leads:view' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(
      'Another holder of admin:sysadmin must change this role: it changes your own rights.',
    );
  });

  it('takes effect on the next request of every holder, and is audited', async () => {
    const role = await roleRow('Readers', 'dashboard:view students:menu students:view');
    const holder = await buildUser(db);
    await giveRole(holder.id, role.id);
    const holderCookie = await login(app, holder);
    expect(
      (await app.inject({ method: 'GET', url: '/api/students', headers: { cookie: holderCookie } })).statusCode,
    ).toBe(200);

    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${role.id}`,
      headers: { cookie: cookies.usersAdmin },
      payload: { version: 1, permissions: 'dashboard:view' },
    });
    expect(changed.statusCode).toBe(403); // the users administrator lacks dashboard:view
    const bySysadmin = await app.inject({
      method: 'PATCH',
      url: `/api/roles/${role.id}`,
      headers: { cookie: cookies.sysadmin },
      payload: { version: 1, permissions: 'dashboard:view' },
    });
    expect(bySysadmin.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/students', headers: { cookie: holderCookie } })).statusCode,
    ).toBe(403);
    const account = await app.inject({ method: 'GET', url: '/auth/account', headers: { cookie: holderCookie } });
    expect(account.json().permissions).toEqual(['dashboard:view']);

    const history = await app.inject({
      method: 'GET',
      url: `/api/roles/${role.id}/history`,
      headers: { cookie: cookies.sysadmin },
    });
    expect(history.json().items[0]).toMatchObject({
      action: 'update',
      actor: { id: ids.sysadmin },
      changes: [
        {
          field: 'permissions',
          label: 'Permissions',
          before: 'dashboard:view students:menu students:view',
          after: 'dashboard:view',
        },
      ],
    });
  });

  it('keeps a role someone holds (409 naming them) and deletes an unused one', async () => {
    const used = await roleRow('In use', 'students:view');
    await giveRole(ids.collegeAdmin, used.id);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/roles/${used.id}?version=1`,
      headers: { cookie: cookies.usersAdmin },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This role is still held by 1 user: First\d+ Last\d+\. Take it from them first\.$/,
    );
    expect(await roleCount('In use')).toBe(1);
    const unused = await roleRow('Unused', 'students:view');
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/roles/${unused.id}?version=1`,
          headers: { cookie: cookies.usersAdmin },
        })
      ).statusCode,
    ).toBe(204);
    expect(await roleCount('Unused')).toBe(0);
  });

  it('lists roles to users administrators only', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/roles?search=in', headers: { cookie: cookies.collegeAdmin } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/roles', headers: { cookie: cookies.usersReader } })).statusCode,
    ).toBe(403);
  });
});
