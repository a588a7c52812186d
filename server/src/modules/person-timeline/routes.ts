import { personTimelineSchema, timelineQuerySchema } from '@collegium/domain/person-timeline';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { personTimeline } from './timeline.ts';

// Issue 17: one timeline per person (the contact record page).
//   GET /contacts/:id/timeline?limit=   the newest `limit` entries the caller may see, and how many there are
// Reading a contact needs contacts:view (the page's own right); each source then needs its own.

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function personTimelineRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/contacts/:id/timeline',
      {
        config: { access: { requires: ['contacts:view'] } },
        schema: { params, querystring: timelineQuerySchema, response: { 200: personTimelineSchema } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        return personTimeline(
          ctx.db.kysely,
          request.params.id,
          { permissions: auth.user.permissions, features: ctx.config.features },
          request.query.limit,
        );
      },
    );
  };
}
