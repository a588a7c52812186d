import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 20, feature `externalLink`: links administrators add to the staff or the student menu
// (spec 2.7: an external link opens in a new tab). System data; the table exists whether or not
// the feature is on, so switching it on later finds the links kept.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('external_links')
    .$call(withId(dialect))
    .addColumn('title', 'text', (c) => c.notNull())
    /** A Material icon name from domain/external-links EXTERNAL_LINK_ICONS. */
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    /** 'staff' or 'student': whose menu shows it. */
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('external_links_audience_idx')
    .on('external_links')
    .columns(['audience', 'position'])
    .execute();
}
