import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { columnName } from '@collegium/domain/entities/entity-definition';
import { constraintViolation } from '../../http/db-constraints.ts';
import { type AppError, conflict, validationFailed } from '../../http/errors.ts';

// A generic record's constraint refusals (http/db-constraints.ts reads them) as answers a person
// can act on: the field whose value is taken or missing, or the record still linked to others.

function fieldForColumn(def: EntityDefinition, column: string | undefined) {
  return column ? def.fields.find((f) => columnName(f.name) === column) : undefined;
}

/** The matching AppError, or null when the error is not a constraint the user can fix. */
export function constraintError(def: EntityDefinition, error: unknown): AppError | null {
  const violation = constraintViolation(error);
  if (!violation) return null;
  const label = def.label.toLowerCase();
  const field = fieldForColumn(def, violation.column);
  switch (violation.kind) {
    case 'unique':
      if (field)
        return validationFailed([
          { param: field.name, message: `Another ${label} already has this ${field.label.toLowerCase()}.` },
        ]);
      return conflict(`Another ${label} already has these details.`);
    case 'foreignKey':
      return conflict(`This ${label} is still linked to other records.`);
    case 'notNull':
      return field ? validationFailed([{ param: field.name, message: `${field.label} is required.` }]) : null;
  }
}
