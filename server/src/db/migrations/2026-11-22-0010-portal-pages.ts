import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { KNOWLEDGE_BASE_0010 } from './frozen/2026-11-22-0010-knowledge-base.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Portal pages (issue 5, spec 2.6): Markdown pages staff edit at admin/portalpages, found by a
// path key. The student content pages and the staff knowledge base (/kb) read them.
// The knowledge-base articles describe this product, so every installation starts with them; the
// student pages describe a college, so only the demo data writes those.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('portal_pages')
    .$call(withId(dialect))
    /** e.g. course, help, itsupport/email, kb/students (domain/src/portal-pages.ts). */
    .addColumn('path_key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    /** Student, ITSupport, StudentSupport or KB. */
    .addColumn('category', 'text', (c) => c.notNull())
    /** Markdown; rendered on the server with raw HTML off and links limited to http(s), mailto, relative. */
    .addColumn('body', 'text', (c) => c.notNull())
    /** 0: staff see it, students do not. */
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('portal_pages_category_idx').on('portal_pages').column('category').execute();

  // The knowledge base as it stood when this migration was written (pages already there are kept).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration does not know the live schema's types
  const k = db as Kysely<any>;
  const existing = new Set(
    (await k.selectFrom('portal_pages').select('path_key').execute()).map((r: { path_key: string }) => r.path_key),
  );
  const missing = KNOWLEDGE_BASE_0010.filter((p) => !existing.has(p.pathKey));
  if (missing.length === 0) return;
  const now = new Date().toISOString();
  await k
    .insertInto('portal_pages')
    .values(
      missing.map((p) => ({
        path_key: p.pathKey,
        title: p.title,
        category: p.category,
        body: p.body,
        published: 1,
        updated_by_user_id: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
