import {
  type CreatePageBody,
  KB_PREFIX,
  type KbArticle,
  type KbArticleList,
  type PageCategory,
  type PortalPage,
  type PortalPageListQuery,
  type PortalPageSummary,
  type RenderedPage,
  type UpdatePageBody,
} from '@collegium/domain/portal-pages';
import { sql } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../http/access.ts';
import { auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { personName } from '../users/person-name.ts';
import { kbExcerpt, rendered } from './render.ts';

// Portal pages in the database: the editor's list, read, create and save, and what readers get
// (students' pages, the IT Support list, the staff knowledge base), for routes.ts.

/** Categories students may read; KB articles are for staff. */
const STUDENT_CATEGORIES = ['Student', 'ITSupport', 'StudentSupport'];

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

function summary(row: Omit<PageRow, 'body'>, names: Map<number, string>): PortalPageSummary {
  return {
    id: row.id,
    pathKey: row.path_key,
    title: row.title,
    category: row.category as PageCategory,
    published: row.published === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_user_id === null ? null : (names.get(row.updated_by_user_id) ?? null),
    version: row.version,
  };
}

/** One page for the editor (404 when there is none). */
export async function readPage(ctx: AppContext, id: number): Promise<PortalPage> {
  const row = await pageOr404(ctx, id);
  return { ...summary(row, await userNames(ctx, [row.updated_by_user_id])), body: row.body };
}

export async function listPages(ctx: AppContext, filters: PortalPageListQuery): Promise<PortalPageSummary[]> {
  const { category, published, search } = filters;
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
  return rows.map((r) => summary(r, names));
}

function audit(auth: AuthContext, ip: string) {
  return { ...auditActor(auth), entity: 'portal_pages', ip };
}

/** Creates a page (422 when its path key is taken), audited. */
export async function createPage(ctx: AppContext, auth: AuthContext, input: CreatePageBody, ip: string) {
  const { pathKey, title, category, body, published } = input;
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
      ...audit(auth, ip),
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
  return readPage(ctx, id);
}

/** Saves a page's title, text and published flag (409 when someone else saved first), audited. */
export async function savePage(ctx: AppContext, auth: AuthContext, id: number, input: UpdatePageBody, ip: string) {
  const page = await pageOr404(ctx, id);
  const { title, body, published, version } = input;
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
    await recordAudit(trx, { ...audit(auth, ip), entityId: page.id, action: 'update', changes });
  });
  return readPage(ctx, page.id);
}

/** A published student page by path key; missing and unpublished pages are both 404. */
export async function studentPage(ctx: AppContext, pathKey: string): Promise<RenderedPage> {
  const row = await ctx.db.kysely
    .selectFrom('portal_pages')
    .select(['path_key', 'title', 'category', 'body', 'updated_at'])
    .where('path_key', '=', pathKey)
    .where('published', '=', 1)
    .where('category', 'in', STUDENT_CATEGORIES)
    .executeTakeFirst();
  if (!row) throw notFound('This page is not available yet.');
  return rendered(row);
}

export async function itSupportPages(ctx: AppContext) {
  const rows = await ctx.db.kysely
    .selectFrom('portal_pages')
    .select(['path_key', 'title'])
    .where('category', '=', 'ITSupport')
    .where('published', '=', 1)
    .orderBy('title')
    .execute();
  return { items: rows.map((r) => ({ pathKey: r.path_key, title: r.title })) };
}

/** Published KB articles, searched in title and text. */
export async function kbArticles(ctx: AppContext, search: string | undefined): Promise<KbArticleList> {
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
      excerpt: kbExcerpt(r.body),
      updatedAt: r.updated_at,
    })),
  };
}

export async function kbArticle(ctx: AppContext, name: string): Promise<KbArticle> {
  const row = await ctx.db.kysely
    .selectFrom('portal_pages')
    .select(['path_key', 'title', 'category', 'body', 'updated_at'])
    .where('path_key', '=', `${KB_PREFIX}${name}`)
    .where('category', '=', 'KB')
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound('There is no knowledge-base article with that name.');
  return { name, ...rendered(row) };
}
