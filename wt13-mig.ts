import { openDatabase } from './server/src/db/database.ts';
import { migrateToLatest } from './server/src/db/migrator.ts';
import { seedDemoData } from './server/src/db/seed/demo-data.ts';
import { sql } from 'kysely';
const url = process.argv[2]!;
const db = openDatabase(url, url.startsWith('postgres') ? { schema: 'wt13_scratch' } : {});
if (url.startsWith('postgres')) { await sql`drop schema if exists wt13_scratch cascade`.execute(db.kysely); await sql`create schema wt13_scratch`.execute(db.kysely); }
await migrateToLatest(db);
await seedDemoData(db);
const check = async () => {
  for (const t of ['students', 'people', 'users', 'applications']) {
    const a = await sql`select (select count(*) from ${sql.table(t)}) as real, (select sum(n) from ${sql.table(t + '_facets')}) as facets`.execute(db.kysely);
    console.log(t, a.rows);
  }
  console.log((await sql`select status, sum(n) as n from students_facets group by status`.execute(db.kysely)).rows);
};
await check();
await sql`update students set status = 'Withdrawn' where id in (select id from students order by id limit 3)`.execute(db.kysely);
await sql`delete from people_facets where 1 = 0`.execute(db.kysely);
await check();
await db.close();
