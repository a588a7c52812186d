import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 20, feature `badges`: awards of recognition staff define (completed residentials,
// study-skills modules, safeguarding training...) and grant to students, at most once each.
// Created whether or not the feature is on, so switching it on later finds the awards kept.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('badges')
    .$call(withId(dialect))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    /** 1: no longer granted; awards made stay. */
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('badge_awards')
    .$call(withId(dialect))
    .addColumn('badge_id', 'integer', (c) => c.notNull().references('badges.id'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    /** YYYY-MM-DD. */
    .addColumn('awarded_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('awarded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('badge_awards_badge_student_key', ['badge_id', 'student_id'])
    .execute();
  await db.schema.createIndex('badge_awards_student_idx').on('badge_awards').column('student_id').execute();
}
