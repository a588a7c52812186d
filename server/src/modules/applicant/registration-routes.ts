import { registrationSchema } from '@collegium/domain/application-registration';
import {
  registrationAnswer as answer,
  registrationConfirmation as confirmation,
} from '@collegium/domain/application-state';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUserSchema, loadCurrentUser } from '../auth/current-user.ts';
import { setSessionCookie } from '../auth/session-cookie.ts';
import { linkMaker } from './public-link.ts';
import { confirmRegistration, describeConfirmation, register } from './registration.ts';

// Registration at the origin beside sign-in (docs/api-contract.md, "Applying"):
//   POST /auth/register            202 the same answer whether or not the address has an account
//   GET  /auth/confirm/:token      whose address the link confirms; 410 used, expired or unknown
//   POST /auth/confirm/:token      creates the account and signs the applicant in

const tokenParams = z.object({ token: z.string().min(10).max(100) });

export function registrationRoutes(ctx: AppContext) {
  // Rate-limited like sign-in: each call costs a password hash and may send an e-mail.
  const rateLimit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };

  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/auth/register',
      {
        config: { access: { public: true }, rateLimit },
        schema: { body: registrationSchema, response: { 202: answer } },
      },
      async (request, reply) =>
        reply.code(202).send(await register(ctx, request.body, linkMaker(ctx, request), request.ip)),
    );

    app.get(
      '/auth/confirm/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: { params: tokenParams, response: { 200: confirmation } },
      },
      async (request) => describeConfirmation(ctx, request.params.token),
    );

    app.post(
      '/auth/confirm/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: { params: tokenParams, response: { 200: currentUserSchema } },
      },
      async (request, reply) => {
        const userId = await confirmRegistration(ctx, request.params.token, request.ip);
        const previous = await request.loadAuth();
        if (previous) await ctx.sessions.destroy(previous.sessionHash);
        const id = await ctx.sessions.create({
          userId,
          realUserId: null,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(request, reply, id, ctx.config.sessionIdleMinutes * 60, ctx.config.publicUrl);
        return loadCurrentUser(ctx.db, userId, null);
      },
    );
  };
}
