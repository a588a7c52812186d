import { adhocQueryRequest, adhocQueryResult } from '@collegium/domain/adhoc-queries';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import { actorOf } from '../../http/actor.ts';
import { excelHeaders } from '../../http/download-headers.ts';
import { excelStream, exportFilename } from '../../lib/excel-writer.ts';
import { runAdhocQuery } from './adhoc-service.ts';

// Issue 16, Reporting > Ad hoc queries (spec 2.4: admin:sysadmin).
//   POST /reports/adhoc/query    { sql }: the rows as a table (at most 1,000)
//   POST /reports/adhoc/export   { sql }: the same rows as .xlsx

const ACCESS: { access: Access } = { access: { requires: ['admin:sysadmin'] } };
const actor = async (request: FastifyRequest) => actorOf(await requireAuth(request), request.ip);

export function adhocQueryRoutes(ctx: AppContext) {
  const timeout = ctx.config.adhocQueryTimeoutMs;
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/reports/adhoc/query',
      { config: ACCESS, schema: { body: adhocQueryRequest, response: { 200: adhocQueryResult } } },
      async (request) => runAdhocQuery(ctx.db, await actor(request), request.body.sql, timeout),
    );

    app.post(
      '/reports/adhoc/export',
      { config: ACCESS, schema: { body: adhocQueryRequest } },
      async (request, reply) => {
        const result = await runAdhocQuery(ctx.db, await actor(request), request.body.sql, timeout, 'excel');
        const columns = result.columns.map((c, i) => ({ key: `c${i}`, header: c }));
        const rows = (async function* () {
          yield* result.rows;
        })();
        return reply.headers(excelHeaders(exportFilename('ad-hoc-query'))).send(excelStream('Query', columns, rows));
      },
    );
  };
}
