import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  createPageBody,
  KB_PREFIX,
  PAGE_CATEGORIES,
  previewPageBody,
  updatePageBody,
} from '@collegium/domain/portal-pages';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import { type Access, type AuthContext, requireAuth } from '../../http/access.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { personName } from '../users/person-name.ts';
import { renderMarkdown, splitHelpTabs } from './render.ts';
import { auditActor } from '../../http/actor.ts';

// Portal pages (issue 5, spec 2.6). Staff list and preview with pages:list and write with
// pages:edit (admin/portalpages); students read published Student, ITSupport and StudentSupport
// pages by path key (forms:student); staff read published KB articles at /kb (dashboard:view).

const LIST: { access: Access } = { access: { requires: ['pages:list'] } };
const EDIT: { access: Access } = { access: { requires: ['pages:list', 'pages:edit'] } };
const STUDENT: { access: Access } = { access: { requires: ['forms:student'] } };
const STAFF_KB: { access: Access } = { access: { requires: ['dashboard:view'] } };

/** Categories students may read; KB articles are for staff. */
const STUDENT_CATEGORIES = ['Student', 'ITSupport', 'StudentSupport'];
const HELP_KEY = 'help';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const listQuery = z.object({
  category: z.enum(PAGE_CATEGORIES).optional(),
  published: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
});
const kbQuery = z.object({ search: z.string().trim().max(100).optional() });
const kbParams = z.object({ name: z.string().min(1).max(100) });

type PageRow = {
  id: number;
  path_key: string;
  title: string;
  category: string;
  body: string;
  published: number;
  updated_by_user_id: number | null;
  updated_at: string;
  version: number;
};

const PAGE_COLUMNS = [
  'id',
  'path_key',
  'title',
  'category',
  'body',
  'published',
  'updated_by_user_id',
  'updated_at',
  'version',
] as const;

/** Matches text case-insensitively on both databases (LIKE wildcards in the search are literal). */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function userNames(ctx: AppContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await ctx.db.kysely
    .selectFrom('users')
    .innerJoin('people', 'people.id', 'users.person_id')
    .select(['users.id', 'people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('users.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, personName(r)]));
}

