import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { columnName, fieldOf } from '@collegium/domain/entities/entity-definition';
import type { Kysely, Transaction } from 'kysely';

// Where each field of a definition lives in the database. The generic service works for any
// definition, so it talks to tables it has no TypeScript interface for: through an untyped handle.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables known only at run time, from the definition
export type AnyDb = Kysely<any> | Transaction<any>;

export const PEOPLE_TABLE = 'people';

/** True when the field is stored on the linked person rather than the entity's own row. */
export function onPerson(def: EntityDefinition, field: FieldDefinition): boolean {
  return Boolean(def.person && field.person);
}

/** The qualified column of a field: `people.last_name` or `organisations.post_code`. */
export function columnRef(def: EntityDefinition, field: FieldDefinition): string {
  return `${onPerson(def, field) ? PEOPLE_TABLE : def.table}.${columnName(field.name)}`;
}

/**
 * The column a list reads a field from: always on the entity's own row. A person field a list
 * searches, shows, sorts or filters by is copied there as `person_<column>` (migration 0019a's
 * triggers keep the copy current), so a list touches one table.
 */
export function listColumn(def: EntityDefinition, field: FieldDefinition): string {
  return onPerson(def, field) ? `person_${columnName(field.name)}` : columnName(field.name);
}

/** The fields a list shows, in column order (contract: each item is `{ id, version, <columns> }`). */
export function listFields(def: EntityDefinition): FieldDefinition[] {
  return def.columns.map((c) => fieldOf(def, c.field));
}

/** The fields a client may write (POST, PUT, PATCH). */
export function writableFields(def: EntityDefinition): FieldDefinition[] {
  return def.fields.filter((f) => !f.readOnly);
}
