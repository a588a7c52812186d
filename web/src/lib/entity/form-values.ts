import { codeLabel } from '@collegium/domain/coded-fields';
import type { EntityField } from './get-entity-schema.ts';

// The record form holds API values (spec 7.2 contract: strings, numbers, booleans, null); inputs
// show null as an empty box, and a checkbox with no value as unticked.

export type FormValues = Record<string, unknown>;

export function toFormValues(
  fields: readonly EntityField[],
  record: Readonly<Record<string, unknown>> | null,
): FormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const value = record?.[f.name];
      return [f.name, f.input === 'checkbox' ? value === true : (value ?? null)];
    }),
  );
}

/** What POST and PUT take: the writable fields only (the server refuses any other). */
export function writableValues(fields: readonly EntityField[], values: FormValues): FormValues {
  return Object.fromEntries(fields.filter((f) => !f.readOnly).map((f) => [f.name, values[f.name] ?? null]));
}

/** Two form values the same for the reader ('' and null are both "empty"). */
export function sameValue(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === '' || v === undefined ? null : v);
  return norm(a) === norm(b);
}

/** The choices a filter offers for a field: its options, or every status any type allows. */
export function filterOptions(field: EntityField): { value: string; label: string }[] {
  if (field.input === 'checkbox') {
    return [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ];
  }
  const all = field.optionsBy
    ? [...Object.values(field.optionsBy.values).flat(), ...field.optionsBy.otherwise]
    : (field.options ?? []);
  return [...new Set(all)].map((v) => ({ value: v, label: field.coded ? codeLabel(field.coded, v) : v }));
}
