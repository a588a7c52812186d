import { fundraisingAlumniListSchema } from '@collegium/domain/fundraising-alumni';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { answerListView } from '../../lib/list-view.ts';
import { alumniDioceses, fundraisingAlumniQuery, fundraisingAlumniView } from './fundraising-alumni-list.ts';

// Issue 17, Fundraising → Alumni (spec 2.4 /fundraising, fundraising:menu):
//   GET /fundraising/alumni?search&programme&year&hub&diocese&donor&consent&sort&order&page[&export=excel]
// The Excel export with `consent=<purpose>` is the mailing export: only people whose consent to
// the purpose is current.

const MENU = { access: { requires: ['fundraising:menu'] } };

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
  };
}
