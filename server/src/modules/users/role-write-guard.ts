import { holdsSysadmin } from '@collegium/domain/permission-subset';
import { splitPermissions } from '@collegium/domain/permissions';
import { conflict } from '../../http/errors.ts';
import type { WriteGuard } from '../entities/write-guards.ts';
import { personName } from './person-name.ts';
import { refuseRightsChange } from './refuse-rights-change.ts';
import { holdersOf, rightsOfUsers } from './rights-of.ts';

// Issue 15: the rule on the generic writes of `roles` (spec 7.2 calls). Nobody grants a
// permission they do not hold, nor changes a role holding one they lack; a role some holder of
// admin:sysadmin holds is changed only by another holder of admin:sysadmin. A change takes
// effect on the next request of every holder, since sessions read rights per request.

const listOf = (values: Readonly<Record<string, unknown>> | null) =>
  splitPermissions(String(values?.permissions ?? ''));

/** A role some account holds is kept: 409 naming up to five of them. */
async function refuseWhileHeld(trx: Parameters<WriteGuard>[0]['trx'], roleId: number) {
  const holders = await trx
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('user_roles.role_id', '=', roleId)
    .orderBy('people.last_name')
    .orderBy('people.first_name')
    .execute();
  if (holders.length === 0) return;
  const names = holders.slice(0, 5).map(personName);
  const more = holders.length > 5 ? ` and ${holders.length - 5} more` : '';
  const count = holders.length === 1 ? '1 user' : `${holders.length} users`;
  throw conflict(`This role is still held by ${count}: ${names.join(', ')}${more}. Take it from them first.`);
}

export const roleWriteGuard: WriteGuard = async ({ trx, id, before, after, actor }) => {
  const editor = actor.effective;
  if (!editor) throw new Error('roleWriteGuard: the actor carries no rights');
  if (after === null && id !== null) await refuseWhileHeld(trx, id);
  const rightsChange = listOf(before).join(' ') !== listOf(after).join(' ');
  const holders = id === null || !rightsChange ? [] : await holdersOf(trx, id);
  const rights = await rightsOfUsers(trx, holders);
  refuseRightsChange(
    {
      editor: editor.permissions,
      before: listOf(before),
      after: listOf(after),
      affectsSysadmin: holders.some((h) => holdsSysadmin(rights.get(h) ?? [])),
      affectsEditor: holders.includes(editor.userId),
    },
    'this role',
  );
};
