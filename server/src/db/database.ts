import BetterSqlite3 from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

// COUNT(*) and other int8 values come back from pg as strings; every number we store fits a double.
pg.types.setTypeParser(20, (v) => Number(v));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface OpenOptions {
  /** PostgreSQL only: put every table in this schema (tests give each file its own). */
  schema?: string;
  poolSize?: number;
  /** Called after every query (tests count a request's queries with it). */
  onQuery?: (event: LogEvent) => void;
  /** SQLite only: how long a write waits for another writer before SQLITE_BUSY (default 5 s). */
  busyTimeoutMs?: number;
  /** SQLite only, with ':memory:': start from this serialized database (the tests' migrated image). */
  image?: Buffer;
  /** PostgreSQL only: told when a pooled connection fails outside a query (the server restarted). */
  onConnectionError?: (error: Error) => void;
}

function logConnectionError(error: Error) {
  console.warn(`database connection lost: ${error.message}`);
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      // A request waits at most this long for a connection (never forever while the database is away).
      connectionTimeoutMillis: 10_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // When PostgreSQL restarts it ends every connection. Without these listeners the 'error' event
    // of an idle pooled client (emitted by the pool) or of a checked-out one between queries would
    // be unhandled and end the process. The broken client is dropped (the pool on release, as it is
    // no longer queryable) and the pool connects afresh when the database is back.
    const onConnectionError = options.onConnectionError ?? logConnectionError;
    pool.on('error', (error) => onConnectionError(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => onConnectionError(error));
      withNamedStatements(client);
    });
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...(options.onQuery ? { log: options.onQuery } : {}),
    });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const file = url.startsWith('sqlite:') ? url.slice('sqlite:'.length) : url;
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new BetterSqlite3(file === ':memory:' && options.image ? options.image : file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
  sqlite.pragma('synchronous = NORMAL');
  // Keep the working set in memory: 64 MB of page cache and the file mapped for reads.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = memory');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    ...(options.onQuery ? { log: options.onQuery } : {}),
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/** How many prepared SQLite statements stay ready for reuse (the least recently used go first). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * SQLite: each distinct SQL text is prepared once and reused, as Kysely would otherwise prepare
 * every query anew (tens of microseconds, more than a session lookup's own work). Kysely runs one
 * statement at a time on its one connection, so a reused statement is never busy.
 */
function withStatementCache(sqlite: BetterSqlite3.Database) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement) cache.delete(text);
      else statement = sqlite.prepare(text);
      cache.set(text, statement);
      if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      return statement;
    },
  };
}

/** How many named (prepared) statements one PostgreSQL connection keeps (least recently used go first). */
const NAMED_STATEMENTS_PER_CONNECTION = 200;

/**
 * Bumped by any schema change run through any connection of this process (a migration, a test's
 * DDL): a connection then drops its prepared statements, since PostgreSQL refuses to reuse a
 * prepared `select *` whose result columns changed.
 */
let schemaEpoch = 0;
const DDL = /^\s*(create|alter|drop|truncate|comment|grant|revoke)\b/i;
const READ = /^\s*(select|with)\b/i;

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * PostgreSQL: every read Kysely sends on this connection runs as a named prepared statement, so
 * PostgreSQL parses it once per connection and, after its first executions, keeps a generic plan:
 * planning a list query against ~25 indexes cost more than running it (issue 13). Each SQL text
 * gets a name of its own (`q1`, `q2`... never reused); the least recently used are deallocated.
 * Writes, transaction control and DDL run unnamed, as before.
 */
function withNamedStatements(client: pg.PoolClient) {
  const names = new Map<string, string>();
  let next = 0;
  let epoch = schemaEpoch;
  const query = client.query.bind(client) as Query;
  // pg's own record of the statements it has parsed on this connection.
  const parsed = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;
  // Deallocated just before the connection's next read, so no query is sent while another runs;
  // only statements PostgreSQL confirmed (deallocating an unknown one would fail a transaction).
  let stale: string[] = [];
  const drop = (name: string) => {
    if (parsed?.[name] === undefined) return;
    delete parsed[name];
    stale.push(name);
  };
  const run = (name: string, text: string, values: unknown) => {
    if (stale.length === 0) return query({ name, text, values });
    const deallocate = stale.map((n) => `deallocate ${n}`).join('; ');
    stale = [];
    return query(deallocate)
      .catch(() => undefined)
      .then(() => query({ name, text, values }));
  };
  (client as unknown as { query: Query }).query = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || rest.length > 0 || typeof values === 'function')
      return query(text, values, ...rest);
    if (DDL.test(text)) {
      schemaEpoch++;
      return query(text, values);
    }
    // Several statements in one text cannot be prepared.
    if (!READ.test(text) || /;\s*\S/.test(text)) return query(text, values);
    if (epoch !== schemaEpoch) {
      for (const old of names.values()) drop(old);
      names.clear();
      epoch = schemaEpoch;
    }
    let name = names.get(text);
    if (name) names.delete(text);
    else name = `q${++next}`;
    names.set(text, name);
    if (names.size > NAMED_STATEMENTS_PER_CONNECTION) {
      const [oldest, oldName] = names.entries().next().value as [string, string];
      names.delete(oldest);
      drop(oldName);
    }
    return run(name, text, values);
  };
}
