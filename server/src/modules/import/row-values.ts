import type { ImportMapping } from '@collegium/domain/data-import';
import {
  type EntityDefinition,
  type FieldDefinition,
  recordSchema,
} from '@collegium/domain/entities/entity-definition';
import { fieldErrorMap, issuesToDetails } from '../entities/validation-details.ts';
import type { ApiValue } from '../entities/row-mapping.ts';
import { checkboxDefault } from './import-kinds.ts';

// One file row as the values of a record: each mapped cell read by its field's input type (a
// number, yes/no, a date as YYYY-MM-DD or DD/MM/YYYY), then the whole record checked by the
// definition's own schema, so an import accepts exactly what the record form accepts.

export interface RowError {
  column: string;
  message: string;
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0', '']);

function cellValue(field: FieldDefinition, raw: string): unknown {
  const text = raw.trim();
  if (text === '') return null;
  switch (field.input) {
    case 'number': {
      const n = Number(text.replace(/,/g, ''));
      return Number.isFinite(n) ? n : text;
    }
    case 'checkbox': {
      const t = text.toLowerCase();
      return YES.has(t) ? true : NO.has(t) ? false : text;
    }
    case 'date': {
      const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
      return uk ? `${uk[3]}-${(uk[2] as string).padStart(2, '0')}-${(uk[1] as string).padStart(2, '0')}` : text;
    }
    default:
      return text;
  }
}

/** Field name → the column it comes from. */
export function columnsByField(headers: readonly string[], mapping: ImportMapping): Map<string, number> {
  const out = new Map<string, number>();
  headers.forEach((h, i) => {
    const field = mapping[h];
    if (field) out.set(field, i);
  });
  return out;
}

/** The mapped fields' values of one row (unmapped fields are absent). */
export function mappedValues(
  def: EntityDefinition,
  cells: readonly string[],
  columns: Map<string, number>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of def.fields) {
    const i = columns.get(field.name);
    if (i !== undefined) values[field.name] = cellValue(field, cells[i] ?? '');
  }
  return values;
}

/** Defaults for a new record: every field empty, checkboxes their default. */
export function blankRecord(def: EntityDefinition): Record<string, unknown> {
  return Object.fromEntries(def.fields.map((f) => [f.name, f.input === 'checkbox' ? checkboxDefault(f) : null]));
}

const schemas = new WeakMap<
  EntityDefinition,
  { schema: ReturnType<typeof recordSchema>; errors: ReturnType<typeof fieldErrorMap> }
>();

/** The record checked by the definition; errors name the file's columns. */
export function checkRecord(
  def: EntityDefinition,
  record: Record<string, unknown>,
  headers: readonly string[],
  columns: Map<string, number>,
): { values: Record<string, ApiValue>; errors: [] } | { values: null; errors: RowError[] } {
  let schema = schemas.get(def);
  if (!schema) {
    schema = { schema: recordSchema(def), errors: fieldErrorMap(def) };
    schemas.set(def, schema);
  }
  const parsed = schema.schema.safeParse(record, { error: schema.errors });
  if (parsed.success) return { values: parsed.data as Record<string, ApiValue>, errors: [] };
  const details = issuesToDetails(parsed.error.issues, (key) => `${key} is not a field of this import.`);
  return {
    values: null,
    errors: details.map((d) => {
      const i = columns.get(d.param);
      const field = def.fields.find((f) => f.name === d.param);
      return { column: i === undefined ? (field?.label ?? d.param) : (headers[i] as string), message: d.message };
    }),
  };
}
