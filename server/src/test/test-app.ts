import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import pg from 'pg';
import { buildApp, type BuiltApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';

// Each test file gets its own database: a fresh in-memory SQLite, or a fresh PostgreSQL schema
// in TEST_DATABASE_URL (dropped afterwards), chosen by TEST_DB (set per Vitest project).

export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestApp extends BuiltApp {
  db: Db;
  /** The SQL of every query run so far (clear it to count one request's). */
  queryLog: string[];
  config: AppConfig;
  close(): Promise<void>;
}

async function openTestDatabase(queryLog: string[]): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (TEST_DB === 'sqlite') {
    const db = openDatabase(':memory:', { onQuery: (e) => queryLog.push(e.query.sql) });
    return { db, drop: async () => undefined };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase(TEST_DATABASE_URL, { schema, poolSize: 4, onQuery: (e) => queryLog.push(e.query.sql) });
  return {
    db,
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** A migrated, empty database and the app on it; closed after the file's tests. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const queryLog: string[] = [];
  const { db, drop } = await openTestDatabase(queryLog);
  await migrateToLatest(db);
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
