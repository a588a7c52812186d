import { z } from 'zod';

// Issue 16, Reporting > Ad hoc queries (spec 2.4: admin:sysadmin): read-only SQL over the
// reporting views (reporting-views.ts; migration 0051a makes them on both databases), never over
// the tables holding password hashes, sessions, tokens or files. `adhocSqlProblem` refuses a statement before
// it reaches the database; the database refuses writes again (a read-only transaction on
// PostgreSQL, `query_only` on SQLite).

/** Words that change data or the session; refused anywhere in a statement (outside strings). */
const WRITE_WORDS = [
  'insert',
  'update',
  'delete',
  'merge',
  'create',
  'drop',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'attach',
  'detach',
  'pragma',
  'vacuum',
  'reindex',
  'analyze',
  'copy',
  'call',
  'do',
  'lock',
  'set',
  'reset',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'into',
  'listen',
  'notify',
  'prepare',
  'execute',
  'deallocate',
  'discard',
  'load',
  'security',
  'refresh',
  'cluster',
  'comment',
  // PostgreSQL functions that change settings, touch files or run SQL given as text.
  'set_config',
  'lo_import',
  'lo_export',
  'dblink',
  'dblink_exec',
  'query_to_xml',
  'query_to_xmlschema',
  'query_to_xml_and_xmlschema',
  'cursor_to_xml',
  'table_to_xml',
  'table_to_xmlschema',
  'schema_to_xml',
  'database_to_xml',
  'ts_stat',
  'load_extension',
];

/** The statement without comments and with string literals blanked. */
function blankLiterals(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
}

/** Names (quoted ones unquoted, all lower case) and the punctuation that matters: , ( ) . */
function tokens(text: string): string[] {
  return (text.match(/"(?:[^"]|"")*"|[A-Za-z_][A-Za-z0-9_$]*|[,().]/g) ?? []).map((t) =>
    t.startsWith('"') ? t.slice(1, -1).replace(/""/g, '"').toLowerCase() : t.toLowerCase(),
  );
}

/** Where a table name may stand: after FROM, JOIN, IN, or a comma of a FROM list. */
const TABLE_POSITION = new Set(['from', 'join', 'in']);
/** Words that end a FROM list. */
const AFTER_FROM = new Set([
  'where',
  'group',
  'order',
  'having',
  'limit',
  'union',
  'intersect',
  'except',
  'on',
  'using',
  'window',
  'offset',
  'fetch',
  'select',
]);

/** The names a statement reads as tables (schema-qualified ones by their last part). */
function tablesNamed(words: readonly string[]): string[] {
  const found: string[] = [];
  let inFrom = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === 'from' || w === 'join') inFrom = true;
    else if (AFTER_FROM.has(w)) inFrom = false;
    const opens = TABLE_POSITION.has(w) || (w === ',' && inFrom);
    if (!opens) continue;
    let j = i + 1;
    if (words[j] === 'lateral' || words[j] === 'only') j++;
    let name = words[j];
    while (words[j + 1] === '.' && words[j + 2]) {
      j += 2;
      name = words[j];
    }
    if (name && name !== '(' && words[j + 1] !== '(') found.push(name);
  }
  return found;
}

/**
 * Why a statement may not run, or null. `tables` are the database's own tables (never to be read
 * directly): a name in a table position (after FROM, JOIN, IN or a comma of a FROM list) must not
 * be one; catalogues (`pg_*`, `sqlite_*`, `pragma_*`, `information_schema`) are refused anywhere.
 */
export function adhocSqlProblem(sql: string, tables: readonly string[]): string | null {
  const text = blankLiterals(sql).trim().replace(/;\s*$/, '');
  if (text === '') return 'Write a query.';
  if (text.includes(';')) return 'Write one statement only.';
  if (/\/\*|\$\$/.test(text)) return 'Comments and dollar-quoted text are not accepted.';
  const words = tokens(text);
  if (words[0] !== 'select' && words[0] !== 'with') return 'Only a SELECT (or WITH … SELECT) query may run.';
  const write = words.find((w) => WRITE_WORDS.includes(w));
  if (write) return `“${write.toUpperCase()}” is not allowed: ad hoc queries only read.`;
  const catalogue = words.find((w) => /^(pg_|sqlite_|pragma_)/.test(w) || w === 'information_schema');
  if (catalogue) return `“${catalogue}” is a database catalogue; query the reporting views (report_…).`;
  const forbidden = new Set(tables.map((t) => t.toLowerCase()));
  const table = tablesNamed(words).find((w) => forbidden.has(w));
  if (table) return `“${table}” is a table; ad hoc queries read only the reporting views (report_…).`;
  return null;
}

export const ADHOC_MAX_ROWS = 1000;

export const adhocQueryRequest = z.object({
  sql: z
    .string({ error: 'Write a query.' })
    .trim()
    .min(1, 'Write a query.')
    .max(20_000, 'A query is at most 20,000 characters.'),
});
export type AdhocQueryRequest = z.infer<typeof adhocQueryRequest>;

export const adhocQueryResult = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  /** More rows matched than the cap: only the first `maxRows` are shown. */
  truncated: z.boolean(),
  maxRows: z.number(),
  milliseconds: z.number(),
});
export type AdhocQueryResult = z.infer<typeof adhocQueryResult>;
