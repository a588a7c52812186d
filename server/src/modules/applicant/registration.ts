import { CONFIRMATION_HOURS, type Registration } from '@collegium/domain/application-registration';
import { formatDateTime } from '@collegium/domain/date-format';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { normaliseEmail } from '../auth/login.ts';
import { RESET_HOURS } from '../auth/password-reset.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertResetLink } from '../auth/reset-tokens.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import { insertAccount } from '../users/insert-account.ts';
import { applicantRoleId } from './applicant-role.ts';
import type { LinkMaker } from './public-link.ts';
import { leadsApplied } from '../leads/lead-stage-changes.ts';

// /pages/register (issue 6). A registration waits in registration_confirmations until its
// one-time link is followed; only then are the person, the account (Applicant role) and an
// application In progress created, in one transaction. The answer never says whether the
// address already has an account: its owner is sent a password-reset link instead.

const hours = (n: number) => n * 3_600_000;

/** At most one registration e-mail (confirmation or password reset) per address in this many minutes. */
export const REGISTRATION_MAIL_MINUTES = 10;

export function registrationAnswer(email: string): { message: string } {
  return {
    message: `We have sent an e-mail to ${email}. Follow the link in it within ${CONFIRMATION_HOURS} hours to confirm your address and start your application.`,
  };
}

function linkGone() {
  return new AppError(
    410,
    'token_invalid',
    'This confirmation link is not valid any more: it has been used or has expired. Register again to get a new one.',
  );
}

export async function register(
  ctx: AppContext,
  input: Registration,
  link: LinkMaker,
  ip: string,
): Promise<{ message: string }> {
  const email = normaliseEmail(input.email);
  // Both paths hash a password, so the time taken says nothing about the address.
  const passwordHash = await hashPassword(input.password);
  const token = newSecret();
  const now = new Date();
  const tokenHash = hashSecret(token, ctx.config.sessionSecret);
  const since = new Date(now.getTime() - REGISTRATION_MAIL_MINUTES * 60_000).toISOString();

  await ctx.db.kysely.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .innerJoin('people', 'people.id', 'users.person_id')
      .select(['users.id', 'people.first_name', 'people.last_name'])
      .where('users.email', '=', email)
      .executeTakeFirst();
    if (existing) {
      // One mail per address per REGISTRATION_MAIL_MINUTES: registering again and again must not
      // flood the owner's inbox (or mint link after link). The caller hears the same answer.
      const recent = await trx
        .selectFrom('password_resets')
        .select('token_hash')
        .where('user_id', '=', existing.id)
        .where('created_at', '>', since)
        .executeTakeFirst();
      if (recent) {
        await recordAudit(trx, {
          actorUserId: null,
          entity: 'users',
          entityId: existing.id,
          action: 'registration.existing-account-throttled',
          ip,
        });
        return;
      }
      const expiresAt = new Date(now.getTime() + hours(RESET_HOURS)).toISOString();
      const resetToken = await insertResetLink(trx, ctx.config.sessionSecret, {
        userId: existing.id,
        createdBy: null,
        now: now.toISOString(),
        expiresAt,
      });
      await enqueueMail(trx, {
        template: 'password-reset',
        to: email,
        toName: `${existing.first_name} ${existing.last_name}`,
        data: {
          name: existing.first_name,
          resetLink: link(`pages/reset/${resetToken}`),
          expiresOn: formatDateTime(expiresAt, ctx.config.dateFormat),
        },
        relatedEntity: 'users',
        relatedId: existing.id,
      });
      await recordAudit(trx, {
        actorUserId: null,
        entity: 'users',
        entityId: existing.id,
        action: 'registration.existing-account',
        ip,
      });
      return;
    }
    const pending = await trx
      .selectFrom('registration_confirmations')
      .select('id')
      .where('email', '=', email)
      .where('used_at', 'is', null)
      .where('created_at', '>', since)
      .executeTakeFirst();
    if (pending) {
      await recordAudit(trx, {
        actorUserId: null,
        entity: 'registration_confirmations',
        entityId: pending.id,
        action: 'registration.throttled',
        ip,
      });
      return;
    }
    const expiresAt = new Date(now.getTime() + hours(CONFIRMATION_HOURS)).toISOString();
    const row = await trx
      .insertInto('registration_confirmations')
      .values({
        token_hash: tokenHash,
        email,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: passwordHash,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
        user_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMail(trx, {
      template: 'email-confirmation',
      to: email,
      toName: `${input.firstName} ${input.lastName}`,
      data: {
        name: input.firstName,
        confirmationLink: link(`pages/confirm/${token}`),
        expiresOn: formatDateTime(expiresAt, ctx.config.dateFormat),
      },
      relatedEntity: 'registration_confirmations',
      relatedId: row.id,
    });
    await recordAudit(trx, {
      actorUserId: null,
      entity: 'registration_confirmations',
      entityId: row.id,
      action: 'registration.requested',
      ip,
    });
  });
  return registrationAnswer(email);
}

async function findUsable(ctx: AppContext, token: string) {
  const row = await ctx.db.kysely
    .selectFrom('registration_confirmations')
    .select(['id', 'email', 'first_name', 'last_name', 'password_hash', 'expires_at', 'used_at'])
    .where('token_hash', '=', hashSecret(token, ctx.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.used_at || new Date(row.expires_at) <= new Date()) throw linkGone();
  return row;
}

/** GET: whose address the link confirms. */
export async function describeConfirmation(ctx: AppContext, token: string) {
  const row = await findUsable(ctx, token);
  return { name: `${row.first_name} ${row.last_name}`, email: row.email, expiresAt: row.expires_at };
}

/**
 * Spends the link and creates the person, the account and the application In progress; returns
 * the new user's id. A second use, an expired link, or an address that meanwhile got an account
 * answers 410.
 */
export async function confirmRegistration(ctx: AppContext, token: string, ip: string): Promise<number> {
  const row = await findUsable(ctx, token);
  const now = new Date().toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('registration_confirmations')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw linkGone();
    const taken = await trx.selectFrom('users').select('id').where('email', '=', row.email).executeTakeFirst();
    if (taken) {
      throw new AppError(
        410,
        'token_invalid',
        'This e-mail address already has an account. Sign in, or ask for a password reset.',
      );
    }
    const person = await trx
      .insertInto('people')
      .values({
        title: null,
        first_name: row.first_name,
        last_name: row.last_name,
        preferred_name: null,
        email: row.email,
        phone: null,
        address1: null,
        address2: null,
        city: null,
        county: null,
        post_code: null,
        date_of_birth: null,
        picture_url: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = await insertAccount(trx, {
      personId: person.id,
      email: row.email,
      passwordHash: row.password_hash,
      roleId: await applicantRoleId(trx, now),
    });
    // Until the course step is saved the course is empty (the column is required).
    const application = await trx
      .insertInto('applications')
      .values({
        person_id: person.id,
        status: 'In progress',
        course: '',
        completed_steps: '[]',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('registration_confirmations').set({ user_id: userId }).where('id', '=', row.id).execute();
    // Issue 17: a potential student with this e-mail becomes an Applicant, linked to the application.
    await leadsApplied(trx, row.email, application.id, userId);
    await recordAudit(trx, {
      actorUserId: userId,
      entity: 'users',
      entityId: userId,
      action: 'registration.confirmed',
      ip,
    });
    await recordAudit(trx, {
      actorUserId: userId,
      entity: 'applications',
      entityId: application.id,
      action: 'create',
      ip,
    });
    return userId;
  });
}
