import { abilitiesFor } from '@collegium/domain/abilities';
import {
  dissertationPatchBody,
  dissertationResponse,
  startDissertationBody,
  studentDissertationAnswer,
  supervisorsResponse,
} from '@collegium/domain/dissertation-views';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { pathId } from '../teaching/path-id.ts';
import { activeSupervisors, readStudentDissertation } from './dissertation-read.ts';
import { setDissertationTask, startDissertation, updateDissertation } from './dissertation-writes.ts';
import { actorOf } from '../../http/actor.ts';

// MA dissertations (spec 4.6, 5; docs/api-contract.md "Dissertations"): read with students:view,
// changed with students:edit.

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
        schema: { params: studentParams, response: { 200: studentDissertationAnswer } },
      },
      async (request) => ({
        ...(await readStudentDissertation(ctx.db.kysely, pathId(request.params.id, 'student'))),
        abilities: abilitiesFor('student', (await requireAuth(request)).user.permissions),
      }),
    );

    app.post(
      '/students/:id/dissertation',
      {
        config: edit,
        schema: { params: studentParams, body: startDissertationBody, response: { 201: studentDissertationAnswer } },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const studentId = pathId(request.params.id, 'student');
        const started = await startDissertation(ctx.db, studentId, request.body ?? {}, actorOf(auth, request.ip));
        return reply.code(201).send({ ...started, abilities: abilitiesFor('student', auth.user.permissions) });
      },
    );

    // The faculty a supervisor is chosen from (active ones, by name).
    app.get(
      '/dissertations/supervisors',
      { config: edit, schema: { response: { 200: supervisorsResponse } } },
      async () => activeSupervisors(ctx.db.kysely),
    );

    app.patch(
      '/dissertations/:id',
      {
        config: edit,
        schema: { params: studentParams, body: dissertationPatchBody, response: { 200: dissertationResponse } },
      },
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
