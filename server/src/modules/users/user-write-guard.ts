import { holdsSysadmin } from '@collegium/domain/permission-subset';
import type { WriteGuard } from '../entities/write-guards.ts';
import { endSessionsOf } from './account-status.ts';
import { refuseRightsChange } from './refuse-rights-change.ts';
import { rightsOfUsers } from './rights-of.ts';

// Issue 15 on the generic users writes: the Active box is the account's status, so changing it
// follows the status rule of the record page (account-status.ts): the editor must hold every
// right of the account, a system administrator's is changed only by another, and unticking it
// ends every session of the account at once.

export const userWriteGuard: WriteGuard = async ({ trx, id, before, after, actor }) => {
  if (id === null || before === null || after === null || before.active === after.active) return;
  const editor = actor.effective;
  if (!editor) throw new Error('userWriteGuard: the actor carries no rights');
  const rights = (await rightsOfUsers(trx, [id])).get(id) ?? [];
  refuseRightsChange(
    {
      editor: editor.permissions,
      before: rights,
      after: rights,
      affectsSysadmin: holdsSysadmin(rights),
      affectsEditor: editor.userId === id,
    },
    'this account',
  );
  if (after.active === false) await endSessionsOf(trx, id);
};
