import { fundraisingAlumniListSchema } from '@collegium/domain/fundraising-alumni';
import { GIFT_RIGHTS, giftListSchema, recordedGiftSchema, recordGiftSchema } from '@collegium/domain/gifts';
import { meetsAll } from '@collegium/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { answerListView } from '../../lib/list-view.ts';
import { giftsQuery, giftsTotal, giftsView } from './gifts-list.ts';
import { recordGift, removeGift } from './record-gift.ts';
import { alumniDioceses, fundraisingAlumniQuery, fundraisingAlumniView } from './fundraising-alumni-list.ts';

// Issue 17, Fundraising → Alumni (spec 2.4 /fundraising, fundraising:menu):
//   GET /fundraising/alumni?search&programme&year&hub&diocese&donor&consent&sort&order&page[&export=excel]
// The Excel export with `consent=<purpose>` is the mailing export: only people whose consent to
// the purpose is current.
//   GET    /fundraising/gifts?donorId&fund&method&from&to&search&sort&order&page[&export=excel]
//   POST   /donors/:donorId/gifts      record a gift (donors:edit)
//   DELETE /fundraising/gifts/:giftId  remove one recorded in error (donors:delete)

const MENU = { access: { requires: ['fundraising:menu'] } };
const GIFTS = (right: string) => ({ access: { requires: ['fundraising:menu', right] } });
const id = z.coerce.number().int().positive().max(2_147_483_647);

export function fundraisingRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/fundraising/alumni',
      { config: MENU, schema: { querystring: fundraisingAlumniQuery, response: { 200: fundraisingAlumniListSchema } } },
      async (request, reply) =>
        answerListView(reply, fundraisingAlumniView(ctx.db.kysely), request.query, async () => ({
          dioceses: await alumniDioceses(ctx.db.kysely),
        })),
    );
    app.get(
      '/fundraising/gifts',
      { config: GIFTS(GIFT_RIGHTS.read), schema: { querystring: giftsQuery, response: { 200: giftListSchema } } },
      async (request, reply) => {
        const { permissions } = (await requireAuth(request)).user;
        return answerListView(reply, giftsView(ctx.db.kysely), request.query, async () => ({
          totalPence: await giftsTotal(ctx.db.kysely, request.query),
          abilities: {
            record: meetsAll(permissions, [GIFT_RIGHTS.record]),
            remove: meetsAll(permissions, [GIFT_RIGHTS.remove]),
          },
        }));
      },
    );
    app.post(
      '/donors/:donorId/gifts',
      {
        config: GIFTS(GIFT_RIGHTS.record),
        schema: { params: z.object({ donorId: id }), body: recordGiftSchema, response: { 201: recordedGiftSchema } },
      },
      async (request, reply) => {
        const auth = await requireAuth(request);
        const made = await recordGift(ctx.db, request.params.donorId, request.body, actorOf(auth, request.ip));
        return reply.code(201).send({ id: made });
      },
    );
    app.delete(
      '/fundraising/gifts/:giftId',
      { config: GIFTS(GIFT_RIGHTS.remove), schema: { params: z.object({ giftId: id }) } },
      async (request, reply) => {
        const auth = await requireAuth(request);
        await removeGift(ctx.db, request.params.giftId, actorOf(auth, request.ip));
        return reply.code(204).send();
      },
    );
  };
}
