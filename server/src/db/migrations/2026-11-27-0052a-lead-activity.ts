import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 17: what happened with each potential student (lead), and who follows them. Stage changes
// are rows here too (kind 'Stage change' with from and to), so a lead's stage history and the
// activity feed read one table. A lead keeps the application it became (Applicant, Student).

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('owner_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('leads')
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('leads_owner_idx').on('leads').column('owner_user_id').execute();
  await db.schema.createIndex('leads_application_idx').on('leads').column('application_id').execute();
  await db.schema
    .createTable('lead_activities')
    .$call(withId(dialect))
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    /** Call, E-mail, Meeting, Note (logged); Stage change, Application started, Event attended (system). */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** YYYY-MM-DD. */
    .addColumn('occurred_on', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('from_stage', 'text')
    .addColumn('to_stage', 'text')
    .addColumn('next_action', 'text')
    /** YYYY-MM-DD; set with next_action. */
    .addColumn('next_action_due', 'text')
    .addColumn('done_at', 'text')
    .addColumn('application_id', 'integer', (c) => c.references('applications.id').onDelete('set null'))
    .addColumn('recorded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lead_activities_feed_idx')
    .on('lead_activities')
    .columns(['occurred_on', 'id'])
    .execute();
  await db.schema.createIndex('lead_activities_lead_idx').on('lead_activities').column('lead_id').execute();
  await db.schema
    .createIndex('lead_activities_due_idx')
    .on('lead_activities')
    .columns(['next_action_due', 'id'])
    .execute();
}
