import { outboxListQuery, outboxMail, outboxMailDetail, outboxPage } from '@collegium/domain/mail-outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import * as outbox from './outbox-queries.ts';

// The outbox for admins (admin:admin): every mail with how it went, the rendered message, and
// "retry now" for one that failed (or was held while no mail server was configured).

const ACCESS: { access: Access } = { access: { requires: ['admin:admin'] } };
const params = z.object({ id: z.coerce.number().int().positive() });

export function outboxRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/outbox',
      { config: ACCESS, schema: { querystring: outboxListQuery, response: { 200: outboxPage } } },
      async (request) => outbox.outboxPage(ctx, request.query),
    );

    app.get(
      '/outbox/:id',
      { config: ACCESS, schema: { params, response: { 200: outboxMailDetail } } },
      async (request) => outbox.outboxMailDetail(ctx, request.params.id),
    );

    app.post(
      '/outbox/:id/retry',
      { config: ACCESS, schema: { params, response: { 200: outboxMail } } },
      async (request) => outbox.retryMail(ctx, await requireAuth(request), request.params.id, request.ip),
    );
  };
}
