import { type Agreement, policyAppliesTo } from '@collegium/domain/agreement';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import type { WriteGuard } from '../entities/write-guards.ts';

// The agreement route (spec 2.5, spec 3 policy acknowledgements; issue 15): the active policies
// that apply to the signed-in user and that they have not accepted in their current version.

export async function pendingPolicies(db: Db, auth: AuthContext): Promise<Agreement> {
  const rows = await db.kysely
    .selectFrom('policies')
    .select(['id', 'key', 'title', 'body', 'version', 'applies_to'])
    .select((eb) =>
      eb
        .selectFrom('policy_acceptances')
        .select((a) => a.fn.max('policy_acceptances.version').as('v'))
        .whereRef('policy_acceptances.policy_id', '=', 'policies.id')
        .where('policy_acceptances.user_id', '=', auth.user.id)
        .as('accepted_version'),
    )
    .where('active', '=', 1)
    .orderBy('title')
    .execute();
  return {
    pending: rows
      .filter(
        (r) => policyAppliesTo(r.applies_to, auth.user.permissions) && Number(r.accepted_version ?? 0) !== r.version,
      )
      .map((r) => ({
        id: r.id,
        key: r.key,
        title: r.title,
        body: r.body,
        version: r.version,
        acceptedVersion: r.accepted_version === null ? null : Number(r.accepted_version),
      })),
  };
}

export async function acceptPolicy(
  db: Db,
  auth: AuthContext,
  policyId: number,
  version: number,
  ip: string,
): Promise<void> {
  if (auth.realUserId !== null)
    throw new AppError(409, 'impersonating', 'You are acting as someone else: only they can accept a policy.');
  await db.kysely.transaction().execute(async (trx) => {
    const policy = await trx
      .selectFrom('policies')
      .select(['id', 'version', 'active', 'applies_to'])
      .where('id', '=', policyId)
      .executeTakeFirst();
    if (!policy || policy.active !== 1 || !policyAppliesTo(policy.applies_to, auth.user.permissions))
      throw notFound('There is no such policy for you to accept.');
    if (policy.version !== version)
      throw conflict('This policy has changed since you read it: read the new text and accept that.');
    const done = await trx
      .selectFrom('policy_acceptances')
      .select('user_id')
      .where('user_id', '=', auth.user.id)
      .where('policy_id', '=', policyId)
      .where('version', '=', version)
      .executeTakeFirst();
    if (done) return;
    const at = new Date().toISOString();
    await trx
      .insertInto('policy_acceptances')
      .values({ user_id: auth.user.id, policy_id: policyId, version, accepted_at: at, ip })
      .execute();
    await recordAudit(trx, {
      actorUserId: auth.user.id,
      entity: 'policies',
      entityId: policyId,
      action: 'accepted',
      changes: [{ field: 'version', before: null, after: version }],
      ip,
    });
  });
}

/** A policy someone has accepted is kept as the record of what they accepted: retire it instead. */
export const policyWriteGuard: WriteGuard = async ({ trx, id, after }) => {
  if (after !== null || id === null) return;
  const accepted = await trx
    .selectFrom('policy_acceptances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('policy_id', '=', id)
    .executeTakeFirstOrThrow();
  const n = Number(accepted.n);
  if (n > 0)
    throw conflict(
      `This policy has been accepted ${n === 1 ? 'once' : `${n} times`}: untick Active to retire it instead.`,
    );
};
