import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { publicConfig } from '../modules/system/public-config.ts';

// Serves the built single-page app under BASE_URL: real files as they are, every other path the
// app's index.html (history routing), with the history base and public configuration injected.

function renderIndex(ctx: AppContext, file: string): string {
  const json = JSON.stringify(publicConfig(ctx.config)).replace(/</g, '\\u003c');
  return readFileSync(file, 'utf8')
    .replace('<!--collegium:base-->', `<base href="${ctx.config.baseUrl}" />`)
    .replace('<!--collegium:config-->', `<script type="application/json" id="collegium-config">${json}</script>`);
}

export function spaRoutes(ctx: AppContext) {
  const root = ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  const base = ctx.config.baseUrl;

  return async function register(app: FastifyInstance) {
    await app.register(fastifyStatic, { root, serve: false });
    let index: string | null = null;

    app.get('/*', { config: { access: { public: true } } }, async (request, reply) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (urlPath.startsWith(`${ctx.config.apiPrefix}/`) || urlPath.startsWith('/auth/')) {
        return reply.code(404).send({ status: 404, code: 'not_found', message: 'There is no such call.' });
      }
      if (!urlPath.startsWith(base)) {
        if (`${urlPath}/` === base || urlPath === '/') return reply.redirect(base);
        return reply.code(404).type('text/plain').send('Not found');
      }
      if (!existsSync(indexFile)) {
        return reply
          .code(503)
          .type('text/plain')
          .send('The web app has not been built yet. Run "npm run build" (npm start does it for you).');
      }
      const relative = urlPath.slice(base.length);
      const candidate = path.join(root, relative);
      if (relative && candidate.startsWith(root + path.sep) && existsSync(candidate) && statSync(candidate).isFile()) {
        // Vite names built assets by content hash, so they never change under the same name.
        const immutable = relative.startsWith('assets/');
        return reply.sendFile(relative, immutable ? { maxAge: '365d', immutable: true } : { maxAge: '1h' });
      }
      if (path.extname(relative) && !relative.endsWith('.html')) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      index ??= renderIndex(ctx, indexFile);
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
    });
  };
}
