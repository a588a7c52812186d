import { DISSERTATION_STAGES } from '@collegium/domain/dissertation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { pathId } from '../teaching/path-id.ts';
import { personName } from '../users/person-name.ts';
import { dissertationResponse, studentDissertationResponse, supervisorsResponse } from './dissertation-response.ts';
import { readStudentDissertation } from './dissertation-read.ts';
import { setDissertationTask, startDissertation, updateDissertation } from './dissertation-writes.ts';
import { actorOf } from '../../http/actor.ts';

// MA dissertations (spec 4.6, 5; docs/api-contract.md "Dissertations"): read with students:view,
// changed with students:edit.

const title = z
  .string()
  .trim()
  .max(300, 'Keep the title to 300 characters.')
  .transform((t) => (t === '' ? null : t))
  .nullable();
const supervisorId = z.number({ error: 'Choose a faculty member.' }).int().positive().nullable();

const startBody = z
  .object({
    /** The working title, if known. */
    title: title.optional(),
    /** The faculty member supervising it, if agreed. */
    supervisorId: supervisorId.optional(),
  })
  .strict()
  .nullish();

const patchBody = z
  .object({
    /** The version last read: a stale one is refused with 409. */
    version: z.number({ error: 'Give the version you read.' }).int(),
    /** spec 4.6's stage to move to (domain dissertation-stage-moves.ts decides which are allowed). */
    stage: z.enum(DISSERTATION_STAGES, { error: `Choose one of: ${DISSERTATION_STAGES.join(', ')}.` }).optional(),
    title: title.optional(),
    supervisorId: supervisorId.optional(),
  })
  .strict();

const studentParams = z.object({ id: z.string() });
const taskParams = z.object({ id: z.string(), task: z.string() });

export function dissertationRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const edit = { access: { requires: ['students:edit'] } };

    app.get(
      '/students/:id/dissertation',
      {
        config: { access: { requires: ['students:view'] } },
        schema: { params: studentParams, response: { 200: studentDissertationResponse } },
      },
      async (request) => readStudentDissertation(ctx.db.kysely, pathId(request.params.id, 'student')),
    );

    app.post(
      '/students/:id/dissertation',
      {
        config: edit,
        schema: { params: studentParams, body: startBody, response: { 201: studentDissertationResponse } },
      },
      async (request, reply) => {
        const studentId = pathId(request.params.id, 'student');
        const started = await startDissertation(
          ctx.db,
          studentId,
          request.body ?? {},
          actorOf(await requireAuth(request), request.ip),
        );
        return reply.code(201).send(started);
      },
    );

    // The faculty a supervisor is chosen from (active ones, by name).
    app.get(
      '/dissertations/supervisors',
      { config: edit, schema: { response: { 200: supervisorsResponse } } },
      async () => {
        const rows = await ctx.db.kysely
          .selectFrom('faculty as f')
          .innerJoin('people as p', 'p.id', 'f.person_id')
          .select(['f.id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
          .where('f.active', '=', 1)
          .orderBy('p.last_name')
          .orderBy('p.first_name')
          .orderBy('f.id')
          .execute();
        return { items: rows.map((r) => ({ id: r.id, name: personName(r) })) };
      },
    );

    app.patch(
      '/dissertations/:id',
      { config: edit, schema: { params: studentParams, body: patchBody, response: { 200: dissertationResponse } } },
      async (request) => {
        const { version, ...changes } = request.body;
        const id = pathId(request.params.id, 'dissertation');
        return updateDissertation(ctx.db, id, version, changes, actorOf(await requireAuth(request), request.ip));
      },
    );

    app.put(
      '/dissertations/:id/tasks/:task',
      { config: edit, schema: { params: taskParams, response: { 200: dissertationResponse } } },
      async (request) =>
        setDissertationTask(
          ctx.db,
          pathId(request.params.id, 'dissertation'),
          request.params.task,
          true,
          actorOf(await requireAuth(request), request.ip),
        ),
    );

    app.delete(
      '/dissertations/:id/tasks/:task',
      { config: edit, schema: { params: taskParams, response: { 200: dissertationResponse } } },
      async (request) =>
        setDissertationTask(
          ctx.db,
          pathId(request.params.id, 'dissertation'),
          request.params.task,
          false,
          actorOf(await requireAuth(request), request.ip),
        ),
    );
  };
}
