import { z } from 'zod';
import type { CodedFieldName } from '../coded-fields.ts';
import { CHOICE_DEFAULTS, type ChoiceListKey } from '../lookup-lists.ts';
import type { Requirement } from '../permissions.ts';
import type { DerivedFilterDefinition } from './derived-filters.ts';
import { facetFilters } from './filter-values.ts';

// The shape every module entity is defined in, once, for both sides (DESIGN 1, spec 7.2): the
// server turns a definition into the generic calls (list, get, create, put, patch, delete,
// ?schema, exports, history); the web app into a list screen and a record screen.

export const INPUT_TYPES = ['text', 'textarea', 'email', 'tel', 'number', 'date', 'select', 'checkbox', 'url'] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** Spec 3: form fields default to text, 6 columns, dense. */
export const FIELD_DEFAULTS = { input: 'text', cols: 6, dense: true, readOnly: false } as const;

export interface FieldDefinition {
  /** API name, camelCase. Its column is the snake_case form (lastName → last_name). */
  name: string;
  label: string;
  /** The value's type when present; `required` decides whether it may be empty (null). */
  schema: z.ZodType;
  input: InputType;
  /** Fixed choices for a select. */
  options?: readonly string[];
  /**
   * A select whose choices are a System data list (issue 15): the form offers the list's values
   * not retired, the server refuses any other value a record does not already hold.
   */
  lookup?: ChoiceListKey;
  /** Issue 19: the codes are a coded field's (coded-fields.ts): lists, filters and exports show their labels. */
  coded?: CodedFieldName;
  /** Choices that depend on another field (spec 4.7: organisation status by type). */
  optionsBy?: { field: string; values: Readonly<Record<string, readonly string[]>>; otherwise: readonly string[] };
  required?: boolean;
  /** Shown, never written by a client (set by the server or by a workflow). */
  readOnly?: boolean;
  /** Grid columns out of 12 (spec 3 default 6). */
  cols?: number;
  /** Stored on the linked person (people table) rather than the entity's own table. */
  person?: boolean;
  help?: string;
  /** A valid example value for generated test records, where the input type alone cannot make one. */
  sample?: (n: number) => unknown;
}

export interface ColumnDefinition {
  field: string;
  width?: number;
  /** spec 5: an optional list field, hidden until the reader shows it through the column chooser. */
  optional?: boolean;
}

/** The permission each call needs; every requirement in a list must be met (see permissions.ts). */
export interface EntityPermissions {
  list: Requirement[];
  view: Requirement[];
  create: Requirement[];
  edit: Requirement[];
  delete: Requirement[];
  export: Requirement[];
}

/** Another table whose rows point at this entity: deleting a record they point at is refused. */
export interface EntityReference {
  table: string;
  column: string;
  /** What the pointing rows are, for the message: 'students', 'contacts'. */
  label: string;
}

