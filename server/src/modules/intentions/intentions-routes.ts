import { INTENTION_CHOICES } from '@collegium/domain/intentions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { answerListView } from '../../lib/list-view.ts';
import { intentionsQuery, intentionsRow, intentionsSummary, intentionsView } from './intentions-list.ts';
import { intentionsScope } from './intentions-scope.ts';
import { setIntention } from './set-intention.ts';

// spec 2.4 intentions (role:hd, role:pd or students:recruitment: any one), scoped per user
// (intentions-scope.ts).

export const INTENTIONS_REQUIREMENT = ['role:hd', 'role:pd', 'students:recruitment'] as const;
const ACCESS: { access: Access } = { access: { requires: [INTENTIONS_REQUIREMENT] } };

const listResponse = z.object({
  items: z.array(intentionsRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Within the caller's scope, whatever the filters. */
  summary: z.object({ required: z.number(), requiredNotStated: z.number() }),
  hubs: z.array(z.string()),
  /** Whom the caller sees: everyone, or a hub and/or a programme. */
  scope: z.object({ all: z.boolean(), hub: z.string().nullable(), programme: z.string().nullable() }),
});

const params = z.object({
  id: z.coerce.number({ error: 'Give an engagement id.' }).int().positive('Give an engagement id.'),
});

const body = z.object({
  /** One of INTENTION_CHOICES, or null for "not stated". */
  intention: z.enum(INTENTION_CHOICES, { error: 'Choose one of the intentions offered.' }).nullable(),
  /** The engagement version the caller read (409 when someone changed it since). */
  version: z.number({ error: 'Give the version you read.' }).int().positive(),
});

export function intentionsRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/intentions',
      { config: ACCESS, schema: { querystring: intentionsQuery, response: { 200: listResponse } } },
      async (request, reply) => {
        const scope = await intentionsScope(ctx.db, await requireAuth(request));
        return answerListView(reply, intentionsView(ctx.db.kysely, scope), request.query, async () => ({
          ...(await intentionsSummary(ctx.db.kysely, scope)),
          scope,
        }));
      },
    );
    app.put(
      '/engagements/:id/intention',
      { config: ACCESS, schema: { params, body, response: { 200: intentionsRow } } },
      async (request) => {
        const auth = await requireAuth(request);
        const scope = await intentionsScope(ctx.db, auth);
        return setIntention(ctx.db, scope, request.params.id, request.body, actorOf(auth, request.ip));
      },
    );
  };
}
