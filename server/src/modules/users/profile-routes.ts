import {
  endedSessionsSchema,
  passwordChangeSchema,
  profileNamesSchema,
  userProfileSchema,
} from '@collegium/domain/user-profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { changePassword, endOtherSessions, loadProfile, refuseWhileImpersonating, saveNames } from './profile.ts';

// The user-profile route's calls (spec 2.5, issue 15): any signed-in user, on their own account only.

export function profileRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const signedIn = { access: { signedIn: true } } as const;

    app.get('/profile', { config: signedIn, schema: { response: { 200: userProfileSchema } } }, async (request) =>
      loadProfile(ctx.db, await requireAuth(request), ctx.config.apiPrefix),
    );

    app.put(
      '/profile',
      { config: signedIn, schema: { body: profileNamesSchema, response: { 200: userProfileSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        await saveNames(ctx.db, auth, request.body, request.ip);
        return loadProfile(ctx.db, auth, ctx.config.apiPrefix);
      },
    );

    app.post(
      '/profile/password',
      {
        // Guessing the current password here is as limited as signing in.
        config: { ...signedIn, rateLimit: { max: ctx.config.loginRateLimit, timeWindow: '1 minute' } },
        schema: { body: passwordChangeSchema },
      },
      async (request, reply) => {
        await changePassword(ctx.db, await requireAuth(request), request.body, request.ip);
        return reply.code(204).send();
      },
    );

    app.delete(
      '/profile/sessions',
      { config: signedIn, schema: { response: { 200: endedSessionsSchema } } },
      async (request) => {
        const auth = await requireAuth(request);
        refuseWhileImpersonating(auth);
        const ended = await ctx.db.kysely.transaction().execute(async (trx) => {
          const count = await endOtherSessions(trx, auth);
          await recordAudit(trx, {
            actorUserId: auth.realUserId ?? auth.user.id,
            asUserId: auth.realUserId ? auth.user.id : null,
            entity: 'users',
            entityId: auth.user.id,
            action: 'sessions.ended',
            changes: [{ field: 'sessions', before: count, after: 0 }],
            ip: request.ip,
          });
          return count;
        });
        return { ended };
      },
    );
  };
}
