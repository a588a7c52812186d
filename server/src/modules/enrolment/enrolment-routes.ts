import { academicYearOf } from '@collegium/domain/academic-year';
import { enrolBody, enrolmentList, enrolResult } from '@collegium/domain/enrolment-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { validationFailed } from '../../http/errors.ts';
import { upcomingIntakeDates } from '../intakes/intakes-repository.ts';
import { enrolSessions } from './enrol-sessions.ts';
import { answerListView } from '../../lib/list-view.ts';
import { enrolmentQuery, enrolmentView, enrolmentYearSummary } from './enrolment-list.ts';
import { actorOf } from '../../http/actor.ts';
import { checkListFilter } from '../system-data/lookup-choices.ts';

// spec 2.4 enrolment (students:enrolment): the sessions of an academic year and their enrolment,
// and marking them enrolled in bulk; `?export=excel` downloads the filtered list (lib/list-view.ts). Static paths, so they win over the generic /students/:id.

const ACCESS: { access: Access } = { access: { requires: ['students:enrolment'] } };

export function enrolmentRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/enrolment',
      { config: ACCESS, schema: { querystring: enrolmentQuery, response: { 200: enrolmentList } } },
      async (request, reply) => {
        const academicYear = request.query.academicYear ?? academicYearOf(new Date());
        const { intake } = request.query;
        await checkListFilter(ctx.db.kysely, 'programmes', 'programme', request.query.programme || undefined);
        // spec 2.4: the intake filter offers only the intakes not before today (UTC).
        if (intake !== undefined && !(await upcomingIntakeDates(ctx.db.kysely)).includes(intake)) {
          throw validationFailed([{ param: 'intake', message: 'Choose one of the upcoming intakes.' }]);
        }
        const query = { ...request.query, academicYear };
        return answerListView(reply, enrolmentView(ctx.db.kysely), query, async () => ({
          academicYear,
          ...(await enrolmentYearSummary(ctx.db.kysely, academicYear)),
        }));
      },
    );
    app.post(
      '/students/enrolment/enrol',
      { config: ACCESS, schema: { body: enrolBody, response: { 200: enrolResult } } },
      async (request) =>
        enrolSessions(ctx.db, request.body.sessionIds, actorOf(await requireAuth(request), request.ip)),
    );
  };
}
