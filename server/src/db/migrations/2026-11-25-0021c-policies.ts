import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 15, spec 2.5 agreement route: the policies users must accept, and who accepted which
// version when. A policy's version is its row's version: any change asks everyone again.
// No policy is installed: a college writes its own (Administration → Policies).

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('policies')
    .$call(withId(dialect))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    /** Who must accept it: space-separated permissions all held (empty: every signed-in user). */
    .addColumn('applies_to', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('policies_title_idx').on('policies').column('title').execute();
  await db.schema.createIndex('policies_active_idx').on('policies').column('active').execute();
  await db.schema.createIndex('policies_applies_to_idx').on('policies').column('applies_to').execute();

  await db.schema
    .createTable('policy_acceptances')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('policy_id', 'integer', (c) => c.notNull().references('policies.id').onDelete('restrict'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addPrimaryKeyConstraint('policy_acceptances_pk', ['user_id', 'policy_id', 'version'])
    .execute();
  await db.schema.createIndex('policy_acceptances_policy_idx').on('policy_acceptances').column('policy_id').execute();
}
