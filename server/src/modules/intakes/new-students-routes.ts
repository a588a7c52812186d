import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { validationFailed } from '../../http/errors.ts';
import { answerListView } from '../../lib/list-view.ts';
import { newStudentsQuery, newStudentRow, newStudentHubs, newStudentsView } from './new-students-list.ts';
import { upcomingIntakeDates } from './intakes-repository.ts';

// GET /students/new (spec 2.4 `new`, students:recruitment): the students starting at an intake,
// the next one (the first not before today, UTC) unless another upcoming intake is chosen.

const listResponse = z.object({
  items: z.array(newStudentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The intake listed; null when no intake is to come. */
  intake: z.string().nullable(),
  /** The upcoming intakes, earliest first (the first is the next). */
  intakes: z.array(z.string()),
  hubs: z.array(z.string()),
});

export function newStudentsRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/new',
      {
        config: { access: { requires: ['students:recruitment'] } },
        schema: { querystring: newStudentsQuery, response: { 200: listResponse } },
      },
      async (request, reply) => {
        const q = request.query;
        const intakes = await upcomingIntakeDates(ctx.db.kysely);
        if (q.intake !== undefined && !intakes.includes(q.intake)) {
          throw validationFailed([{ param: 'intake', message: 'Choose one of the upcoming intakes.' }]);
        }
        const intake = q.intake ?? intakes[0] ?? null;
        const base = { page: q.page, pageSize: q.pageSize, intake, intakes };
        if (intake === null) return { ...base, items: [], total: 0, hubs: [] };
        return answerListView(reply, newStudentsView(ctx.db.kysely, intake), q, async () => ({
          ...base,
          hubs: await newStudentHubs(ctx.db.kysely, intake),
        }));
      },
    );
  };
}
