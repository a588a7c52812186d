import { placeExpectedInput, placeExpectedResponse } from '@collegium/domain/expected-modules';
import { placesInput, placesResponse } from '@collegium/domain/module-places';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { placeStudents, removePlace } from './instance-places.ts';
import { pathId } from './path-id.ts';
import { placeExpected } from './place-expected.ts';

// Issue 18, students on modules (registry, students:edit):
//   POST   /module-instances/:id/places              places students or a cohort; each refusal with its reason
//   DELETE /module-instances/:id/places/:studentId   takes one off (409 when marks are recorded)
//   POST   /students/:id/modules/place-expected      places a student on a session's expected modules

const REGISTRY = { access: { requires: ['students:edit'] } };

export function placesRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/module-instances/:id/places',
      {
        config: REGISTRY,
        schema: { params: z.object({ id: z.string() }), body: placesInput, response: { 200: placesResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        return placeStudents(ctx.db, id, request.body, actorOf(auth, request.ip));
      },
    );

    app.post(
      '/students/:id/modules/place-expected',
      {
        config: REGISTRY,
        schema: {
          params: z.object({ id: z.string() }),
          body: placeExpectedInput,
          response: { 200: placeExpectedResponse },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const studentId = pathId(request.params.id, 'student');
        return placeExpected(ctx.db, studentId, request.body.sessionId, actorOf(auth, request.ip));
      },
    );

    app.delete(
      '/module-instances/:id/places/:studentId',
      { config: REGISTRY, schema: { params: z.object({ id: z.string(), studentId: z.string() }) } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        const studentId = pathId(request.params.studentId, 'student');
        await removePlace(ctx.db, id, studentId, actorOf(auth, request.ip));
        return reply.code(204).send();
      },
    );
  };
}
