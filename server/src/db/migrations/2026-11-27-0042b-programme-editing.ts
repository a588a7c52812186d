import { type Kysely, sql } from 'kysely';

// Issue 15, System data: programmes are edited by an administrator (code, title, levels,
// credits, transferability, paces) and ordered. Each programme is offered at every pace (spec 3:
// PT, FT, Extended) until the administrator says otherwise; the order starts alphabetical.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('programmes')
    .addColumn('paces', 'text', (c) => c.notNull().defaultTo('PT FT Extended'))
    .execute();
  await db.schema
    .alterTable('programmes')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const rows = await sql<{ id: number }>`select id from programmes order by code`.execute(db);
  for (const [i, r] of rows.rows.entries())
    await sql`update programmes set position = ${i + 1} where id = ${r.id}`.execute(db);
}
