import { type Kysely, sql } from 'kysely';

// Issue 15, System data → Dioceses: each diocese (an organisation of type Diocese, which
// applications name) with its diocesan contact, the DDO (name, e-mail, phone), whom evidence
// requests go to, and whether it is retired (no longer offered to applicants). One row per
// diocese; every diocese there is now gets one, with no contact yet.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('diocese_contacts')
    .addColumn('organisation_id', 'integer', (c) => c.primaryKey().references('organisations.id').onDelete('cascade'))
    .addColumn('ddo_name', 'text')
    .addColumn('ddo_email', 'text')
    .addColumn('ddo_phone', 'text')
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await sql`insert into diocese_contacts (organisation_id, created_at, updated_at)
    select id, ${now}, ${now} from organisations where type = 'Diocese'`.execute(db);
}
