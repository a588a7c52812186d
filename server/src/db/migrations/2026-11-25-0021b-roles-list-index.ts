import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 15: the roles list (a generic entity) sorts by its columns, each indexed.

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('roles_description_idx').on('roles').column('description').execute();
  await db.schema.createIndex('roles_permissions_idx').on('roles').column('permissions').execute();
}
