import { openDatabase } from './server/src/db/database.ts';
import { migrateToLatest } from './server/src/db/migrator.ts';
import { sql } from 'kysely';
const db = openDatabase(process.argv[2]!);
console.log(await migrateToLatest(db)); await sql`analyze`.execute(db.kysely); await db.close();
