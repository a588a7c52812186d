import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

// The security headers of every response (helmet's defaults and our content security policy).
// helmet's settings are parsed once here, at start: @fastify/helmet re-parsed them on every
// request (issue 13).

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        // Plain-HTTP installs (a laptop, a test) must not have their requests upgraded.
        upgradeInsecureRequests: null,
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The donor record page frames the CRM's page (spec 2.5), and nothing else.
        frameSrc: config.crmUrlTemplate ? [new URL(config.crmUrlTemplate.replace('{id}', '0')).origin] : ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
