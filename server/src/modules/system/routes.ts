import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { publicConfig } from './public-config.ts';

// Public configuration and the health of the service (the /status page).
export function systemRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/config', { config: { access: { public: true } } }, async () => publicConfig(ctx.config));

    app.get('/status', { config: { access: { public: true } } }, async (_request, reply) => {
      let database = 'ok';
      try {
        await sql`select 1`.execute(ctx.db.kysely);
      } catch {
        database = 'unavailable';
      }
      const body = {
        status: database === 'ok' ? 'ok' : 'degraded',
        version: ctx.config.version,
        database: ctx.db.dialect,
        databaseStatus: database,
        uptimeSeconds: Math.round((Date.now() - ctx.startedAt) / 1000),
        time: new Date().toISOString(),
      };
      return reply.code(database === 'ok' ? 200 : 503).send(body);
    });
  };
}
