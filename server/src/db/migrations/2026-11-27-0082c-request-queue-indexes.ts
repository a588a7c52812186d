import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 13, the requests queue: a UNION ALL of extensions and student requests, newest first by
// default. Each table gets an index in that order, SQLite `((requested_at is null), requested_at)`
// (the rowid ends it as the tie-break), PostgreSQL `(requested_at, id)`, so a page reads each
// table's first offset + limit rows in list order (lib/list-view.ts `firstOfEachArm`) and merges
// them, instead of sorting every request.

export const REQUEST_QUEUE_TABLES = ['extensions', 'student_requests'] as const;

export const requestQueueIndexName = (table: string) => `${table}_requested_at_list_idx`;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const table of REQUEST_QUEUE_TABLES) {
    const keys = dialect === 'postgres' ? 'requested_at, id' : '(requested_at is null), requested_at';
    await sql.raw(`create index ${requestQueueIndexName(table)} on ${table} (${keys})`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of REQUEST_QUEUE_TABLES) await db.schema.dropIndex(requestQueueIndexName(table)).execute();
}
