import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailChangeInfoSchema, emailChangeResultSchema } from '@collegium/domain/account-links';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { confirmEmailChange, describeEmailChange } from './email-change.ts';

// The link mailed to a new sign-in address (docs/api-contract.md, "Sign-in address changes"):
//   GET  /auth/email/:token   whose address changes, and to what; 410 used, replaced, expired
//   POST /auth/email/:token   makes the change and ends every session of the account

const tokenParams = z.object({ token: z.string().min(10).max(100) });

export function emailChangeRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.loginRateLimit, timeWindow: '1 minute' };
  return async function routes(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/auth/email/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: {
          params: tokenParams,
          response: { 200: emailChangeInfoSchema },
        },
      },
      async (request) => describeEmailChange(ctx, request.params.token),
    );

    app.post(
      '/auth/email/:token',
      {
        config: { access: { public: true }, rateLimit },
        schema: { params: tokenParams, response: { 200: emailChangeResultSchema } },
      },
      async (request, reply) => {
        const result = await confirmEmailChange(ctx, request.params.token, request.ip);
        // Whoever followed the link is signed out too: every session of the account has ended.
        clearSessionCookie(request, reply, ctx.config.publicUrl);
        return result;
      },
    );
  };
}
