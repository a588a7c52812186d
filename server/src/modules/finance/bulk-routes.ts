import { refundInput, refundView } from '@collegium/domain/fee-assessment';
import { financeRunInput, financeRunList, financeRunView } from '@collegium/domain/finance-runs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { registerFinanceRunJob } from './bulk-run-job.ts';
import { listRuns, readRun, startRun } from './bulk-runs.ts';
import { recordRefund } from './refunds.ts';
import { applyCredit } from './apply-credit.ts';
import { creditApplicationInput, creditApplicationView } from '@collegium/domain/credit-application';

// Issue 14, Finance > Runs (feature `invoices`, students:invoice):
//   GET  /finance/runs        the latest runs with their progress and results
//   POST /finance/runs        starts one: { kind: 'assess', academicYear } or { kind: 'issue', month } (202)
//   GET  /finance/runs/:id    one run (the screen polls it while it runs)
// and, feature `payments` as well:
//   POST /students/:id/refunds   pays money back out of the credit on the account (201)
//   POST /students/:id/credit-applications   applies over-payment credit to open invoices (201)

const access = { access: { requires: ['students:invoice'] } };
const idParam = z.object({
  id: z.coerce.number({ error: 'Give an id.' }).int().positive('Give an id.').max(2_147_483_647),
});

export function financeRunRoutes(ctx: AppContext) {
  if (ctx.config.features.includes('invoices')) registerFinanceRunJob();
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('invoices')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const db = ctx.db.kysely;

    app.get('/finance/runs', { config: access, schema: { response: { 200: financeRunList } } }, async () => ({
      items: await listRuns(db),
    }));
    app.post(
      '/finance/runs',
      { config: access, schema: { body: financeRunInput, response: { 202: financeRunView } } },
      async (request, reply) =>
        reply.code(202).send(await startRun(ctx.db, request.body, actorOf(await requireAuth(request), request.ip))),
    );
    app.get(
      '/finance/runs/:id',
      { config: access, schema: { params: idParam, response: { 200: financeRunView } } },
      async (request) => readRun(db, request.params.id),
    );

    if (ctx.config.features.includes('payments'))
      app.post(
        '/students/:id/refunds',
        { config: access, schema: { params: idParam, body: refundInput, response: { 201: refundView } } },
        async (request, reply) =>
          reply
            .code(201)
            .send(
              await recordRefund(
                ctx.db,
                request.params.id,
                request.body,
                actorOf(await requireAuth(request), request.ip),
              ),
            ),
      );
    if (ctx.config.features.includes('payments'))
      app.post(
        '/students/:id/credit-applications',
        {
          config: access,
          schema: { params: idParam, body: creditApplicationInput, response: { 201: creditApplicationView } },
        },
        async (request, reply) =>
          reply
            .code(201)
            .send(
              await applyCredit(
                ctx.db,
                request.params.id,
                request.body,
                actorOf(await requireAuth(request), request.ip),
              ),
            ),
      );
  };
}
