import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context.ts';
import { publicConfig } from '../modules/system/public-config.ts';

// Serves the built single-page app under BASE_URL: real files as they are, every other path the
// app's index.html (history routing), with the history base and public configuration injected.

// The page's largest image is asked for with the HTML, not after the JavaScript has drawn the
// page (issue 19, LCP): the login photo on the sign-in page, the sidebar image everywhere else.
const LOGIN_IMAGE = 'login.jpg';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function renderIndex(ctx: AppContext, file: string, image: string): string {
  const config = publicConfig(ctx.config);
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const preload = `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high" />`;
  return readFileSync(file, 'utf8')
    .replace('<!--collegium:base-->', `<base href="${ctx.config.baseUrl}" />\n    ${preload}`)
    .replace('<!--collegium:config-->', `<script type="application/json" id="collegium-config">${json}</script>`);
}

export function spaRoutes(ctx: AppContext) {
  const root = ctx.config.webDist;
  const indexFile = path.join(root, 'index.html');
  const base = ctx.config.baseUrl;

  return async function register(app: FastifyInstance) {
    // preCompressed: the build writes .br and .gz beside each text asset (web/scripts/precompress.mjs);
    // the one the browser accepts is sent with Content-Encoding and the original's Content-Type.
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
    const indexes = new Map<string, string>();
    const sidebarImage = publicConfig(ctx.config).sidebarImage;

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
        reply.header('Vary', 'Accept-Encoding');
        return reply.sendFile(relative, immutable ? { maxAge: '365d', immutable: true } : { maxAge: '1h' });
      }
      if (path.extname(relative) && !relative.endsWith('.html')) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      const image = relative === 'pages/login' || relative === 'pages/sysadmin' ? LOGIN_IMAGE : sidebarImage;
      let index = indexes.get(image);
      if (index === undefined) {
        index = renderIndex(ctx, indexFile, image);
        indexes.set(image, index);
      }
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(index);
    });
  };
}
