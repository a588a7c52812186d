import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 17: events (open days, conferences, church visits) whose attendee lists are imported;
// a registration made by an import points at its event, once per person and event, so the same
// file imported twice adds nothing.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('lead_events')
    .$call(withId(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** YYYY-MM-DD. */
    .addColumn('held_on', 'text', (c) => c.notNull())
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lead_events_held_idx').on('lead_events').columns(['held_on', 'id']).execute();
  await db.schema
    .alterTable('registrations')
    .addColumn('event_id', 'integer', (c) => c.references('lead_events.id').onDelete('set null'))
    .execute();
  await sql`create unique index registrations_event_person_key on registrations (event_id, person_id) where event_id is not null`.execute(
    db,
  );
}
