import { academicYearOf } from '@collegium/domain/academic-year';
import { MAX_ENROL_BATCH } from '@collegium/domain/enrolment';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { validationFailed } from '../../http/errors.ts';
import { upcomingIntakeDates } from '../intakes/intakes-repository.ts';
import { enrolSessions } from './enrol-sessions.ts';
import { answerListView } from '../../lib/list-view.ts';
import { enrolmentQuery, enrolmentRow, enrolmentView, enrolmentYearSummary } from './enrolment-list.ts';
import { actorOf } from '../../http/actor.ts';

// spec 2.4 enrolment (students:enrolment): the sessions of an academic year and their enrolment,
// and marking them enrolled in bulk; `?export=excel` downloads the filtered list (lib/list-view.ts). Static paths, so they win over the generic /students/:id.

const ACCESS: { access: Access } = { access: { requires: ['students:enrolment'] } };

const enrolBody = z.object({
  /** The sessions to mark enrolled (engagement_sessions ids), each once. */
  sessionIds: z
    .array(z.number({ error: 'Session ids are numbers.' }).int().positive(), {
      error: 'Give the sessions as a list of ids.',
    })
    .min(1, 'Choose at least one session.')
    .max(MAX_ENROL_BATCH, `Mark at most ${MAX_ENROL_BATCH} sessions at a time.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Give each session once.'),
});

const listResponse = z.object({
  items: z.array(enrolmentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  academicYear: z.number(),
  /** The whole year's sessions, whatever the filters. */
  counts: z.object({ enrolled: z.number(), notEnrolled: z.number() }),
  hubs: z.array(z.string()),
  /** Years that have sessions, newest first. */
  academicYears: z.array(z.number()),
});

const enrolResponse = z.object({
  enrolled: z.number(),
  started: z.number(),
  sessions: z.array(z.object({ id: z.number(), status: z.string(), enrolledAt: z.string() })),
});

export function enrolmentRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/students/enrolment',
      { config: ACCESS, schema: { querystring: enrolmentQuery, response: { 200: listResponse } } },
      async (request, reply) => {
        const academicYear = request.query.academicYear ?? academicYearOf(new Date());
        const { intake } = request.query;
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
      { config: ACCESS, schema: { body: enrolBody, response: { 200: enrolResponse } } },
      async (request) =>
        enrolSessions(ctx.db, request.body.sessionIds, actorOf(await requireAuth(request), request.ip)),
    );
  };
}