async function pageOr404(ctx: AppContext, id: number): Promise<PageRow> {
  const row = await ctx.db.kysely
    .selectFrom('portal_pages')
    .select(PAGE_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('There is no portal page with that id.');
  return row;
}

async function describe(ctx: AppContext, row: PageRow) {
  const names = await userNames(ctx, [row.updated_by_user_id]);
  return {
    id: row.id,
    pathKey: row.path_key,
    title: row.title,
    category: row.category,
    body: row.body,
    published: row.published === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_user_id === null ? null : (names.get(row.updated_by_user_id) ?? null),
    version: row.version,
  };
}

/** What a reader receives: the title and safe HTML, with tabs for the Help page. */
function rendered(row: Pick<PageRow, 'path_key' | 'title' | 'category' | 'body' | 'updated_at'>) {
  const base = { pathKey: row.path_key, title: row.title, category: row.category, updatedAt: row.updated_at };
  if (row.path_key === HELP_KEY) {
    const { introHtml, tabs } = splitHelpTabs(row.body);
    return { ...base, html: introHtml, tabs };
  }
  return { ...base, html: renderMarkdown(row.body), tabs: [] as { title: string; html: string }[] };
}

function audit(auth: AuthContext, ip: string) {
  return { ...auditActor(auth), entity: 'portal_pages', ip };
}

/** A short plain-text excerpt of a Markdown body for the knowledge-base list. */
function excerpt(body: string): string {
  const text = body
    .replace(/^#+\s.*$/gm, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, ' ')
    .replace(/[*_`>|#]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= 200
    ? text
    : `${text
        .slice(0, 197)
        .replace(/\s+\S*$/, '')
        .replace(/[.,;:]+$/, '')}…`;
}

export function portalPageRoutes(ctx: AppContext) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/portal-pages', { config: LIST, schema: { querystring: listQuery } }, async (request) => {
      const { category, published, search } = request.query;
      let query = ctx.db.kysely
        .selectFrom('portal_pages')
        .select(['id', 'path_key', 'title', 'category', 'published', 'updated_at', 'updated_by_user_id', 'version'])
        .orderBy('category')
        .orderBy('path_key');
      if (category) query = query.where('category', '=', category);
      if (published) query = query.where('published', '=', published === 'true' ? 1 : 0);
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(path_key)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const rows = await query.execute();
      const names = await userNames(
        ctx,
        rows.map((r) => r.updated_by_user_id),
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          pathKey: r.path_key,
          title: r.title,
          category: r.category,
          published: r.published === 1,
          updatedAt: r.updated_at,
          updatedBy: r.updated_by_user_id === null ? null : (names.get(r.updated_by_user_id) ?? null),
          version: r.version,
        })),
      };
    });

    app.get('/portal-pages/:id', { config: LIST, schema: { params: idParams } }, async (request) =>
      describe(ctx, await pageOr404(ctx, request.params.id)),
    );

    // The editor's live preview: exactly what readers will get, without saving.
    app.post(
      '/portal-pages/preview',
      { config: LIST, schema: { body: previewPageBody.extend({ pathKey: z.string().max(100).optional() }) } },
      async (request) => {
        const { body, pathKey } = request.body;
        return rendered({ path_key: pathKey ?? '', title: '', category: '', body, updated_at: '' });
      },
    );

    app.post('/portal-pages', { config: EDIT, schema: { body: createPageBody } }, async (request, reply) => {
      const auth = await requireAuth(request);
      const { pathKey, title, category, body, published } = request.body;
      const taken = await ctx.db.kysely
        .selectFrom('portal_pages')
        .select('id')
        .where('path_key', '=', pathKey)
        .executeTakeFirst();
      if (taken)
        throw validationFailed([
          { param: 'pathKey', message: `A page at ${pathKey} already exists; edit that one instead.` },
        ]);
      const now = new Date().toISOString();
      const id = await ctx.db.kysely.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('portal_pages')
          .values({
            path_key: pathKey,
            title,
            category,
            body,
            published: published ? 1 : 0,
            updated_by_user_id: auth.user.id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, {
          ...audit(auth, request.ip),
          entityId: row.id,
          action: 'create',
          changes: {
            pathKey: { from: null, to: pathKey },
            title: { from: null, to: title },
            category: { from: null, to: category },
            published: { from: null, to: published },
          },
        });
        return row.id;
      });
      reply.code(201);
      return describe(ctx, await pageOr404(ctx, id));
    });

    app.put(
      '/portal-pages/:id',
      { config: EDIT, schema: { params: idParams, body: updatePageBody } },
      async (request) => {
        const auth = await requireAuth(request);
        const page = await pageOr404(ctx, request.params.id);
        const { title, body, published, version } = request.body;
        const now = new Date().toISOString();
        await ctx.db.kysely.transaction().execute(async (trx) => {
          const updated = await trx
            .updateTable('portal_pages')
            .set((eb) => ({
              title,
              body,
              published: published ? 1 : 0,
              updated_at: now,
              updated_by_user_id: auth.user.id,
              version: eb('version', '+', 1),
            }))
            .where('id', '=', page.id)
            .where('version', '=', version)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_VERSION_MESSAGE);
          const changes: Record<string, { from: unknown; to: unknown }> = {};
          if (page.title !== title) changes.title = { from: page.title, to: title };
          if (page.body !== body) changes.body = { from: page.body, to: body };
          if ((page.published === 1) !== published) changes.published = { from: page.published === 1, to: published };
          await recordAudit(trx, { ...audit(auth, request.ip), entityId: page.id, action: 'update', changes });
        });
        return describe(ctx, await pageOr404(ctx, page.id));
      },
    );

    // spec 2.6: a student content page by path key, e.g. /forms/pages/course or
    // /forms/pages/itsupport/email. Missing and unpublished pages are both 404 to students.
    app.get('/forms/pages/*', { config: STUDENT }, async (request) => {
      const pathKey = (request.params as { '*': string })['*'].replace(/\/+$/, '');
      const row = await ctx.db.kysely
        .selectFrom('portal_pages')
        .select(['path_key', 'title', 'category', 'body', 'updated_at'])
        .where('path_key', '=', pathKey)
        .where('published', '=', 1)
        .where('category', 'in', STUDENT_CATEGORIES)
        .executeTakeFirst();
      if (!row) throw notFound('This page is not available yet.');
      return rendered(row);
    });

    // The IT Support pages a student may open (for links between them and the Help page).
    app.get('/forms/itsupport', { config: STUDENT }, async () => {
      const rows = await ctx.db.kysely
        .selectFrom('portal_pages')
        .select(['path_key', 'title'])
        .where('category', '=', 'ITSupport')
        .where('published', '=', 1)
        .orderBy('title')
        .execute();
      return { items: rows.map((r) => ({ pathKey: r.path_key, title: r.title })) };
    });

    // The staff knowledge base: published KB articles, searched in title and text.
    app.get('/kb', { config: STAFF_KB, schema: { querystring: kbQuery } }, async (request) => {
      const { search } = request.query;
      let query = ctx.db.kysely
        .selectFrom('portal_pages')
        .select(['path_key', 'title', 'body', 'updated_at'])
        .where('category', '=', 'KB')
        .where('published', '=', 1)
        .orderBy('title');
      if (search) {
        const pattern = containsPattern(search);
        query = query.where((eb) =>
          eb.or([
            eb(sql`lower(title)`, 'like', sql`${pattern} escape '\\'`),
            eb(sql`lower(body)`, 'like', sql`${pattern} escape '\\'`),
          ]),
        );
      }
      const rows = await query.execute();
      return {
        items: rows.map((r) => ({
          name: r.path_key.slice(KB_PREFIX.length),
          title: r.title,
          excerpt: excerpt(r.body),
          updatedAt: r.updated_at,
        })),
      };
    });

    app.get('/kb/:name', { config: STAFF_KB, schema: { params: kbParams } }, async (request) => {
      const row = await ctx.db.kysely
        .selectFrom('portal_pages')
        .select(['path_key', 'title', 'category', 'body', 'updated_at'])
        .where('path_key', '=', `${KB_PREFIX}${request.params.name}`)
        .where('category', '=', 'KB')
        .where('published', '=', 1)
        .executeTakeFirst();
      if (!row) throw notFound('There is no knowledge-base article with that name.');
      return { name: request.params.name, ...rendered(row) };
    });
  };
}
