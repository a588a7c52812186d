import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { fieldOf } from '@collegium/domain/entities/entity-definition';
import { z } from 'zod';
import { type ErrorDetail, validationFailed } from '../../http/errors.ts';
import { issuesToDetails } from './validation-details.ts';
import { parseDecimal } from '@collegium/domain/decimal-input';
import { derivedFilterProblem } from '@collegium/domain/entities/derived-filters';
import type { DerivedListFilter } from './derived-filters.ts';

// The query string of GET /{entity} (contract "Generic entity calls"): search, sort, order,
// paging, the definition's equality filters, the cohort filter and its derived filters. Anything else is refused with
// a 422 naming the parameter, so a typo never silently returns the whole list.

export const MAX_PAGE_SIZE = 200;
export const DEFAULT_PAGE_SIZE = 25;

export interface ListFilter {
  field: FieldDefinition;
  /** Database values; several mean any one of them (`?status=Partner,Sending`). */
  values: unknown[];
}

export interface ListQuery {
  search: string | null;
  sort: FieldDefinition;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  filters: ListFilter[];
  /** Filters read through other records (issue 16: `?academicYear=2026`), one value each. */
  derived: DerivedListFilter[];
  /** `?schema`: the definition is wanted, not rows. */
  schema: boolean;
  /** `?export=excel`: a download of the filtered list is wanted. */
  export: string | null;
}

/** The parameters that filter by equality: the definition's filters and, when offered, cohort. */
export function filterFields(def: EntityDefinition): FieldDefinition[] {
  const names = [...def.filters, ...(def.cohortFilter && !def.filters.includes('cohort') ? ['cohort'] : [])];
  return names.map((n) => fieldOf(def, n));
}

const FILTER_FIELDS = new WeakMap<EntityDefinition, FieldDefinition[]>();

/** filterFields, worked out once per definition. */
function filterFieldsOf(def: EntityDefinition): FieldDefinition[] {
  let fields = FILTER_FIELDS.get(def);
  if (!fields) FILTER_FIELDS.set(def, (fields = filterFields(def)));
  return fields;
}

const TRUE_WORDS = ['true', 'yes', '1'];
const FALSE_WORDS = ['false', 'no', '0'];

function allowedOptions(field: FieldDefinition): readonly string[] | null {
  if (field.options) return field.options;
  if (field.optionsBy)
    return [...new Set([...Object.values(field.optionsBy.values).flat(), ...field.optionsBy.otherwise])];
  return null;
}

/** One filter value as stored, or an error message. */
function filterValue(field: FieldDefinition, raw: string): { value: unknown } | { error: string } {
  switch (field.input) {
    case 'number': {
      // Plain decimals only: Number() would read "0x10" as 16 and "" as 0 (issue 11).
      const n = parseDecimal(raw);
      return Number.isFinite(n) ? { value: n } : { error: `${field.label} must be a number, like 12 or 12.5.` };
    }
    case 'checkbox': {
      const word = raw.toLowerCase();
      if (TRUE_WORDS.includes(word)) return { value: 1 };
      if (FALSE_WORDS.includes(word)) return { value: 0 };
      return { error: `${field.label} must be true or false.` };
    }
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(raw) ? { value: raw } : { error: 'Enter a date as YYYY-MM-DD.' };
    default: {
      const options = allowedOptions(field);
      if (options && !options.includes(raw)) return { error: `Choose from: ${options.join(', ')}.` };
      return { value: raw };
    }
  }
}

const wholeNumber = (what: string, max: number) =>
  z.coerce
    .number({ error: `${what} must be a whole number from 1 to ${max}.` })
    .int({ error: `${what} must be a whole number from 1 to ${max}.` })
    .min(1, { error: `${what} must be a whole number from 1 to ${max}.` })
    .max(max, { error: `${what} must be a whole number from 1 to ${max}.` });

/** The zod schema of a definition's list query string (raw strings, before filter parsing). */
export function listQuerySchema(def: EntityDefinition) {
  let schema = SCHEMAS.get(def);
  if (!schema) SCHEMAS.set(def, (schema = buildListQuerySchema(def)));
  return schema;
}

