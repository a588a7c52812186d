import { USER_ADMIN_REQUIREMENT } from '@collegium/domain/user-admin-requirement';
import {
  inviteResultSchema,
  inviteUserSchema,
  rightsChangeSchema,
  userAccountSchema,
} from '@collegium/domain/user-accounts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { loadAccount } from './account.ts';
import { endAllSessions, setAccountStatus } from './account-status.ts';
import { changeRights } from './change-rights.ts';
import { inviteUser } from './invite-user.ts';

// The user record page's calls (issue 15), beside the generic users calls of spec 7.2. Reading an
// account needs users:view; changing one needs users:* or admin:admin, and then the rights rule
// of domain/permission-subset.ts for that account.

const params = z.object({ /** The user's id. */ id: z.coerce.number().int().positive().max(2_147_483_647) });
const manage = { requires: [USER_ADMIN_REQUIREMENT] };

export function userAdminRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/users/:id/account',
      { config: { access: { requires: ['users:view'] } }, schema: { params, response: { 200: userAccountSchema } } },
      async (request) => loadAccount(ctx.db.kysely, request.params.id, await requireAuth(request)),
    );

    app.put(
      '/users/:id/rights',
      {
        config: { access: manage },
        schema: { params, body: rightsChangeSchema, response: { 200: userAccountSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        await changeRights(ctx.db, request.params.id, request.body, auth, request.ip);
        return loadAccount(ctx.db.kysely, request.params.id, auth);
      },
    );

    for (const status of ['deactivate', 'reactivate'] as const) {
      app.post(
        `/users/:id/${status}`,
        { config: { access: manage }, schema: { params, response: { 200: userAccountSchema } } },
        async (request) => {
          const auth = await requireAuth(request);
          await setAccountStatus(ctx.db, request.params.id, status, auth, request.ip);
          return loadAccount(ctx.db.kysely, request.params.id, auth);
        },
      );
    }

    app.delete('/users/:id/sessions', { config: { access: manage }, schema: { params } }, async (request, reply) => {
      await endAllSessions(ctx.db, request.params.id, await requireAuth(request), request.ip);
      return reply.code(204).send();
    });

    app.post(
      '/users/invite',
      { config: { access: manage }, schema: { body: inviteUserSchema, response: { 201: inviteResultSchema } } },
      async (request, reply) =>
        reply.code(201).send(await inviteUser(ctx, request.body, await requireAuth(request), request.ip)),
    );
  };
}
