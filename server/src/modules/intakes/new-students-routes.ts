import { abilitiesFor } from '@collegium/domain/abilities';
import { newStudentsList } from '@collegium/domain/new-students';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { validationFailed } from '../../http/errors.ts';
import { answerListView } from '../../lib/list-view.ts';
import { newStudentsQuery, newStudentHubs, newStudentsView } from './new-students-list.ts';
import { upcomingIntakeDates } from './intakes-repository.ts';
import { checkListFilter } from '../system-data/lookup-choices.ts';

// GET /students/new (spec 2.4 `new`, students:recruitment): the students starting at an intake,
// the next one (the first not before today, UTC) unless another upcoming intake is chosen.

export function newStudentsRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/new',
      {
        config: { access: { requires: ['students:recruitment'] } },
        schema: { querystring: newStudentsQuery, response: { 200: newStudentsList } },
      },
      async (request, reply) => {
        const q = request.query;
        const abilities = abilitiesFor('student', (await requireAuth(request)).user.permissions);
        await checkListFilter(ctx.db.kysely, 'programmes', 'programme', q.programme || undefined);
        const intakes = await upcomingIntakeDates(ctx.db.kysely);
        if (q.intake !== undefined && !intakes.includes(q.intake)) {
          throw validationFailed([{ param: 'intake', message: 'Choose one of the upcoming intakes.' }]);
        }
        const intake = q.intake ?? intakes[0] ?? null;
        const base = { page: q.page, pageSize: q.pageSize, intake, intakes, abilities };
        if (intake === null) return { ...base, items: [], total: 0, hubs: [] };
        return answerListView(reply, newStudentsView(ctx.db.kysely, intake), q, async () => ({
          ...base,
          hubs: await newStudentHubs(ctx.db.kysely, intake),
        }));
      },
    );
  };
}
