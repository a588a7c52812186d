import { bursaryCaseDetail, bursaryCaseList, bursaryDecisionInput } from '@collegium/domain/bursary-committee';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { answerListView } from '../../lib/list-view.ts';
import { bursaryCaseQuery, bursaryCasesView, bursaryCaseYears } from './bursary-case-list.ts';
import { decideBursary, readBursaryCase } from './bursary-committee.ts';

// The bursary committee (spec 2.x /finance/bursaries, role:bursary); the routes exist only while
// the `bursaries` feature is on (otherwise 404, as the page is hidden).
//   GET  /finance/bursaries?status=&academicYear=&search=&sort=&page=&export=, /finance/bursaries/:id
//   POST /finance/bursaries/:id/decision

const COMMITTEE = { access: { requires: ['role:bursary'] } };
const caseId = z.object({
  id: z.coerce.number({ error: 'Give an application id.' }).int().positive('Give an application id.'),
});

export function bursaryCommitteeRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('bursaries')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get(
      '/finance/bursaries',
      { config: COMMITTEE, schema: { querystring: bursaryCaseQuery, response: { 200: bursaryCaseList } } },
      async (request, reply) =>
        answerListView(reply, bursaryCasesView(db), request.query, async () => ({
          academicYears: await bursaryCaseYears(db),
        })),
    );
    app.get(
      '/finance/bursaries/:id',
      { config: COMMITTEE, schema: { params: caseId, response: { 200: bursaryCaseDetail } } },
      async (request) => readBursaryCase(ctx.db, request.params.id, actorOf(await requireAuth(request), request.ip)),
    );
    app.post(
      '/finance/bursaries/:id/decision',
      {
        config: COMMITTEE,
        schema: { params: caseId, body: bursaryDecisionInput, response: { 200: bursaryCaseDetail } },
      },
      async (request) =>
        decideBursary(ctx.db, request.params.id, request.body, actorOf(await requireAuth(request), request.ip)),
    );
  };
}
