import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetLinkSchema, resetTokenInfoSchema } from '@collegium/domain/account-links';
import { loginAsAbilitySchema } from '@collegium/domain/impersonation';
import { passwordSchema } from '@collegium/domain/password-policy';
import { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { currentUserSchema, loadCurrentUser } from './current-user.ts';
import { endImpersonation, LOGINAS_MODES, loginAsAbility, startImpersonation } from './impersonation.ts';
import { checkCredentials, recordSignIn } from './login.ts';
import { completeReset, describeReset, issueReset } from './password-reset.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { auditActor } from '../../http/actor.ts';

// Sign-in, sessions, impersonation and password resets, at the origin under /auth (spec 7.1).

const loginBody = z.object({
  /** The e-mail address the account was registered with. */
  email: z.string({ error: 'Enter your e-mail address.' }).trim().min(1, 'Enter your e-mail address.').max(320),
  /** The account password. */
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1000),
  /** The sysadmin sign-in page: only holders of admin:sysadmin may pass. */
  sysadmin: z.boolean().optional(),
});

const passwordBody = z.object({
  /** The new password, under the one policy (domain/src/password-policy.ts): at least 12 characters and not a common one. */
  password: passwordSchema,
});

const loginAsParams = z.object({
  /** Whose id this is: a user's, or a student's (the student's own account is used). */
  mode: z.enum(LOGINAS_MODES, { error: 'The mode must be user or student.' }),
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive(),
});

export function authRoutes(ctx: AppContext) {
  const cookieMaxAge = ctx.config.sessionIdleMinutes * 60;

  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    realUserId: number | null = null,
  ) {
    const id = await ctx.sessions.create({
      userId,
      realUserId,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookie(request, reply, id, cookieMaxAge, ctx.config.publicUrl);
    return loadCurrentUser(ctx.db, userId, realUserId);
  }

  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/auth/login',
      {
        config: {
          access: { public: true },
          rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' },
        },
        schema: { body: loginBody, response: { 200: currentUserSchema } },
      },
      async (request, reply) => {
        const userId = await checkCredentials(ctx.db, ctx.lockout, request.body, request.ip);
        const previous = await request.loadAuth();
        if (previous) await ctx.sessions.destroy(previous.sessionHash);
        await recordSignIn(ctx.db, userId, request.ip, { action: 'login' });
        return signIn(request, reply, userId);
      },
    );

    app.get(
      '/auth/account',
      { config: { access: { public: true } }, schema: { response: { 200: currentUserSchema } } },
      async (request) => {
        const auth = await request.loadAuth();
        // Spec 4.1: without a session this is a 404, not an error: the user simply signs in.
        if (!auth) throw new AppError(404, 'no_session', 'Nobody is signed in.');
        return loadCurrentUser(ctx.db, auth.user.id, auth.realUserId);
      },
    );

    app.post('/auth/logout', { config: { access: { public: true } } }, async (request, reply) => {
      const auth = await request.loadAuth();
      if (auth) {
        await ctx.sessions.destroy(auth.sessionHash);
        await recordAudit(ctx.db.kysely, {
          ...auditActor(auth),
          entity: 'users',
          entityId: auth.user.id,
          action: 'logout',
          ip: request.ip,
        });
      }
      clearSessionCookie(request, reply, ctx.config.publicUrl);
      return reply.code(204).send();
    });

    app.post(
      '/auth/reset',
      {
        config: { access: { requires: [['users:*', 'admin:admin']] } },
        schema: {
          body: z.object({ /** The user whose password is to be reset. */ id: z.coerce.number().int().positive() }),
          response: { 201: resetLinkSchema },
        },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const result = await issueReset(
          ctx,
          request.body.id,
          auth.realUserId ?? auth.user.id,
          auth.user.permissions,
          request.ip,
        );
        return reply.code(201).send(result);
      },
    );

    app.get(
      '/auth/reset/:token',
      {
        config: { access: { public: true } },
        schema: { params: z.object({ token: z.string().min(10).max(100) }), response: { 200: resetTokenInfoSchema } },
      },
      async (request) => describeReset(ctx, request.params.token),
    );

    app.post(
      '/auth/reset/:token',
      {
        config: { access: { public: true } },
        schema: { params: z.object({ token: z.string().min(10).max(100) }), body: passwordBody },
      },
      async (request, reply) => {
        await completeReset(ctx, request.params.token, request.body.password, request.ip);
        return reply.code(204).send();
      },
    );

    app.get(
      '/auth/loginas/:mode/:id',
      {
        config: { access: { requires: ['dashboard:loginas'] } },
        schema: { params: loginAsParams, response: { 200: loginAsAbilitySchema } },
      },
      async (request) => loginAsAbility(ctx, await requireAuth(request), request.params.mode, request.params.id),
    );

    app.post(
      '/auth/loginas/:mode/:id',
      {
        config: { access: { requires: ['dashboard:loginas'] } },
        schema: { params: loginAsParams, response: { 200: currentUserSchema } },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const next = await startImpersonation(ctx, auth, request.params.mode, request.params.id, request.ip);
        return signIn(request, reply, next.userId, next.realUserId);
      },
    );

    app.post(
      '/auth/loginas',
      { config: { access: { signedIn: true } }, schema: { response: { 200: currentUserSchema } } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const next = await endImpersonation(ctx, auth, request.ip);
        return signIn(request, reply, next.userId);
      },
    );
  };
}
