import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { KNOWLEDGE_BASE_0010 } from './frozen/2026-11-22-0010-knowledge-base.ts';
import { KB_USERS_0075A } from './2026-11-27-0075a-kb-users-article.ts';

// Issue 19: a new installation's knowledge base tells staff how users are given access on the
// screens as they are (migration 0075a), not the first wording of 0010.

describe('the Users article of the knowledge base', () => {
  it('is the current wording after the migrations', async () => {
    const { db } = await createTestApp();
    const page = await db.kysely
      .selectFrom('portal_pages')
      .select('body')
      .where('path_key', '=', 'kb/users')
      .executeTakeFirstOrThrow();
    expect(page.body).toBe(KB_USERS_0075A);
    expect(page.body).toContain('choose **Deactivate**');
    expect(KNOWLEDGE_BASE_0010.find((p) => p.pathKey === 'kb/users')?.body).toContain('untick **Active**');
  });
});
