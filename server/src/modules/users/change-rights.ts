import { holdsSysadmin } from '@collegium/domain/permission-subset';
import { splitPermissions } from '@collegium/domain/permissions';
import type { rightsChangeSchema } from '@collegium/domain/user-accounts';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { accountRow } from './account.ts';
import { refuseRightsChange } from './refuse-rights-change.ts';

// PUT users/{id}/rights (issue 15): an account's roles and direct permissions, set as a whole.
// The editor must hold every right the account has and will have; an account holding
// admin:sysadmin is changed only by another holder. Sessions read rights per request, so the
// change reaches every session of the account on its next request.

export async function changeRights(
  db: Db,
  id: number,
  input: z.output<typeof rightsChangeSchema>,
  auth: AuthContext,
  ip: string,
) {
  await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    const before = await accountRow(trx, id);
    if (before.version !== input.version) throw conflict(STALE_VERSION_MESSAGE);
    const roleIds = [...new Set(input.roleIds)];
    const roles =
      roleIds.length === 0
        ? []
        : await trx.selectFrom('roles').select(['id', 'name', 'permissions']).where('id', 'in', roleIds).execute();
    const unknown = roleIds.filter((r) => !roles.some((x) => x.id === r));
    if (unknown.length > 0)
      throw validationFailed([{ param: 'roleIds', message: `There is no role with id ${unknown.join(', ')}.` }]);
    const after = [...roles.flatMap((r) => splitPermissions(r.permissions)), ...splitPermissions(input.permissions)];
    refuseRightsChange(
      {
        editor: auth.user.permissions,
        before: before.rights,
        after,
        affectsSysadmin: holdsSysadmin(before.rights),
        affectsEditor: id === auth.user.id,
      },
      'this account',
    );
    const names = (list: { name: string }[]) =>
      list
        .map((r) => r.name)
        .sort()
        .join(', ');
    const changes = [
      { field: 'roles', before: names(before.roles), after: names(roles) },
      { field: 'permissions', before: before.permissions, after: input.permissions },
    ].filter((c) => c.before !== c.after);
    if (changes.length === 0) return;
    await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
    if (roles.length > 0)
      await trx
        .insertInto('user_roles')
        .values(roles.map((r) => ({ user_id: id, role_id: r.id })))
        .execute();
    await trx
      .updateTable('users')
      .set({ permissions: input.permissions, updated_at: new Date().toISOString(), version: before.version + 1 })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorUserId: auth.realUserId ?? auth.user.id,
      asUserId: auth.realUserId ? auth.user.id : null,
      entity: 'users',
      entityId: id,
      action: 'rights',
      changes,
      ip,
    });
  });
}
