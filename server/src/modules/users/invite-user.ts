import { daysAfter } from '@collegium/domain/day-arithmetic';
import { INVITATION_DAYS, type InviteResult, type inviteUserSchema } from '@collegium/domain/user-accounts';
import { splitPermissions } from '@collegium/domain/permissions';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../http/access.ts';
import { validationFailed } from '../../http/errors.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { notifyJobsQueued } from '../jobs/wake.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { mailDateTime, publicLink } from '../mail/links.ts';
import { refuseRightsChange } from './refuse-rights-change.ts';

// POST users/invite (issue 15): a staff account with its roles, in one transaction. Invited by
// e-mail: a one-time link to choose a password (a password_resets row, so the reset page and its
// rules serve it), valid INVITATION_DAYS. Work-account only: no password; the first single
// sign-on with this address links the account (modules/auth/sso-routes.ts matches by e-mail).

export async function inviteUser(
  ctx: AppContext,
  input: z.output<typeof inviteUserSchema>,
  auth: AuthContext,
  ip: string,
): Promise<InviteResult> {
  const actor = { actorUserId: auth.realUserId ?? auth.user.id, asUserId: auth.realUserId ? auth.user.id : null };
  const token = input.signIn === 'password' ? newSecret() : null;
  const now = new Date();
  const expiresAt = token ? daysAfter(now, INVITATION_DAYS).toISOString() : null;
  const id = await ctx.db.kysely.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('users').select('id').where('email', '=', input.email).executeTakeFirst();
    if (taken)
      throw validationFailed([{ param: 'email', message: 'An account with this e-mail address already exists.' }]);
    const roleIds = [...new Set(input.roleIds)];
    const roles =
      roleIds.length === 0
        ? []
        : await trx.selectFrom('roles').select(['id', 'name', 'permissions']).where('id', 'in', roleIds).execute();
    const unknown = roleIds.filter((r) => !roles.some((x) => x.id === r));
    if (unknown.length > 0)
      throw validationFailed([{ param: 'roleIds', message: `There is no role with id ${unknown.join(', ')}.` }]);
    refuseRightsChange(
      {
        editor: auth.user.permissions,
        before: [],
        after: roles.flatMap((r) => splitPermissions(r.permissions)),
        affectsSysadmin: false,
        affectsEditor: false,
      },
      'this account',
    );
    const at = now.toISOString();
    const person = await trx
      .insertInto('people')
      .values({
        title: null,
        first_name: input.firstName,
        last_name: input.lastName,
        preferred_name: null,
        email: input.email,
        phone: null,
        address1: null,
        address2: null,
        city: null,
        county: null,
        post_code: null,
        date_of_birth: null,
        picture_url: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        person_id: person.id,
        email: input.email,
        password_hash: null,
        sso_subject: null,
        hub: null,
        programme: null,
        pathway: null,
        last_login_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (roles.length > 0)
      await trx
        .insertInto('user_roles')
        .values(roles.map((r) => ({ user_id: user.id, role_id: r.id })))
        .execute();
    await recordAudit(trx, {
      ...actor,
      entity: 'users',
      entityId: user.id,
      action: input.signIn === 'password' ? 'invite' : 'create',
      changes: [
        { field: 'email', before: null, after: input.email },
        {
          field: 'roles',
          before: null,
          after: roles
            .map((r) => r.name)
            .sort()
            .join(', '),
        },
        {
          field: 'signIn',
          before: null,
          after: input.signIn === 'password' ? 'Password (invited by e-mail)' : 'Work account only',
        },
      ],
      ip,
    });
    if (token && expiresAt) {
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: hashSecret(token, ctx.config.sessionSecret),
          user_id: user.id,
          created_by: actor.actorUserId,
          created_at: at,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
      const name = `${input.firstName} ${input.lastName}`;
      await enqueueMail(trx, {
        template: 'user-invitation',
        to: input.email,
        toName: name,
        data: {
          name,
          email: input.email,
          setPasswordLink: publicLink(ctx.config, `pages/reset/${token}`),
          expiresOn: mailDateTime(expiresAt),
        },
        relatedEntity: 'users',
        relatedId: user.id,
      });
    }
    return user.id;
  });
  if (token) notifyJobsQueued();
  return { id, link: token ? `${ctx.config.baseUrl}pages/reset/${token}` : null, expiresAt };
}
