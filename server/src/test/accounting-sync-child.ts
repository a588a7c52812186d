import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { runDueJobs } from '../modules/jobs/worker.ts';

// A job runner in its own process (issue 14's crash test kills it between Xero doing the work and
// the answer arriving): the real app context on the test's database, running the due jobs once.

const config = loadConfig(process.env);
const db = openDatabase(config.databaseUrl, {
  ...(process.env.TEST_SCHEMA ? { schema: process.env.TEST_SCHEMA } : {}),
  poolSize: 2,
});
const built = await buildApp({ config, db, logger: false });
process.stdout.write('ready\n');
await runDueJobs(built.ctx, { limit: 1 });
await built.app.close();
await db.close();
