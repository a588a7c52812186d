import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Roles are data (server/src/demo/roles.ts seeds them with the demo data); a database started
// without demo data has none, so the first registration creates the Applicant role.

export const APPLICANT_ROLE = 'Applicant';
export const APPLICANT_PERMISSION = 'applications:apply';

export async function applicantRoleId(trx: Transaction<Database>, now: string): Promise<number> {
  const found = await trx.selectFrom('roles').select('id').where('name', '=', APPLICANT_ROLE).executeTakeFirst();
  if (found) return found.id;
  const created = await trx
    .insertInto('roles')
    .values({
      name: APPLICANT_ROLE,
      description: 'Someone applying to study.',
      permissions: APPLICANT_PERMISSION,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
