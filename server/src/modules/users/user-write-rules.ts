import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../http/errors.ts';
import { normaliseEmail } from '../auth/login.ts';
import type { EntityWriteHooks, WriteContext } from '../entities/record-service.ts';
import { requestEmailChange } from './email-change.ts';
import { refuseUnlessHoldsRightsOf } from './user-rights.ts';

// The users' own rules on the generic writes (PUT, PATCH, DELETE /api/users/{id}), issue 11:
// - the sign-in address, the status (active) and the account itself (delete) of a user who holds
//   a right the editor lacks are not the editor's to change (domain holdsEveryRightOf);
// - a new sign-in address is not stored: it waits as pendingEmail until the link mailed to it is
//   followed (email-change.ts);
// - a change of status ends every session of the user.
// Direct permissions are read-only in the definition; roles have no generic write.

const GUARDED = ['email', 'active'] as const;
const REFUSED = 'You cannot change the sign-in address or status of someone who holds rights you do not hold.';

async function endSessions(w: WriteContext) {
  await w.trx
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('user_id', '=', w.before.id), eb('real_user_id', '=', w.before.id)]))
    .execute();
}

export function userWriteHooks(ctx: AppContext): EntityWriteHooks {
  return {
    async beforeUpdate(w, changed) {
      if (GUARDED.some((f) => f in changed))
        await refuseUnlessHoldsRightsOf(w.trx, w.permissions, w.before.id, REFUSED);
      if (!('email' in changed)) return changed;
      const { email, ...rest } = changed;
      const newEmail = normaliseEmail(String(email ?? ''));
      if (newEmail === normaliseEmail(String(w.before.values.email ?? ''))) return rest;
      const taken = await w.trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', newEmail)
        .where('id', '!=', w.before.id)
        .executeTakeFirst();
      if (taken) throw validationFailed([{ param: 'email', message: 'Another account signs in with this address.' }]);
      await requestEmailChange(ctx, w.trx, {
        userId: w.before.id,
        newEmail,
        requestedBy: w.actor.userId,
        ip: w.actor.ip,
      });
      return { ...rest, pendingEmail: newEmail };
    },
    async afterUpdate(w, changed) {
      if ('active' in changed) await endSessions(w);
    },
    async beforeDelete(w) {
      await refuseUnlessHoldsRightsOf(
        w.trx,
        w.permissions,
        w.before.id,
        'You cannot delete the account of someone who holds rights you do not hold.',
      );
    },
  };
}
