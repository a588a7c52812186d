import { z } from 'zod';

// Issue 16, Reporting > Ad hoc queries (spec 2.4: admin:sysadmin): read-only SQL over the
// reporting views below (migration 0051a makes them on both databases), never over the tables
// holding password hashes, sessions, tokens or files. `adhocSqlProblem` refuses a statement before
// it reaches the database; the database refuses writes again (a read-only transaction on
// PostgreSQL, `query_only` on SQLite).

export interface ReportingView {
  name: string;
  description: string;
  columns: readonly (readonly [name: string, meaning: string])[];
}

export const REPORTING_VIEWS: readonly ReportingView[] = [
  {
    name: 'report_students',
    description: 'One row per student, with the current engagement.',
    columns: [
      ['student_id', 'The student’s id (links the other views).'],
      ['partner_id', 'The partner id (spec 9).'],
      ['first_name', 'First name.'],
      ['last_name', 'Last name.'],
      ['email', 'E-mail address.'],
      ['programme_code', 'Programme code.'],
      ['level', 'Level.'],
      ['pace', 'Study pace.'],
      ['student_type', 'Student type.'],
      ['status', 'Status of the current engagement.'],
      ['hub', 'Hub.'],
      ['cohort', 'Cohort.'],
      ['cohort_group', 'Cohort group.'],
      ['start_intake', 'Start intake of the current engagement (YYYY-MM-DD).'],
      ['end_date', 'End date of the current engagement.'],
    ],
  },
  {
    name: 'report_engagements',
    description: 'Every engagement (a student’s time on a programme), current or past.',
    columns: [
      ['engagement_id', 'The engagement’s id.'],
      ['student_id', 'The student.'],
      ['programme_code', 'Programme code.'],
      ['level', 'Level.'],
      ['status', 'Engagement status (spec 4.2).'],
      ['pace', 'Study pace.'],
      ['student_type', 'Student type.'],
      ['hub', 'Hub.'],
      ['start_intake', 'Start intake (YYYY-MM-DD).'],
      ['end_date', 'End date.'],
      ['exit_award', 'Exit award.'],
    ],
  },
  {
    name: 'report_sessions',
    description: 'Each academic year of an engagement (enrolment sessions).',
    columns: [
      ['session_id', 'The session’s id.'],
      ['engagement_id', 'The engagement.'],
      ['academic_year', 'First calendar year of the academic year (2026 = 2026/27).'],
      ['level', 'Level that year.'],
      ['status', 'Session status.'],
      ['enrolled_at', 'When the student was enrolled.'],
    ],
  },
  {
    name: 'report_programmes',
    description: 'The programmes (System data).',
    columns: [
      ['code', 'Programme code.'],
      ['title', 'Title.'],
      ['award', 'Award.'],
      ['credits', 'Credits.'],
      ['levels', 'Levels, space-separated.'],
      ['active', '1 when offered.'],
    ],
  },
  {
    name: 'report_applications',
    description: 'One row per application.',
    columns: [
      ['application_id', 'The application’s id.'],
      ['first_name', 'First name.'],
      ['last_name', 'Last name.'],
      ['email', 'E-mail address.'],
      ['status', 'Application status.'],
      ['course', 'Programme code applied for.'],
      ['study_pace', 'Study pace.'],
      ['applicant_type', 'Applicant type.'],
      ['diocese', 'Diocese.'],
      ['submitted_at', 'When it was submitted.'],
    ],
  },
  {
    name: 'report_references',
    description: 'The references of each application (no referee’s answers or links).',
    columns: [
      ['reference_id', 'The reference’s id.'],
      ['application_id', 'The application.'],
      ['kind', 'Kind of reference.'],
      ['status', 'Not sent, Requested or Received.'],
      ['requested_at', 'When it was requested.'],
      ['received_at', 'When it arrived.'],
    ],
  },
  {
    name: 'report_results',
    description: 'A student’s place on a module instance and its outcome.',
    columns: [
      ['result_id', 'The result’s id.'],
      ['engagement_id', 'The engagement.'],
      ['module_code', 'Module code.'],
      ['module_title', 'Module title.'],
      ['academic_year', 'Academic year of the instance.'],
      ['outcome', 'Enrolled, Passed, Failed, Withdrawn or Deferred.'],
      ['mark', 'Mark.'],
      ['credits_awarded', 'Credits awarded.'],
    ],
  },
  {
    name: 'report_invoices',
    description: 'Invoices (amounts in pence).',
    columns: [
      ['invoice_id', 'The invoice’s id.'],
      ['student_id', 'The student.'],
      ['number', 'Invoice number.'],
      ['status', 'draft or issued.'],
      ['issued_on', 'Date issued.'],
      ['due_on', 'Date due.'],
      ['amount_pence', 'Amount in pence.'],
      ['academic_year', 'Academic year.'],
    ],
  },
  {
    name: 'report_payments',
    description: 'Payments against invoices (amounts in pence).',
    columns: [
      ['payment_id', 'The payment’s id.'],
      ['student_id', 'The student.'],
      ['invoice_id', 'The invoice paid.'],
      ['received_on', 'Date received.'],
      ['amount_pence', 'Amount in pence.'],
      ['method', 'How it was paid.'],
    ],
  },
];

export const REPORTING_VIEW_NAMES: readonly string[] = REPORTING_VIEWS.map((v) => v.name);

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
