import {
  bankAccountsView,
  bankConfirmInput,
  bankConfirmView,
  bankDryRunInput,
  bankDryRunView,
} from '@collegium/domain/bank-statement';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { bankAccounts } from './bank-statement-accounts.ts';
import { bankDryRun, confirmBankStatement } from './bank-statement-import.ts';

// Issue 14, Finance > Bank import (features invoices and payments, students:invoice):
//   GET  /finance/bank-statements/accounts   the accounts imported before, with their column mappings
//   POST /finance/bank-statements/dry-run    reads and matches a statement; records nothing
//   POST /finance/bank-statements            records the accepted lines as payments, all or none (201)

const access = { access: { requires: ['students:invoice'] } };

export function bankStatementRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const { features } = ctx.config;
    if (!features.includes('invoices') || !features.includes('payments')) return;
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/finance/bank-statements/accounts',
      { config: access, schema: { response: { 200: bankAccountsView } } },
      async () => ({ items: await bankAccounts(ctx.db.kysely) }),
    );
    app.post(
      '/finance/bank-statements/dry-run',
      { config: access, schema: { body: bankDryRunInput, response: { 200: bankDryRunView } } },
      async (request) => bankDryRun(ctx.db, request.body),
    );
    app.post(
      '/finance/bank-statements',
      { config: access, schema: { body: bankConfirmInput, response: { 201: bankConfirmView } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await confirmBankStatement(ctx.db, request.body, actorOf(await requireAuth(request), request.ip))),
    );
  };
}
