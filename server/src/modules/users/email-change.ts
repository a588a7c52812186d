import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { mailDateTime, publicLink } from '../mail/links.ts';
import { personName } from './person-name.ts';

// A sign-in address changes only when the new address confirms it (issue 11): the request keeps
// the address as users.pending_email and mails a one-time link to it (its hash in email_changes,
// like a password reset) and a notice to the old address. Following the link makes the change,
// ends every session of the user and is audited. A newer request revokes the older link.

export const EMAIL_CHANGE_HOURS = 48;

type Trx = Transaction<Database>;

export interface EmailChangeRequest {
  userId: number;
  newEmail: string;
  requestedBy: number;
  ip: string | null;
}

/** Stores the request and queues both mails, in the caller's transaction. */
export async function requestEmailChange(ctx: AppContext, trx: Trx, req: EmailChangeRequest): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['users.email', 'people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('users.id', '=', req.userId)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000).toISOString();
  const token = newSecret();
  await trx.deleteFrom('email_changes').where('user_id', '=', req.userId).where('used_at', 'is', null).execute();
  await trx
    .insertInto('email_changes')
    .values({
      token_hash: hashSecret(token, ctx.config.sessionSecret),
      user_id: req.userId,
      new_email: req.newEmail,
      created_by: req.requestedBy,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  const name = personName(user);
  await enqueueMail(trx, {
    template: 'email-change-confirmation',
    to: req.newEmail,
    toName: name,
    data: {
      name,
      newEmail: req.newEmail,
      confirmationLink: publicLink(ctx.config, `pages/email/${token}`),
      expiresOn: mailDateTime(expiresAt),
    },
    relatedEntity: 'users',
    relatedId: req.userId,
  });
  await enqueueMail(trx, {
    template: 'email-change-notice',
    to: user.email,
    toName: name,
    data: { name, newEmail: req.newEmail },
    relatedEntity: 'users',
    relatedId: req.userId,
  });
  await recordAudit(trx, {
    actorUserId: req.requestedBy,
    entity: 'users',
    entityId: req.userId,
    action: 'email-change.requested',
    changes: { newEmail: req.newEmail },
    ip: req.ip,
  });
}

function gone(message = 'This link is not valid any more: it has been used, replaced by a newer one, or has expired.') {
  return new AppError(410, 'token_invalid', message);
}

async function findUsable(ctx: AppContext, token: string) {
  const row = await ctx.db.kysely
    .selectFrom('email_changes')
    .innerJoin('users', 'users.id', 'email_changes.user_id')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select([
      'email_changes.token_hash',
      'email_changes.new_email',
      'email_changes.expires_at',
      'email_changes.used_at',
      'users.id as user_id',
      'users.email',
      'people.first_name',
      'people.last_name',
      'people.preferred_name',
    ])
    .where('email_changes.token_hash', '=', hashSecret(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.used_at || new Date(row.expires_at) <= new Date()) throw gone();
  return row;
}

/** GET: whose address the link changes, and to what. */
export async function describeEmailChange(ctx: AppContext, token: string) {
  const row = await findUsable(ctx, token);
  return { name: personName(row), email: row.email, newEmail: row.new_email, expiresAt: row.expires_at };
}

/** POST: makes the change, spends the link and ends every session of the user. */
export async function confirmEmailChange(ctx: AppContext, token: string, ip: string): Promise<{ email: string }> {
  const row = await findUsable(ctx, token);
  const now = new Date().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('email_changes')
      .set({ used_at: now })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw gone();
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', row.new_email)
      .where('id', '!=', row.user_id)
      .executeTakeFirst();
    if (taken)
      throw gone(
        'Another account now signs in with this address, so the change cannot be made. Ask for it again with another address.',
      );
    const user = await trx
      .selectFrom('users')
      .select(['email', 'version'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ email: row.new_email, pending_email: null, version: user.version + 1, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    await trx.deleteFrom('email_changes').where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
    await trx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('user_id', '=', row.user_id), eb('real_user_id', '=', row.user_id)]))
      .execute();
    await recordAudit(trx, {
      actorUserId: row.user_id,
      entity: 'users',
      entityId: row.user_id,
      action: 'email-change.confirmed',
      changes: [
        { field: 'email', before: user.email, after: row.new_email },
        { field: 'pendingEmail', before: row.new_email, after: null },
      ],
      ip,
    });
  });
  return { email: row.new_email };
}
