import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';

// The tests' migrated, empty databases, made once: migrating takes ~0.4 s on SQLite and 5-30 s on
// PostgreSQL on a busy 2-core machine, and the suite builds ~150 apps per database. SQLite: one
// serialized image per worker, opened in memory by each app. PostgreSQL: one template database per
// set of migrations (built by Vitest's global setup before any worker starts), copied by
// CREATE DATABASE ... TEMPLATE for each app.

export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const migrationsDir = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/** Names and contents of every migration: a changed or added migration makes a new template. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.endsWith('.test.ts')) hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsDir);
  hash.update(readFileSync(fileURLToPath(new URL('../db/migrator.ts', import.meta.url))));
  return hash.digest('hex').slice(0, 16);
}

let sqliteImage: Promise<Buffer> | undefined;

/** The migrated SQLite database, serialized once per worker. */
export function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const file = path.join(tmpdir(), `collegium-test-image-${process.pid}-${randomBytes(4).toString('hex')}.db`);
    const db = openDatabase(file);
    try {
      await migrateToLatest(db);
      // Out of WAL mode, so the file alone holds the database and can be opened from memory.
      await sql`pragma journal_mode = delete`.execute(db.kysely);
    } finally {
      await db.close();
    }
    const image = readFileSync(file);
    rmSync(file, { force: true });
    return image;
  })();
  return sqliteImage;
}

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.href;
}

export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/**
 * The PostgreSQL template database for today's migrations, made once. Workers and concurrent
 * runs serialize on an advisory lock; the template is migrated under a temporary name and renamed
 * when complete, so no app is ever copied from a half-migrated one.
 */
export function migratedPostgresTemplate(): Promise<string> {
  postgresTemplate ??= withAdmin(async (admin) => {
    const name = `collegium_template_${migrationsFingerprint()}`;
    await admin.query('select pg_advisory_lock(4242001)');
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      // Each migration commits on its own: none waits on the disk (see test-app.ts).
      await admin.query(`alter database ${building} set synchronous_commit = off`);
      const db = openDatabase(databaseUrl(building), { poolSize: 1 });
      try {
        await migrateToLatest(db);
      } finally {
        await db.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(4242001)');
    }
  });
  return postgresTemplate;
}
