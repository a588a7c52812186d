import type { Kysely } from 'kysely';

// Issue 18 part 4, the exam board: when registry confirmed an instance's results (and who), after
// which its marks are locked (a change needs a reason, kept in the audit log).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('module_instances').addColumn('results_confirmed_at', 'text').execute();
  await db.schema
    .alterTable('module_instances')
    .addColumn('results_confirmed_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}
