import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Admissions' review of an application (spec 4.4): one row per reviewed section with its review
// status (from that section's catalogue, or none yet) and the staff's notes on it. The
// application's own version guards every change, so the rows carry no version of their own.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('application_section_reviews')
    .$call(withId(dialect))
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    /** A key of SECTION_REVIEW_STATUSES (domain/src/section-review-statuses.ts). */
    .addColumn('section', 'text', (c) => c.notNull())
    /** One of the section's statuses; null: not yet reviewed. */
    .addColumn('status', 'text')
    .addColumn('notes', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('application_section_reviews_section_uq', ['application_id', 'section'])
    .execute();
}
