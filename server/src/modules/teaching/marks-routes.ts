import { abilitiesFor } from '@collegium/domain/abilities';
import { markingGrid, marksInput } from '@collegium/domain/marking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { forbidden } from '../../http/errors.ts';
import { instanceTutorPerson, readMarkingGrid } from './marks-read.ts';
import { saveMarks } from './marks-write.ts';
import { pathId } from './path-id.ts';
import { canMarkOn } from './teaching-access.ts';

// Issue 18, the marking grid (registry every instance; a tutor, students:faculty, the instances
// they teach; any other instance id is a 403, so ids cannot be walked):
//   GET /module-instances/:id/marks   students x assignments with submission date, mark, late flag
//   PUT /module-instances/:id/marks   cells with the version read (409 when stale, nothing written)

const MARKERS = { access: { requires: [['students:edit', 'students:faculty']] } };
const params = z.object({ id: z.string() });

export function marksRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const mayMark = async (auth: AuthContext, instanceId: number) => {
      if (!canMarkOn(auth.user, await instanceTutorPerson(db, instanceId)))
        throw forbidden('Only registry or the tutor of this module instance can see and enter its marks.');
    };
    const grid = async (auth: AuthContext, id: number) => ({
      ...(await readMarkingGrid(db, id)),
      abilities: abilitiesFor('marking', auth.user.permissions),
    });

    app.get(
      '/module-instances/:id/marks',
      { config: MARKERS, schema: { params, response: { 200: markingGrid } } },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        await mayMark(auth, id);
        return grid(auth, id);
      },
    );

    app.put(
      '/module-instances/:id/marks',
      { config: MARKERS, schema: { params, body: marksInput, response: { 200: markingGrid } } },
      async (request) => {
        const auth = await requireAuth(request);
        const id = pathId(request.params.id, 'module instance');
        await mayMark(auth, id);
        await saveMarks(ctx.db, id, request.body, actorOf(auth, request.ip));
        return grid(auth, id);
      },
    );
  };
}
