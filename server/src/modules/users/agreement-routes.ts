import { acceptPolicySchema, agreementSchema } from '@collegium/domain/agreement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { acceptPolicy, pendingPolicies } from './agreement.ts';

// The agreement route's calls (spec 2.5; issue 15), for every signed-in user.

export function agreementRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Reachable while a policy waits: these are how it is read and accepted (http/agreement-gate.ts).
    const signedIn = { access: { signedIn: true }, beforeAgreement: true } as const;

    app.get('/agreement', { config: signedIn, schema: { response: { 200: agreementSchema } } }, async (request) =>
      pendingPolicies(ctx.db, await requireAuth(request)),
    );

    app.post(
      '/agreement/:id/accept',
      {
        config: signedIn,
        schema: {
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          body: acceptPolicySchema,
          response: { 200: agreementSchema },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await acceptPolicy(ctx.db, auth, request.params.id, request.body.version, request.ip);
        return pendingPolicies(ctx.db, auth);
      },
    );
  };
}
