import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { columnName } from '@collegium/domain/entities/entity-definition';
import { onPerson } from './entity-columns.ts';

// API values ↔ database values (contract "Generic entity calls"): dates YYYY-MM-DD, checkboxes
// booleans (0/1 in the database), numbers numbers, empty values null. Rows are selected with each
// field aliased to its API name, so reading a row is picking the definition's fields from it.

export type ApiValue = string | number | boolean | null;
type Row = Record<string, unknown>;

/** A value read from either database, as the API sends it. */
export function fromDbValue(field: FieldDefinition, value: unknown): ApiValue {
  // An empty string is no value (contract: empty values are null), whatever wrote it.
  if (value === null || value === undefined || value === '') return null;
  switch (field.input) {
    case 'checkbox':
      return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    default:
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

/** A validated API value as stored. */
export function toDbValue(field: FieldDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.input === 'checkbox') return value ? 1 : 0;
  return value;
}

/** Validated API values split into the entity row's columns and the linked person's. */
export function toDbColumns(def: EntityDefinition, values: Readonly<Record<string, unknown>>) {
  const entity: Row = {};
  const person: Row = {};
  for (const field of def.fields) {
    if (!(field.name in values)) continue;
    (onPerson(def, field) ? person : entity)[columnName(field.name)] = toDbValue(field, values[field.name]);
  }
  return { entity, person };
}

/** The API values of the given fields from a selected row. */
export function pickFields(fields: readonly FieldDefinition[], row: Row): Record<string, ApiValue> {
  return Object.fromEntries(fields.map((f) => [f.name, fromDbValue(f, row[f.name])]));
}

export type ListItem = { id: number; version: number } & Record<string, ApiValue>;

/** A list item: `{ id, version, <each selected column> }`. */
export function toListItem(fields: readonly FieldDefinition[], row: Row): ListItem {
  return { id: Number(row.id), version: Number(row.version), ...pickFields(fields, row) };
}
