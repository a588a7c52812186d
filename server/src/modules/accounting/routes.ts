import {
  accountingConnectStart,
  accountingOverview as overviewSchema,
  accountingSettings,
  accountingSyncResult,
} from '@collegium/domain/accounting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { actorOf } from '../../http/actor.ts';
import { completeConnection, disconnect, providerError, startConnection } from './connection.ts';
import { accountingOverview, retryDocument, saveSettings } from './overview.ts';
import { syncAccounting } from './sync.ts';
import { changePart, stuckParts } from './refund-parts.ts';
import { refundPartChange, stuckRefundParts } from '@collegium/domain/refund-parts';

// Issue 14, feature `accounting` (no route exists while it is off):
//   GET    /finance/accounting                   connection, settings, documents not yet in Xero (finance:menu)
//   POST   /finance/accounting/connect           starts the Xero sign-in: the address to go to (students:invoice)
//   GET    /finance/accounting/callback          Xero sends the browser back here; then to Finance > Validation
//   DELETE /finance/accounting/connection        disconnects
//   POST   /finance/accounting/sync              sends what is due now (a provider failure is a 500 accounting_provider)
//   POST   /finance/accounting/documents/:id/retry   a refused document goes back in the queue
//   PUT    /finance/accounting/settings          account codes, tax type, bank account
//   GET    /students/:id/refund-parts            parts of the student's refunds the provider refused (students:invoice)
//   POST   /finance/accounting/refund-parts/:id  drops or reduces one, with a reason (audited; the refund is retried)

const write = { access: { requires: ['students:invoice'] } };

export function accountingRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    if (!ctx.config.features.includes('accounting')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const actor = async (request: Parameters<typeof requireAuth>[0]) => actorOf(await requireAuth(request), request.ip);

    app.get(
      '/finance/accounting',
      { config: { access: { requires: ['finance:menu'] } }, schema: { response: { 200: overviewSchema } } },
      async () => accountingOverview(ctx),
    );
    app.post(
      '/finance/accounting/connect',
      { config: write, schema: { response: { 200: accountingConnectStart } } },
      async (request) => ({
        authorizeUrl: await startConnection(ctx, (await actor(request)).userId),
      }),
    );
    app.get(
      '/finance/accounting/callback',
      {
        config: write,
        schema: {
          querystring: z.object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          }),
        },
      },
      async (request, reply) => {
        const back = (query: string) => reply.redirect(`${ctx.config.baseUrl}finance/validation?${query}`);
        const { code, state, error } = request.query;
        if (error || !code || !state)
          return back(`accounting=${encodeURIComponent(error === 'access_denied' ? 'cancelled' : 'failed')}`);
        try {
          await completeConnection(ctx, await actor(request), code, state);
          return back('accounting=connected');
        } catch (failure) {
          // A browser arrives here: it is sent back to the page with the message, shown as spec 8 says.
          if (failure instanceof AppError && failure.code === 'accounting_provider')
            return back(`accountingError=${encodeURIComponent(failure.message)}`);
          if (failure instanceof AppError && failure.status === 400) return back('accounting=expired');
          throw failure;
        }
      },
    );
    app.delete('/finance/accounting/connection', { config: write }, async (request, reply) => {
      await disconnect(ctx, await actor(request));
      return reply.code(204).send();
    });
    app.post(
      '/finance/accounting/sync',
      { config: write, schema: { response: { 200: accountingSyncResult } } },
      async () => {
        try {
          return await syncAccounting(ctx, new Date(), { throwOnProvider: true });
        } catch (error) {
          if (error instanceof AppError) throw error;
          throw providerError(ctx, error);
        }
      },
    );
    app.post(
      '/finance/accounting/documents/:id/retry',
      {
        config: write,
        schema: {
          params: z.object({
            id: z.coerce.number({ error: 'Give an id.' }).int().positive('Give an id.').max(2_147_483_647),
          }),
        },
      },
      async (request, reply) => {
        await retryDocument(ctx, request.params.id, await actor(request));
        return reply.code(204).send();
      },
    );
    const idParam = z.object({
      id: z.coerce.number({ error: 'Give an id.' }).int().positive('Give an id.').max(2_147_483_647),
    });
    app.get(
      '/students/:id/refund-parts',
      { config: write, schema: { params: idParam, response: { 200: stuckRefundParts } } },
      async (request) => ({ items: await stuckParts(ctx.db.kysely, request.params.id) }),
    );
    app.post(
      '/finance/accounting/refund-parts/:id',
      {
        config: write,
        schema: {
          params: idParam,
          body: refundPartChange,
          response: { 200: z.object({ id: z.number(), amount: z.number(), waived: z.number() }) },
        },
      },
      async (request) => changePart(ctx, request.params.id, request.body, await actor(request)),
    );
    app.put(
      '/finance/accounting/settings',
      { config: write, schema: { body: accountingSettings, response: { 200: accountingSettings } } },
      async (request) => saveSettings(ctx, request.body, await actor(request)),
    );
  };
}
