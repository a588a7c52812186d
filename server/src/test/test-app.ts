import { randomBytes } from 'node:crypto';
import type { LogEvent } from 'kysely';
import { afterAll } from 'vitest';
import { buildApp, type BuiltApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { databaseUrl, migratedPostgresTemplate, migratedSqliteImage, TEST_DB, withAdmin } from './migrated-database.ts';

// Each test app gets its own migrated, empty database: an in-memory SQLite opened from the
// worker's migrated image, or a PostgreSQL database of its own copied from the migrated template
// (dropped afterwards), chosen by TEST_DB (set per Vitest project). See migrated-database.ts.
// A test database commits without waiting for its WAL to reach the disk (synchronous_commit off):
// a commit is as atomic and as visible as before, only a crash of the PostgreSQL server itself
// could lose the last few, and the API suites commit tens of thousands of times, each waiting on
// an fsync of the shared, busy disk otherwise. Production never sets it.

export { TEST_DATABASE_URL, TEST_DB } from './migrated-database.ts';

export interface TestApp extends BuiltApp {
  db: Db;
  /** The SQL of every query run so far (clear it to count one request's). */
  queryLog: string[];
  config: AppConfig;
  close(): Promise<void>;
}

async function openTestDatabase(queryLog: string[]): Promise<{ db: Db; drop: () => Promise<void> }> {
  const onQuery = (e: LogEvent) => queryLog.push(e.query.sql);
  if (TEST_DB === 'sqlite') {
    return {
      db: openDatabase(':memory:', { image: await migratedSqliteImage(), onQuery }),
      drop: async () => undefined,
    };
  }
  const template = await migratedPostgresTemplate();
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(async (admin) => {
    await admin.query(`create database ${name} template ${template}`);
    await admin.query(`alter database ${name} set synchronous_commit = off`);
  });
  const db = openDatabase(databaseUrl(name), { poolSize: 4, onQuery });
  return {
    db,
    drop: () => withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

/** A migrated, empty database and the app on it; closed after the file's tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const queryLog: string[] = [];
  const { db, drop } = await openTestDatabase(queryLog);
  const config = loadConfig({
    SESSION_SECRET: 'test-secret-that-is-long-enough-for-hmac-0123456789',
    LOGIN_RATE_LIMIT: '1000',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const built = await buildApp({ config, db, logger: false });
  await built.app.ready();
  const testApp: TestApp = {
    ...built,
    db,
    queryLog,
    config,
    close: async () => {
      await built.app.close();
      await db.close();
      await drop();
    },
  };
  afterAll(() => testApp.close());
  return testApp;
}
