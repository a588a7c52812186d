import { abilitiesFor } from '@collegium/domain/abilities';
import {
  assignmentsInput,
  instanceAssignmentsResponse,
  rollForwardInput,
  rollForwardResponse,
} from '@collegium/domain/teaching-plan';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { readAssignments, saveAssignments } from './instance-assignments.ts';
import { createNextYearsInstances } from './next-year-instances.ts';
import { pathId } from './path-id.ts';

// Issue 18, planning the teaching year (the instance itself is the generic entity
// `module-instances`):
//   GET  /module-instances/:id/assignments   its assignments (modules:view)
//   PUT  /module-instances/:id/assignments   the whole list, weights adding to 100 (modules:edit; 409 when stale)
//   POST /modules/:id/instances/next-year    next year's instances from this year's (modules:create)

const params = z.object({ id: z.string() });

export function planningRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/module-instances/:id/assignments',
      {
        config: { access: { requires: ['modules:view'] } },
        schema: { params, response: { 200: instanceAssignmentsResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const found = await readAssignments(db, pathId(request.params.id, 'module instance'));
        return { ...found, abilities: { canPlan: abilitiesFor('modulePlanning', auth.user.permissions).canEdit } };
      },
    );

    app.put(
      '/module-instances/:id/assignments',
      {
        config: { access: { requires: ['modules:edit'] } },
        schema: { params, body: assignmentsInput, response: { 200: instanceAssignmentsResponse } },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        await saveAssignments(ctx.db, id, request.body, actorOf(auth, request.ip));
        return { ...(await readAssignments(db, id)), abilities: { canPlan: true } };
      },
    );

    app.post(
      '/modules/:id/instances/next-year',
      {
        config: { access: { requires: ['modules:create'] } },
        schema: { params, body: rollForwardInput, response: { 201: rollForwardResponse } },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const moduleId = pathId(request.params.id, 'module');
        const result = await createNextYearsInstances(
          ctx.db,
          moduleId,
          request.body.fromYear,
          actorOf(auth, request.ip),
        );
        return reply.code(201).send(result);
      },
    );
  };
}
