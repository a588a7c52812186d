import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { mailDateTime, publicLink } from '../mail/links.ts';
import { personName } from '../users/person-name.ts';
import { refuseUnlessHoldsRightsOf } from '../users/user-rights.ts';
import { hashPassword } from './passwords.ts';
import { insertResetLink, revokeResetLinks } from './reset-tokens.ts';
import { hashSecret } from './secrets.ts';

// One-time, expiring password-reset links, issued by an administrator, who is shown the link;
// it is also e-mailed to the user (password-reset template). Only the token's hash is stored.

export const RESET_HOURS = 24;

function invalid() {
  return new AppError(410, 'token_invalid', 'This reset link is not valid any more. Ask for a new one.');
}

/** `rights`: the issuer's; the link is shown to them, so it is refused for anyone holding more (issue 11). */
export async function issueReset(
  ctx: AppContext,
  userId: number,
  issuedBy: number,
  rights: readonly string[],
  ip: string,
) {
  const user = await ctx.db.kysely
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['users.id', 'users.email', 'people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw notFound('There is no user with that id.');
  await refuseUnlessHoldsRightsOf(
    ctx.db.kysely,
    rights,
    userId,
    'You cannot reset the password of someone who holds rights you do not hold.',
  );
  const now = new Date();
  const expiresAt = new Date(now.getTime() + RESET_HOURS * 3_600_000).toISOString();
  const token = await ctx.db.kysely.transaction().execute(async (trx) => {
    const token = await insertResetLink(trx, ctx.config.sessionSecret, {
      userId,
      createdBy: issuedBy,
      now: now.toISOString(),
      expiresAt,
    });
    await recordAudit(trx, {
      actorUserId: issuedBy,
      entity: 'users',
      entityId: userId,
      action: 'password.reset-issued',
      ip,
    });
    await enqueueMail(trx, {
      template: 'password-reset',
      to: user.email,
      toName: personName(user),
      data: {
        name: personName(user),
        resetLink: publicLink(ctx.config, `pages/reset/${token}`),
        expiresOn: mailDateTime(expiresAt),
      },
      relatedEntity: 'users',
      relatedId: userId,
    });
    return token;
  });
  notifyJobsQueued();
  return { link: `${ctx.config.baseUrl}pages/reset/${token}`, expiresAt };
}

async function findUsable(ctx: AppContext, token: string) {
  const row = await ctx.db.kysely
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select([
      'password_resets.token_hash',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.id as user_id',
      'users.email',
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
    ])
    .where('password_resets.token_hash', '=', hashSecret(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.used_at || new Date(row.expires_at) <= new Date()) throw invalid();
  return row;
}

export async function describeReset(ctx: AppContext, token: string) {
  const row = await findUsable(ctx, token);
  return { name: personName(row), email: row.email, expiresAt: row.expires_at };
}

/** Sets the new password, spends the token, ends every session of that user and lifts a lock. */
export async function completeReset(ctx: AppContext, token: string, password: string, ip: string) {
  const row = await findUsable(ctx, token);
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw invalid();
    // Any other link of this user dies with this one.
    await revokeResetLinks(trx, row.user_id);
    await trx
      .updateTable('users')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('user_id', '=', row.user_id), eb('real_user_id', '=', row.user_id)]))
      .execute();
    await trx.deleteFrom('login_failures').where('email', '=', row.email).execute();
    await recordAudit(trx, {
      actorUserId: row.user_id,
      entity: 'users',
      entityId: row.user_id,
      action: 'password.reset',
      ip,
    });
  });
}
