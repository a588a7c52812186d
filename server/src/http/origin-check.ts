import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

// Cross-site request forgery guard for state-changing calls: a browser always sends Origin on
// them, and it must be this site. Calls without Origin (curl, server-to-server) carry no
// ambient cookie risk from a browser and are let through; SameSite=Lax covers old browsers.
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerOriginCheck(app: FastifyInstance, publicUrl: string | null) {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (!origin) {
      if (fetchSite === 'cross-site') throw rejected();
      return;
    }
    const allowed = new Set<string>();
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    // request.host honours X-Forwarded-Host only when TRUST_PROXY is set.
    allowed.add(`${request.protocol}://${request.host}`);
    if (!allowed.has(origin)) throw rejected();
  });
}

function rejected() {
  return new AppError(403, 'origin_rejected', 'This request came from another site and was refused.');
}
