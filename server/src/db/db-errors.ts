// Database failures that say "the database cannot serve now" rather than "this request is wrong"
// or "the code is wrong": PostgreSQL down, restarting or refusing connections, a connection cut
// mid-query; SQLite busy past its timeout, locked, out of disk or unable to write. The server
// answers them 503 (spec 8: 'Service Unavailable') and keeps running; the pool reconnects on its
// own when the database is back.

interface DbErrorLike {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

// SQLSTATE classes and codes: 08 connection exception, 57P01 admin shutdown, 57P02 crash shutdown,
// 57P03 cannot connect now (starting up / shutting down), 53 insufficient resources (too many
// connections, disk full, out of memory), 58 system error (I/O).
function isPostgresUnavailable(code: string): boolean {
  return (
    /^08...$/.test(code) ||
    code === '57P01' ||
    code === '57P02' ||
    code === '57P03' ||
    /^53...$/.test(code) ||
    /^58...$/.test(code)
  );
}

function isSqliteUnavailable(code: string): boolean {
  return /^SQLITE_(BUSY|LOCKED|FULL|IOERR|READONLY|CANTOPEN|PROTOCOL)/.test(code);
}

const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'terminating connection due to administrator command',
  'the database system is',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as DbErrorLike;
  const code = typeof e.code === 'string' ? e.code : '';
  if (code && (NETWORK_CODES.has(code) || isPostgresUnavailable(code) || isSqliteUnavailable(code))) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  if (PG_CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(e.errors)) return e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
  return false;
}

/** SQLite busy or locked: another writer holds the database; a retry in a moment will pass. */
export function isDatabaseBusy(error: unknown): boolean {
  const code = (error as DbErrorLike | null)?.code;
  return typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code);
}
