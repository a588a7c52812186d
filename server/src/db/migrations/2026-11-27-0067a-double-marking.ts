import { type Kysely, sql } from 'kysely';

// Issue 18: double marking (spec 4.6's first and second markers' marks and the moderation). A
// module says whether its work is double marked (on for the dissertation modules, level 7Diss);
// a submission of such a module keeps the first and second marks, who gave them, and the
// moderation note; its `mark` stays the mark that counts (the agreed one), which every reader uses.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('modules')
    .addColumn('double_marked', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update modules set double_marked = 1 where level = '7Diss'`.execute(db);
  for (const column of ['first_mark', 'second_mark', 'first_marker_user_id', 'second_marker_user_id'])
    await db.schema.alterTable('submissions').addColumn(column, 'integer').execute();
  await db.schema.alterTable('submissions').addColumn('moderation_note', 'text').execute();
}
