import { abilitiesFor } from '@collegium/domain/abilities';
import {
  createPageBody,
  itSupportPageList,
  kbArticle,
  kbArticleList,
  portalPage,
  portalPageList,
  portalPageListQuery,
  previewPageBody,
  renderedPage,
  updatePageBody,
} from '@collegium/domain/portal-pages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { type Access, requireAuth } from '../../http/access.ts';
import * as pages from './page-store.ts';
import { rendered } from './render.ts';

// Portal pages (issue 5, spec 2.6). Staff list and preview with pages:list and write with
// pages:edit (admin/portalpages); students read published Student, ITSupport and StudentSupport
// pages by path key (forms:student); staff read published KB articles at /kb (dashboard:view).

const LIST: { access: Access } = { access: { requires: ['pages:list'] } };
const EDIT: { access: Access } = { access: { requires: ['pages:list', 'pages:edit'] } };
const STUDENT: { access: Access } = { access: { requires: ['forms:student'] } };
const STAFF_KB: { access: Access } = { access: { requires: ['dashboard:view'] } };

const idParams = z.object({ id: z.coerce.number().int().positive() });
const kbQuery = z.object({ search: z.string().trim().max(100).optional() });
const kbParams = z.object({ name: z.string().min(1).max(100) });

export function portalPageRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/portal-pages',
      { config: LIST, schema: { querystring: portalPageListQuery, response: { 200: portalPageList } } },
      async (request) => ({
        items: await pages.listPages(ctx, request.query),
        abilities: abilitiesFor('portalPages', (await requireAuth(request)).user.permissions),
      }),
    );

    app.get(
      '/portal-pages/:id',
      { config: LIST, schema: { params: idParams, response: { 200: portalPage } } },
      async (request) => pages.readPage(ctx, request.params.id),
    );

    // The editor's live preview: exactly what readers will get, without saving.
    app.post(
      '/portal-pages/preview',
      {
        config: LIST,
        schema: {
          body: previewPageBody.extend({ pathKey: z.string().max(100).optional() }),
          response: { 200: renderedPage },
        },
      },
      async (request) => {
        const { body, pathKey } = request.body;
        return rendered({ path_key: pathKey ?? '', title: '', category: '', body, updated_at: '' });
      },
    );

    app.post(
      '/portal-pages',
      { config: EDIT, schema: { body: createPageBody, response: { 201: portalPage } } },
      async (request, reply) => {
        const page = await pages.createPage(ctx, await requireAuth(request), request.body, request.ip);
        return reply.code(201).send(page);
      },
    );

    app.put(
      '/portal-pages/:id',
      { config: EDIT, schema: { params: idParams, body: updatePageBody, response: { 200: portalPage } } },
      async (request) => pages.savePage(ctx, await requireAuth(request), request.params.id, request.body, request.ip),
    );

    // spec 2.6: a student content page by path key, e.g. /forms/pages/course or
    // /forms/pages/itsupport/email. Missing and unpublished pages are both 404 to students.
    app.get('/forms/pages/*', { config: STUDENT, schema: { response: { 200: renderedPage } } }, async (request) =>
      pages.studentPage(ctx, (request.params as { '*': string })['*'].replace(/\/+$/, '')),
    );

    // The IT Support pages a student may open (for links between them and the Help page).
    app.get('/forms/itsupport', { config: STUDENT, schema: { response: { 200: itSupportPageList } } }, async () =>
      pages.itSupportPages(ctx),
    );

    // The staff knowledge base: published KB articles, searched in title and text.
    app.get(
      '/kb',
      { config: STAFF_KB, schema: { querystring: kbQuery, response: { 200: kbArticleList } } },
      async (request) => pages.kbArticles(ctx, request.query.search),
    );

    app.get(
      '/kb/:name',
      { config: STAFF_KB, schema: { params: kbParams, response: { 200: kbArticle } } },
      async (request) => pages.kbArticle(ctx, request.params.name),
    );
  };
}
