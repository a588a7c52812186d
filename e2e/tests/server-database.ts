import Database from 'better-sqlite3';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Test set-up only: read an id from the e2e server's own SQLite file (e2e/serve.mjs writes it),
// for the steps whose staff screens arrive in later issues.
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');
const file = path.resolve(dataDir, 'e2e.db');

export function queryServerDatabase<T>(query: string): T {
  const db = new Database(file, { readonly: true });
  try {
    const row = db.prepare(query).get() as T | undefined;
    if (!row) throw new Error(`no row for: ${query}`);
    return row;
  } finally {
    db.close();
  }
}
