import { intakesMapSchema, upcomingIntakes } from '@collegium/domain/intakes';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { readIntakes } from './intakes-repository.ts';

// GET /intakes (spec 3): the intakes map. Students and applications staff both choose intakes
// (enrolment, new students, an applicant's start), so either module's menu permission opens it.

export const INTAKES_REQUIREMENT = ['students:menu', 'applications:menu'] as const;

const query = z.object({
  /** true: only the dates not before today (UTC). */
  upcoming: z.enum(['true', 'false'], { error: 'Give upcoming=true or upcoming=false.' }).optional(),
});

export function intakesRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/intakes',
      {
        config: { access: { requires: [INTAKES_REQUIREMENT] } },
        schema: { querystring: query, response: { 200: intakesMapSchema } },
      },
      async (request) => {
        const map = await readIntakes(ctx.db.kysely);
        return request.query.upcoming === 'true' ? upcomingIntakes(map) : map;
      },
    );
  };
}