export interface EntityDefinition {
  /** The API path segment and key: GET /api/{name}. */
  name: string;
  /** The database table holding the entity's own columns. */
  table: string;
  label: string;
  labelPlural: string;
  /** The entity's rows have person_id → people; fields marked `person` live there. */
  person?: boolean;
  fields: readonly FieldDefinition[];
  /** Fields joined with spaces name a record ('Revd Jane Smith'). */
  titleFields: readonly string[];
  columns: readonly ColumnDefinition[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** Searched case-insensitively, as prefix or contains (the server decides per column). */
  searchFields: readonly string[];
  /** Fields a list may be filtered on by equality (`?status=Partner`). */
  filters: readonly string[];
  /**
   * Filters the list's screens use together, each with one value (the Enrolled screen fixes the
   * status; a reader then picks a hub). Each combination gets an index in the default list order
   * (migration 0082a), so a page at any depth of the combined filter is an OFFSET over its entries.
   */
  filterCombinations?: readonly (readonly string[])[];
  /** Adds the cohort filter of spec 3 and 9 (`?cohort=4`) over the field named `cohort`. */
  cohortFilter?: boolean;
  /** Filters read through other records (issue 16: `?academicYear=2026`), see derived-filters.ts. */
  derivedFilters?: readonly DerivedFilterDefinition[];
  permissions: EntityPermissions;
  /** Lists only: records are created and changed by a module's own workflow. */
  readOnly?: boolean;
  /** Records are only added, never changed or deleted (issue 17: consents keep their history). */
  appendOnly?: boolean;
  references?: readonly EntityReference[];
}

/** DESIGN 5: `<area>:view`, `:create`, `:edit`, `:delete`, `:export`; lists open to the menu permission too. */
export function areaPermissions(area: string): EntityPermissions {
  return {
    list: [[`${area}:view`, `${area}:menu`]],
    view: [`${area}:view`],
    create: [`${area}:create`],
    edit: [`${area}:edit`],
    delete: [`${area}:delete`],
    export: [`${area}:export`],
  };
}

export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function fieldOf(def: EntityDefinition, name: string): FieldDefinition {
  const field = def.fields.find((f) => f.name === name);
  if (!field) throw new Error(`${def.name} has no field ${name}`);
  return field;
}

/** The choices a select offers for a record (spec 4.7 makes some depend on another field). */
export function optionsFor(field: FieldDefinition, record: Readonly<Record<string, unknown>> = {}): readonly string[] {
  if (field.optionsBy) {
    const key = record[field.optionsBy.field];
    return (typeof key === 'string' && field.optionsBy.values[key]) || field.optionsBy.otherwise;
  }
  if (field.lookup) return CHOICE_DEFAULTS[field.lookup];
  return field.options ?? [];
}

const writable = (def: EntityDefinition) => def.fields.filter((f) => !f.readOnly);

function valueSchema(field: FieldDefinition): z.ZodType {
  let schema = field.schema;
  // A System data list is checked against its table by the server (issue 15).
  if (field.lookup) schema = z.string({ error: `Choose a ${field.label.toLowerCase()} from the list.` }).max(100);
  else if (field.input === 'select' && field.options) {
    schema = z.enum(field.options as [string, ...string[]], { error: `Choose one of: ${field.options.join(', ')}.` });
  }
  // An empty text box means "no value", never an empty string stored.
  const blankToNull = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.any());
  // The presence check runs first and stops there, so an empty required field says so plainly
  // rather than failing the value's type.
  const present = z
    .any()
    .refine((v) => v !== null && v !== undefined, { message: `${field.label} is required.`, abort: true });
  return field.required ? blankToNull.pipe(present).pipe(schema) : blankToNull.pipe(schema.nullable());
}

/** Checks choices that depend on another field of the same record. */
function withDependentOptions(def: EntityDefinition, schema: z.ZodType) {
  const dependent = def.fields.filter((f) => f.optionsBy && !f.readOnly);
  if (dependent.length === 0) return schema;
  return schema.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    for (const field of dependent) {
      const v = record[field.name];
      if (v === null || v === undefined) continue;
      const allowed = optionsFor(field, record);
      if (!allowed.includes(String(v))) {
        ctx.addIssue({ code: 'custom', path: [field.name], message: `Choose one of: ${allowed.join(', ')}.` });
      }
    }
  });
}

/** A whole record as written by POST and PUT: every writable field; unknown fields refused. */
export function recordSchema(def: EntityDefinition) {
  const shape = Object.fromEntries(writable(def).map((f) => [f.name, valueSchema(f)]));
  return withDependentOptions(def, z.strictObject(shape));
}

/** A PATCH: any subset of the writable fields. */
export function patchSchema(def: EntityDefinition) {
  const shape = Object.fromEntries(writable(def).map((f) => [f.name, valueSchema(f).optional()]));
  return z.strictObject(shape);
}

/** What GET ?schema sends: the definition without server-only parts (tables, references). */
export function publicDefinition(def: EntityDefinition) {
  return {
    name: def.name,
    label: def.label,
    labelPlural: def.labelPlural,
    readOnly: def.readOnly ?? false,
    titleFields: def.titleFields,
    columns: def.columns,
    defaultSort: def.defaultSort,
    searchFields: def.searchFields,
    filters: def.filters,
    // Issue 19: the filters whose values GET {entity}/facets/{field} lists (filter-values.ts).
    facetFilters: facetFilters(def),
    cohortFilter: def.cohortFilter ?? false,
    derivedFilters: def.derivedFilters ?? [],
    fields: def.fields.map((f) => ({
      name: f.name,
      label: f.label,
      input: f.input,
      required: f.required ?? false,
      readOnly: f.readOnly ?? false,
      cols: f.cols ?? FIELD_DEFAULTS.cols,
      dense: FIELD_DEFAULTS.dense,
      ...(f.options ? { options: f.options } : {}),
      ...(f.optionsBy ? { optionsBy: f.optionsBy } : {}),
      ...(f.lookup ? { lookup: f.lookup } : {}),
      ...(f.coded ? { coded: f.coded } : {}),
      ...(f.help ? { help: f.help } : {}),
    })),
  };
}
export type PublicEntityDefinition = ReturnType<typeof publicDefinition>;
