import type { Kysely } from 'kysely';

// Failed sign-ins are counted per e-mail address AND client IP (issue 11, point 16): a stranger's
// wrong guesses lock only the stranger's address out, never the account's owner. The table holds
// short-lived counters only, so it is replaced rather than converted.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('first_failed_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addPrimaryKeyConstraint('login_failures_pk', ['email', 'ip'])
    .execute();
}
