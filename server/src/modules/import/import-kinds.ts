import { type ImportField, type ImportKind } from '@collegium/domain/data-import';
import { isoDate, personFields } from '@collegium/domain/entities/common-fields';
import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { findEntity } from '@collegium/domain/entities/registry';
import { DATE_RANGES } from '@collegium/domain/date-bounds';

// What each import kind writes: the entity definition's writable fields, plus (for the kinds
// based on a person) the person's date of birth and address, which the matching by name and date
// of birth or postcode needs even where the entity's own form does not show them. Students add
// the start intake of the engagement each new student gets.

export const START_INTAKE: FieldDefinition = {
  name: 'startIntake',
  label: 'Start intake',
  schema: isoDate(DATE_RANGES.intake),
  input: 'date',
  required: true,
  help: 'The intake (YYYY-MM-DD) the engagement starts at.',
};

export interface ImportTarget {
  kind: ImportKind;
  /** The definition with the import's fields (a synthetic copy; the table and person flag kept). */
  def: EntityDefinition;
}

const cache = new Map<ImportKind, ImportTarget>();

export function importTarget(kind: ImportKind): ImportTarget {
  const known = cache.get(kind);
  if (known) return known;
  const base = findEntity(kind);
  if (!base) throw new Error(`No entity definition for import kind ${kind}`);
  const fields = base.fields.filter((f) => !f.readOnly);
  if (base.person) {
    const person = personFields(true);
    for (const extra of [
      person.dateOfBirth,
      person.address1,
      person.address2,
      person.city,
      person.county,
      person.postCode,
    ] as FieldDefinition[]) {
      if (!fields.some((f) => f.name === extra.name)) fields.push(extra);
    }
  }
  if (kind === 'students') fields.push(START_INTAKE);
  const target = { kind, def: { ...base, fields } };
  cache.set(kind, target);
  return target;
}

/** Checkboxes left unmapped take their default (active yes, anything else no), so they are never required. */
export function checkboxDefault(field: FieldDefinition): boolean {
  return field.name === 'active';
}

export function importFields(kind: ImportKind): ImportField[] {
  return importTarget(kind).def.fields.map((f) => ({
    name: f.name,
    label: f.label,
    required: Boolean(f.required) && f.input !== 'checkbox',
  }));
}
