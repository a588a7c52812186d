import { abilitiesFor } from '@collegium/domain/abilities';
import { moduleResults, recordResitSchema } from '@collegium/domain/module-results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { forbidden } from '../../http/errors.ts';
import { instanceTutorPerson } from './marks-read.ts';
import { confirmResults, readModuleResults } from './module-results.ts';
import { pathId } from './path-id.ts';
import { recordResit } from './resits.ts';
import { canMarkOn } from './teaching-access.ts';

// Issue 18 part 4, module results and the exam board:
//   GET  /module-instances/:id/results           each student's mark, outcome and credits (as the marks)
//   POST /module-instances/:id/results/confirm   registry (students:edit) confirms; the marks lock
//   PUT  /module-instances/:id/results/:studentId/resit   registry records a resit attempt's mark

const MARKERS = { access: { requires: [['students:edit', 'students:faculty']] } };
const REGISTRY = { access: { requires: ['students:edit'] } };
const params = z.object({ id: z.string() });

export function resultsRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const results = async (auth: AuthContext, id: number) => ({
      ...(await readModuleResults(db, id)),
      abilities: abilitiesFor('moduleResults', auth.user.permissions),
    });

    app.get(
      '/module-instances/:id/results',
      { config: MARKERS, schema: { params, response: { 200: moduleResults } } },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        if (!canMarkOn(auth.user, await instanceTutorPerson(db, id)))
          throw forbidden('Only registry or the tutor of this module instance can see its results.');
        return results(auth, id);
      },
    );

    app.post(
      '/module-instances/:id/results/confirm',
      { config: REGISTRY, schema: { params, response: { 200: moduleResults } } },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        await confirmResults(ctx.db, id, actorOf(auth, request.ip));
        return results(auth, id);
      },
    );

    app.put(
      '/module-instances/:id/results/:studentId/resit',
      {
        config: REGISTRY,
        schema: {
          params: z.object({ id: z.string(), studentId: z.string() }),
          body: recordResitSchema,
          response: { 200: moduleResults },
        },
      },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        const studentId = pathId(request.params.studentId, 'student');
        await recordResit(ctx.db, id, studentId, request.body, actorOf(auth, request.ip));
        return results(auth, id);
      },
    );
  };
}
