import { intentionsList, intentionsRow, setIntentionBody } from '@collegium/domain/intentions-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { answerListView } from '../../lib/list-view.ts';
import { intentionsQuery, intentionsSummary, intentionsView } from './intentions-list.ts';
import { intentionsScope } from './intentions-scope.ts';
import { setIntention } from './set-intention.ts';
import { checkListFilter } from '../system-data/lookup-choices.ts';

// spec 2.4 intentions (role:hd, role:pd or students:recruitment: any one), scoped per user
// (intentions-scope.ts).

export const INTENTIONS_REQUIREMENT = ['role:hd', 'role:pd', 'students:recruitment'] as const;
const ACCESS: { access: Access } = { access: { requires: [INTENTIONS_REQUIREMENT] } };

const params = z.object({
  id: z.coerce.number({ error: 'Give an engagement id.' }).int().positive('Give an engagement id.'),
});

export function intentionsRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/intentions',
      { config: ACCESS, schema: { querystring: intentionsQuery, response: { 200: intentionsList } } },
      async (request, reply) => {
        const scope = await intentionsScope(ctx.db, await requireAuth(request));
        await checkListFilter(ctx.db.kysely, 'programmes', 'programme', request.query.programme || undefined);
        return answerListView(reply, intentionsView(ctx.db.kysely, scope), request.query, async () => ({
          ...(await intentionsSummary(ctx.db.kysely, scope)),
          scope,
        }));
      },
    );
    app.put(
      '/engagements/:id/intention',
      { config: ACCESS, schema: { params, body: setIntentionBody, response: { 200: intentionsRow } } },
      async (request) => {
        const auth = await requireAuth(request);
        const scope = await intentionsScope(ctx.db, auth);
        return setIntention(ctx.db, scope, request.params.id, request.body, actorOf(auth, request.ip));
      },
    );
  };
}
