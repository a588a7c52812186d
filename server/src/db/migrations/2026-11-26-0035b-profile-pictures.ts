import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 15, the user-profile route: a picture the user uploads is a stored file (re-encoded like a
// student photo); `picture_url` stays for a picture held elsewhere (e.g. from the work account).

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('people')
    .addColumn('picture_file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .execute();
}
