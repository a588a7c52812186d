import type { FastifyInstance, FastifyRequest } from 'fastify';

// Every answer of the API and of /auth is personal or session data: `Cache-Control: no-store`,
// so neither the browser's disk cache nor a shared proxy keeps a copy (errors included, and
// stored files such as evidence and photos, whatever the route set). Only the web app's own
// files (the SPA route) keep their caching: hashed assets for a year, index.html revalidated.

const SPA_ROUTE = '/*';

export function isApiOrAuthPath(path: string, apiPrefix: string): boolean {
  if (path === '/auth' || path.startsWith('/auth/')) return true;
  return apiPrefix !== '' && (path === apiPrefix || path.startsWith(`${apiPrefix}/`));
}

function servedByWebApp(request: FastifyRequest, apiPrefix: string): boolean {
  if (request.routeOptions.url !== SPA_ROUTE) return false;
  return !isApiOrAuthPath(request.url.split('?')[0] ?? '/', apiPrefix);
}

export function registerNoStore(app: FastifyInstance, apiPrefix: string) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!servedByWebApp(request, apiPrefix)) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
