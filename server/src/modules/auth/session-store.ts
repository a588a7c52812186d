import { CompiledQuery, type InferResult, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { joinedText } from '../../db/sql-functions.ts';
import type { AuthContext } from '../../http/access.ts';
import { hashSecret, newSecret } from './secrets.ts';
import type { Statement } from 'better-sqlite3';
import { createSecretKey, type KeyObject } from 'node:crypto';
import { DerivedPermissions } from './derived-permissions.ts';
import { personName } from '../users/person-name.ts';

// Sign-in sessions live in the database (DESIGN 6: any server process can serve any request).

/** Refresh last-seen and the idle expiry at most this often, so reads stay reads. */
const TOUCH_AFTER_MS = 5 * 60 * 1000;
/** Stands for the session's hash in the compiled lookup. */
const SESSION_PLACEHOLDER = '\u0000session';

type LookupRow = InferResult<ReturnType<SessionStore['lookupQuery']>>[number];

export interface SessionStoreOptions {
  secret: string;
  idleMinutes: number;
}

export class SessionStore {
  /** The session secret as a key object, made once (hashSecret). */
  private readonly key: KeyObject;

  constructor(
    private readonly db: Db,
    private readonly options: SessionStoreOptions,
  ) {
    this.key = createSecretKey(Buffer.from(options.secret, 'utf8'));
  }

  private expiry(from: number): string {
    return new Date(from + this.options.idleMinutes * 60_000).toISOString();
  }

  /** Starts a session and returns the id for the cookie (the only time it exists in clear). */
  async create(input: {
    userId: number;
    realUserId?: number | null;
    ip?: string;
    userAgent?: string;
  }): Promise<string> {
    const id = newSecret();
    const now = Date.now();
    await this.db.kysely
      .insertInto('sessions')
      .values({
        id_hash: hashSecret(id, this.key),
        user_id: input.userId,
        real_user_id: input.realUserId ?? null,
        created_at: new Date(now).toISOString(),
        last_seen_at: new Date(now).toISOString(),
        expires_at: this.expiry(now),
        ip: input.ip ?? null,
        user_agent: input.userAgent?.slice(0, 300) ?? null,
      })
      .execute();
    return id;
  }

  async destroy(sessionHash: string): Promise<void> {
    await this.db.kysely.deleteFrom('sessions').where('id_hash', '=', sessionHash).execute();
  }

  async destroyAllFor(userId: number): Promise<void> {
    await this.db.kysely
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('real_user_id', '=', userId)]))
      .execute();
  }

  /**
   * The lookup of `resolve`, compiled once (issue 13: building and compiling it cost more than
   * running it). The expiry is checked on the row read, not bound as a parameter: a bound range
   * makes SQLite (built with STAT4) re-plan the statement on every call; only the session's
   * hash, a primary key, is bound.
   */
  private lookup: CompiledQuery | null = null;
  /**
   * SQLite on a file: the same lookup prepared once on the read-only connection and run
   * synchronously (null when there is none: in memory, or on PostgreSQL). That connection has no
   * transaction of its own open, so each read sees exactly what is committed at that moment (a
   * sign-out, a role change or a deactivation committed by any connection or process is seen by
   * the next request), and it never waits behind the writer's queue nor reads a write in flight.
   */
  private syncLookup: Statement | null | undefined;

  private lookupQuery(sessionHash: string) {
    // One query: the session, its user, their name and every role's permissions (the request's
    // own queries come on top of it, so it must stay one).
    return (
      this.db.kysely
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .innerJoin('people', 'people.id', 'users.person_id')
        .select([
          'sessions.user_id',
          'sessions.real_user_id',
          'sessions.last_seen_at',
          'users.email',
          'users.person_id',
          'users.permissions',
          'people.first_name',
          'people.last_name',
          'people.preferred_name',
        ])
        .select((eb) =>
          eb
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .select(joinedText(this.db.dialect, sql.ref('roles.permissions')).as('list'))
            .whereRef('user_roles.user_id', '=', 'sessions.user_id')
            .as('role_permissions'),
        )
        .select('sessions.expires_at')
        .where('sessions.id_hash', '=', sessionHash)
        // A literal, not a parameter: SQLite (STAT4) re-plans a statement whenever a parameter
        // compared with an indexed column is bound.
        .where('users.active', '=', sql.lit(1))
    );
  }

  private compiledLookup(): CompiledQuery {
    this.lookup ??= this.lookupQuery(SESSION_PLACEHOLDER).compile();
    return this.lookup;
  }

  /** The read-only connection's `PRAGMA data_version`, beside the sync lookup. */
  private dataVersion: Statement | null = null;

  private syncStatement(): Statement | null {
    if (this.syncLookup === undefined) {
      try {
        const reader = this.db.readOnlySqlite?.();
        this.syncLookup = reader && !reader.shared ? reader.connection.prepare(this.compiledLookup().sql) : null;
        this.dataVersion = this.syncLookup ? reader!.connection.prepare('pragma data_version').pluck() : null;
      } catch {
        this.syncLookup = null; // no read-only connection to be had: the writer's, through Kysely
      }
    }
    return this.syncLookup;
  }

  /**
   * SQLite on a file: the sessions resolved since the database last changed, by cookie id (issue
   * 13: the lookup and the keyed hash were most of what a signed-in request cost over a public
   * one). `PRAGMA data_version` on the read-only connection changes whenever any other connection
   * or process commits, so an entry is used only while nothing at all was committed since it was
   * read: a sign-out, a role change or a deactivation, made anywhere, is seen by the next request.
   * The version is read before the session, so a commit between the two only makes the entry
   * older than it needs to be, never newer than the row it holds.
   */
  private readonly resolved = new Map<
    string,
    { version: number; auth: AuthContext; expiresAt: string; seen: number }
  >();

  private static readonly RESOLVED_LIMIT = 10_000;

  private async readSession(sessionHash: string): Promise<LookupRow | undefined> {
    const { sql: text, parameters } = this.compiledLookup();
    const values = parameters.map((p) => (p === SESSION_PLACEHOLDER ? sessionHash : p));
    const statement = this.syncStatement();
    if (statement) return statement.get(...values) as LookupRow | undefined;
    return (await this.db.kysely.executeQuery<LookupRow>(CompiledQuery.raw(text, values))).rows[0];
  }

  /** The session behind a cookie id, with its user and permissions; null when unknown or expired. */
  async resolve(id: string): Promise<AuthContext | null> {
    const now = Date.now();
    const version = this.syncStatement() ? (this.dataVersion!.get() as number) : null;
    if (version !== null) {
      const kept = this.resolved.get(id);
      if (kept && kept.version === version && now - kept.seen <= TOUCH_AFTER_MS) {
        return kept.expiresAt > new Date(now).toISOString() ? kept.auth : null;
      }
    }
    const sessionHash = hashSecret(id, this.key);
    const row = await this.readSession(sessionHash);
    if (!row || row.expires_at <= new Date(now).toISOString()) return null;
    const seen = Date.parse(row.last_seen_at);
    if (now - seen > TOUCH_AFTER_MS) {
      await this.db.kysely
        .updateTable('sessions')
        .set({ last_seen_at: new Date(now).toISOString(), expires_at: this.expiry(now) })
        .where('id_hash', '=', sessionHash)
        .execute();
    }
    const auth: AuthContext = Object.freeze({
      sessionHash,
      realUserId: row.real_user_id,
      user: Object.freeze({
        id: row.user_id,
        personId: row.person_id,
        email: row.email,
        name: personName(row),
        permissions: this.permissions.of(row.role_permissions ?? '', row.permissions),
      }),
    });
    // Kept only when nothing was written here (a touch changes the version anyway).
    if (version !== null && now - seen <= TOUCH_AFTER_MS) {
      if (this.resolved.size >= SessionStore.RESOLVED_LIMIT) this.resolved.clear();
      this.resolved.set(id, { version, auth, expiresAt: row.expires_at, seen });
    }
    return auth;
  }

  /** Every session's rights, derived once per distinct pair of role and own permission lists. */
  private readonly permissions = new DerivedPermissions();

  async purgeExpired(): Promise<number> {
    const result = await this.db.kysely
      .deleteFrom('sessions')
      .where('expires_at', '<=', new Date().toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