/** Built once per definition: building a zod schema costs more than the list's SQL. */
const SCHEMAS = new WeakMap<EntityDefinition, ReturnType<typeof buildListQuerySchema>>();

function buildListQuerySchema(def: EntityDefinition) {
  const sortable = def.columns.map((c) => c.field) as [string, ...string[]];
  const text = (max: number) =>
    z.string({ error: 'Give this parameter once.' }).max(max, { error: `Keep it to ${max} characters.` });
  const shape: Record<string, z.ZodType> = {
    /** Words to look for in the definition's search fields. */
    search: text(200).optional(),
    /** A list column. */
    sort: z.enum(sortable, { error: `Sort by one of: ${sortable.join(', ')}.` }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc.' }).optional(),
    /** From 1. */
    page: wholeNumber('Page', 1_000_000).optional(),
    /** 1 to 200. */
    pageSize: wholeNumber('Page size', MAX_PAGE_SIZE).optional(),
    /** Present (`?schema`): answer with the definition and the caller's abilities. */
    schema: z.string({ error: 'Give this parameter once.' }).optional(),
    /** A download format (`excel`). */
    export: text(20).optional(),
  };
  for (const field of filterFields(def)) shape[field.name] = text(2000).optional();
  for (const filter of def.derivedFilters ?? []) shape[filter.name] = text(200).optional();
  return z.strictObject(shape);
}

/** Parses GET /{entity}'s query string, or throws a 422 with one detail per bad parameter. */
export function parseListQuery(def: EntityDefinition, raw: Readonly<Record<string, unknown>>): ListQuery {
  const filters = filterFieldsOf(def);
  // A filter given twice (`?status=A&status=B`) means the same as `?status=A,B`.
  const input: Record<string, unknown> = { ...raw };
  for (const field of filters) {
    const v = input[field.name];
    if (Array.isArray(v)) input[field.name] = v.join(',');
  }
  const parsed = listQuerySchema(def).safeParse(input);
  const details: ErrorDetail[] = parsed.success
    ? []
    : issuesToDetails(parsed.error.issues, (key) => `${key} is not a parameter of this list.`);
  const values = (parsed.success ? parsed.data : {}) as Record<string, string | undefined>;

  const listFilters: ListFilter[] = [];
  for (const field of filters) {
    // Checked even when other parameters failed, so one answer lists every problem.
    const given = parsed.success
      ? values[field.name]
      : typeof input[field.name] === 'string'
        ? (input[field.name] as string)
        : undefined;
    if (given === undefined || details.some((d) => d.param === field.name)) continue;
    const parts = given
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p.length > 0);
    if (parts.length === 0) continue; // an empty filter box filters nothing
    const converted = parts.map((p) => filterValue(field, p));
    const error = converted.find((c) => 'error' in c);
    if (error && 'error' in error) details.push({ param: field.name, message: error.error });
    else listFilters.push({ field, values: converted.map((c) => ('value' in c ? c.value : null)) });
  }
  const derived: DerivedListFilter[] = [];
  for (const filter of def.derivedFilters ?? []) {
    const given = input[filter.name];
    if (typeof given !== 'string' || given.trim() === '' || details.some((d) => d.param === filter.name)) continue;
    const value = given.trim();
    const problem = derivedFilterProblem(filter, value);
    if (problem) details.push({ param: filter.name, message: problem });
    else derived.push({ filter, value });
  }
  if (details.length > 0) throw validationFailed(details);

  const sortName = values.sort ?? def.defaultSort.field;
  return {
    search: values.search?.trim() || null,
    sort: fieldOf(def, sortName),
    order:
      (values.order as 'asc' | 'desc' | undefined) ??
      (sortName === def.defaultSort.field ? def.defaultSort.order : 'asc'),
    page: Number(values.page ?? 1),
    pageSize: Number(values.pageSize ?? DEFAULT_PAGE_SIZE),
    filters: listFilters,
    derived,
    schema: values.schema !== undefined,
    export: values.export?.trim() || null,
  };
}
