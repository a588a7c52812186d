import type { FieldDefinition } from '@collegium/domain/entities/entity-definition';
import type { ApiValue } from './row-mapping.ts';

// The field-level changes an audit entry carries: only the fields whose value changed.

export interface FieldChange {
  field: string;
  before: ApiValue;
  after: ApiValue;
}

type Values = Readonly<Record<string, ApiValue | undefined>>;

/** Compares two states of a record (null = it did not exist) over the given fields. */
export function fieldChanges(
  fields: readonly FieldDefinition[],
  before: Values | null,
  after: Values | null,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const b = before?.[field.name] ?? null;
    const a = after?.[field.name] ?? null;
    if (b !== a) changes.push({ field: field.name, before: b, after: a });
  }
  return changes;
}
