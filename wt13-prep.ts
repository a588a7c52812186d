import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from './server/src/db/database.ts';
import { migrateToLatest } from './server/src/db/migrator.ts';
import { seedDemoData } from './server/src/db/seed/demo-data.ts';
import { insertBulk } from './server/bench/bulk-data.ts';
const url = process.argv[2]!;
if (url.startsWith('postgres')) {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect(); await admin.query('drop database if exists wt13_bench'); await admin.query('create database wt13_bench'); await admin.end();
}
const db = openDatabase(url);
await migrateToLatest(db);
await seedDemoData(db);
const t = Date.now();
await insertBulk(db, 100_000, 100_000);
console.log('bulk', Date.now() - t);
await sql`analyze`.execute(db.kysely);
if (url.startsWith('postgres')) await sql`vacuum analyze`.execute(db.kysely);
await db.close();
