import { z } from 'zod';

// Issue 15, Administration > Import (admin:sysadmin): what can be imported, the calls' shapes,
// and the rule that suggests a column mapping from a file's headers. The server and the web
// import these schemas, so a renamed field breaks the type check on both sides.

/** What a file can hold; each is an entity definition's name (students add their engagement). */
export const IMPORT_KINDS = ['students', 'contacts', 'organisations', 'leads', 'faculty', 'modules'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  students: 'Students (with engagements)',
  contacts: 'Contacts',
  organisations: 'Organisations',
  leads: 'Potential students',
  faculty: 'Faculty',
  modules: 'Modules',
};

/** How a row is matched to a record already held, per kind (shown on the screen). */
export const IMPORT_MATCH_RULES: Record<ImportKind, string> = {
  students: 'partner id, else e-mail, else name and date of birth, else name and postcode',
  contacts: 'e-mail, else name and date of birth, else name and postcode',
  organisations: 'e-mail, else name and postcode',
  leads: 'e-mail, else name and date of birth, else name and postcode',
  faculty: 'e-mail, else name and date of birth, else name and postcode',
  modules: 'module code',
};

export const IMPORT_STATUSES = ['uploaded', 'checked', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** What the dry run (or the commit) did with one row. */
export const ROW_ACTIONS = ['create', 'update', 'duplicate', 'error'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

export const rowErrorSchema = z.object({ column: z.string(), message: z.string() });
export const rowOutcomeSchema = z.object({
  /** The row's line in the file (the header is row 1). */
  row: z.number().int(),
  action: z.enum(ROW_ACTIONS),
  /** What it was matched by, or the new record's name. */
  label: z.string(),
  errors: z.array(rowErrorSchema),
});
export type RowOutcome = z.infer<typeof rowOutcomeSchema>;

export const importFieldSchema = z.object({ name: z.string(), label: z.string(), required: z.boolean() });
export type ImportField = z.infer<typeof importFieldSchema>;

/** Column header → field name (null: not imported). */
export const importMappingSchema = z.record(z.string().max(200), z.string().max(100).nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(IMPORT_KINDS),
  source: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  headers: z.array(z.string()),
  mapping: importMappingSchema.nullable(),
  fields: z.array(importFieldSchema),
  status: z.enum(IMPORT_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  counts: z.object({
    create: z.number().int(),
    update: z.number().int(),
    duplicate: z.number().int(),
    error: z.number().int(),
  }),
  /** The first rows' outcomes (at most IMPORT_OUTCOMES_SHOWN), errors first. */
  outcomes: z.array(rowOutcomeSchema),
  hasFailedRows: z.boolean(),
  lastError: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof importRunSchema>;

export const importRunListSchema = z.object({
  items: z.array(importRunSchema.omit({ outcomes: true, fields: true, headers: true, mapping: true })),
});
export type ImportRunList = z.infer<typeof importRunListSchema>;
export type ImportRunSummary = ImportRunList['items'][number];

export const IMPORT_OUTCOMES_SHOWN = 500;

export const importSourceSchema = z
  .string()
  .trim()
  .min(1, 'Name the system the file comes from (the mapping is saved for it).')
  .max(100, 'Keep it to 100 characters.');

export const importMappingBodySchema = z.object({ mapping: importMappingSchema });

const normalise = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The mapping to offer for a file: a saved one for the same headers where it names them, else
 * each header matched to a field by its name or label, letters and digits only ("E-mail" → email).
 */
export function suggestMapping(
  headers: readonly string[],
  fields: readonly ImportField[],
  saved: ImportMapping | null,
): ImportMapping {
  const out: ImportMapping = {};
  for (const header of headers) {
    if (saved && header in saved && (saved[header] === null || fields.some((f) => f.name === saved[header]))) {
      out[header] = saved[header] ?? null;
      continue;
    }
    const key = normalise(header);
    const field = fields.find((f) => normalise(f.name) === key || normalise(f.label) === key);
    out[header] = field && !Object.values(out).includes(field.name) ? field.name : null;
  }
  return out;
}

/** Problems with a mapping as a whole: a field mapped twice, a required field not mapped. */
export function mappingProblems(
  mapping: ImportMapping,
  fields: readonly ImportField[],
): { param: string; message: string }[] {
  const problems: { param: string; message: string }[] = [];
  const seen = new Map<string, string>();
  for (const [header, field] of Object.entries(mapping)) {
    if (field === null) continue;
    if (!fields.some((f) => f.name === field))
      problems.push({ param: header, message: `${field} is not a field of this import.` });
    const before = seen.get(field);
    if (before !== undefined)
      problems.push({
        param: header,
        message: `Both "${before}" and "${header}" are mapped to the same field; choose one.`,
      });
    seen.set(field, header);
  }
  for (const f of fields) {
    if (f.required && !seen.has(f.name))
      problems.push({ param: f.name, message: `Map a column to ${f.label}: it is required.` });
  }
  return problems;
}
