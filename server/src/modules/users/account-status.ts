import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { accountRow, manageRefusal } from './account.ts';

// Deactivating, reactivating and signing out an account (issue 15). Deactivation ends every
// session at once (those of the account and those in which it acts as someone else), so nothing
// signed in before it survives a later reactivation.

type Status = 'deactivate' | 'reactivate';

function auditActor(auth: AuthContext) {
  return { actorUserId: auth.realUserId ?? auth.user.id, asUserId: auth.realUserId ? auth.user.id : null };
}

export async function setAccountStatus(db: Db, id: number, status: Status, auth: AuthContext, ip: string) {
  if (status === 'deactivate' && id === auth.user.id) {
    throw new AppError(409, 'own_account', 'You cannot deactivate your own account.');
  }
  await db.kysely.transaction().execute(async (trx) => {
    if (db.dialect === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    const row = await accountRow(trx, id);
    const refusal = manageRefusal(auth, id, row.rights);
    if (refusal) throw forbidden(refusal);
    const active = status === 'reactivate' ? 1 : 0;
    if (status === 'deactivate') await endSessionsOf(trx, id);
    if (row.active === active) return;
    await trx
      .updateTable('users')
      .set({ active, updated_at: new Date().toISOString(), version: row.version + 1 })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'users',
      entityId: id,
      action: status,
      changes: [{ field: 'active', before: row.active === 1, after: active === 1 }],
      ip,
    });
  });
}

export async function endSessionsOf(trx: Parameters<typeof accountRow>[0], id: number): Promise<number> {
  const result = await trx
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('user_id', '=', id), eb('real_user_id', '=', id)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** "End all sessions": every session of the account ends, audited with how many. */
export async function endAllSessions(db: Db, id: number, auth: AuthContext, ip: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await accountRow(trx, id);
    const refusal = manageRefusal(auth, id, row.rights);
    if (refusal) throw forbidden(refusal);
    const ended = await endSessionsOf(trx, id);
    await recordAudit(trx, {
      ...auditActor(auth),
      entity: 'users',
      entityId: id,
      action: 'sessions.ended',
      changes: [{ field: 'sessions', before: ended, after: 0 }],
      ip,
    });
  });
}
