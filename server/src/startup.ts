import type { AppConfig } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrator.ts';
import { hasAnyUser, seedDemoData } from './demo/demo-data.ts';

/** Opens the database, brings its schema up to date and, on an empty one, writes the demo data. */
export async function prepareDatabase(
  config: AppConfig,
  log: (message: string) => void,
  seedDemo: boolean,
): Promise<Db> {
  const db = openDatabase(config.databaseUrl);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  if (seedDemo && !(await hasAnyUser(db))) {
    const result = await seedDemoData(db, { filesDir: config.filesDir });
    log(`Seeded demo data: ${result.users} users, ${result.students} students.`);
  }
  return db;
}
