import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Lockout } from './modules/auth/lockout.ts';
import type { SessionStore } from './modules/auth/session-store.ts';

/** What every route module needs, built once in app.ts and passed to each module. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  sessions: SessionStore;
  lockout: Lockout;
  startedAt: number;
}
