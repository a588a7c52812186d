import { serviceStatusSchema } from '@collegium/domain/service-health';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { publicConfig } from './public-config.ts';
import { databaseReachable, serviceStatus } from './service-status.ts';

// Public configuration and the health of the service (the /status page), under the API prefix.
export function systemRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/config', { config: { access: { public: true } } }, async () => publicConfig(ctx.config));

    // 200 while the database answers (whatever the other lights say), 503 while it does not.
    app.get(
      '/status',
      {
        config: { access: { public: true } },
        schema: { response: { 200: serviceStatusSchema, 503: serviceStatusSchema } },
      },
      async (_request, reply) => {
        const body = await serviceStatus(ctx);
        return reply.code(body.databaseStatus === 'ok' ? 200 : 503).send(body);
      },
    );
  };
}

// For load balancers, at the origin: liveness (the process answers) and readiness (it can serve:
// the database answers).
export function probeRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/healthz', { config: { access: { public: true } } }, async () => ({ status: 'ok' }));

    app.get('/readyz', { config: { access: { public: true } } }, async (_request, reply) => {
      const db = await databaseReachable(ctx);
      if (db.reachable) return { status: 'ready', database: ctx.db.dialect };
      return reply
        .code(503)
        .header('Retry-After', '2')
        .send({ status: 503, code: 'database_unavailable', message: 'The database cannot be reached just now.' });
    });
  };
}
