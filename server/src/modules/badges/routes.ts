import { abilitiesFor } from '@collegium/domain/abilities';
import {
  awardListSchema,
  badgeEditSchema,
  badgeInputSchema,
  badgeListSchema,
  grantInputSchema,
  grantResultSchema,
  myBadgesSchema,
} from '@collegium/domain/badges';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { ownStudent } from '../../http/own-student.ts';
import { answerListView } from '../../lib/list-view.ts';
import { awardListQuery, awardView } from './award-list.ts';
import { addBadge, editBadge, grantBadge, listBadges, myBadges, revokeAward } from './badge-writes.ts';

// Issue 20, feature `badges` (these routes exist only while it is on):
//   GET    /badges                      the badges with award counts and abilities (students:view)
//   POST   /badges, PUT /badges/:id     defines or changes (retires) a badge (students:edit, audited)
//   POST   /badges/:id/awards           grants it to students by partner id (students:edit, audited)
//   GET    /badges/awards?badge&from&to&search&sort&order&page[&export=excel]   the report (students:view)
//   DELETE /badges/awards/:id           takes an award back (students:edit, audited)
//   GET    /forms/badges                the signed-in student's badges (forms:student)

const VIEW = { access: { requires: ['students:view'] } };
const EDIT = { access: { requires: ['students:edit'] } };
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function badgeRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('badges')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;
    const actor = async (request: Parameters<typeof requireAuth>[0]) => actorOf(await requireAuth(request), request.ip);
    const answer = async (permissions: readonly string[]) => ({
      badges: await listBadges(db),
      abilities: abilitiesFor('badges', permissions),
    });

    app.get('/badges', { config: VIEW, schema: { response: { 200: badgeListSchema } } }, async (request) =>
      answer((await requireAuth(request)).user.permissions),
    );
    app.post(
      '/badges',
      { config: EDIT, schema: { body: badgeInputSchema, response: { 201: badgeListSchema } } },
      async (request, reply) => {
        const who = await actor(request);
        await addBadge(ctx.db, request.body, who);
        return reply.code(201).send(await answer(who.permissions));
      },
    );
    app.put(
      '/badges/:id',
      { config: EDIT, schema: { params: idParams, body: badgeEditSchema, response: { 200: badgeListSchema } } },
      async (request) => {
        const who = await actor(request);
        await editBadge(ctx.db, request.params.id, request.body, who);
        return answer(who.permissions);
      },
    );
    app.post(
      '/badges/:id/awards',
      { config: EDIT, schema: { params: idParams, body: grantInputSchema, response: { 200: grantResultSchema } } },
      async (request) => grantBadge(ctx.db, request.params.id, request.body, await actor(request)),
    );
    app.get(
      '/badges/awards',
      { config: VIEW, schema: { querystring: awardListQuery, response: { 200: awardListSchema } } },
      async (request, reply) => answerListView(reply, awardView(db), request.query),
    );
    app.delete('/badges/awards/:id', { config: EDIT, schema: { params: idParams } }, async (request, reply) => {
      await revokeAward(ctx.db, request.params.id, await actor(request));
      return reply.code(204).send();
    });
    app.get(
      '/forms/badges',
      { config: { access: { requires: ['forms:student'] } }, schema: { response: { 200: myBadgesSchema } } },
      async (request) => myBadges(db, (await ownStudent(db, request)).id),
    );
  };
}
