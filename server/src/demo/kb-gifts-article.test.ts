import { describe, expect, it } from 'vitest';
import { KB_GIFTS_0084A, KB_GIFTS_TITLE_0084A, up } from '../db/migrations/2026-11-27-0084a-kb-gifts-article.ts';
import { createTestApp } from '../test/test-app.ts';
import { KNOWLEDGE_BASE } from './portal-pages.ts';

// Issue 17: every installation's knowledge base has the gifts article (migration 0084a), the same
// text as the demo's copy (which the web's instruction check reads), and a college's own edit of
// that page is never overwritten.

describe('the Gifts article of the knowledge base', () => {
  it('is installed by the migrations, published, with the demo copy’s wording', async () => {
    const { db } = await createTestApp();
    const page = await db.kysely
      .selectFrom('portal_pages')
      .select(['title', 'category', 'body', 'published'])
      .where('path_key', '=', 'kb/gifts')
      .executeTakeFirstOrThrow();
    expect(page).toEqual({ title: KB_GIFTS_TITLE_0084A, category: 'KB', body: KB_GIFTS_0084A, published: 1 });
    expect(page.body).toContain('Choose **Record a gift**');
    const demo = KNOWLEDGE_BASE.find((p) => p.pathKey === 'kb/gifts');
    expect(demo).toEqual({ pathKey: 'kb/gifts', title: KB_GIFTS_TITLE_0084A, category: 'KB', body: KB_GIFTS_0084A });

    await db.kysely
      .updateTable('portal_pages')
      .set({ body: 'Our own words.' })
      .where('path_key', '=', 'kb/gifts')
      .execute();
    await up(db.kysely as never);
    const kept = await db.kysely.selectFrom('portal_pages').select('body').where('path_key', '=', 'kb/gifts').execute();
    expect(kept).toEqual([{ body: 'Our own words.' }]);
  });
});
