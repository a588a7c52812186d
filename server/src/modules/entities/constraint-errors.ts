import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { columnName } from '@collegium/domain/entities/entity-definition';
import { type AppError, conflict, validationFailed } from '../../http/errors.ts';

// The database's own refusals (a unique value taken, a row still pointed at, a missing value)
// turned into answers a person can act on instead of a 500. Same meaning on SQLite and PostgreSQL.

interface DbError {
  code?: string;
  message?: string;
  detail?: string;
  column?: string;
}

function fieldForColumn(def: EntityDefinition, column: string | undefined) {
  return column ? def.fields.find((f) => columnName(f.name) === column) : undefined;
}

/** The matching AppError, or null when the error is not a constraint the user can fix. */
export function constraintError(def: EntityDefinition, error: unknown): AppError | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as DbError;
  const message = e.message ?? '';
  const label = def.label.toLowerCase();
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const column =
      /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1] ?? /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    const field = fieldForColumn(def, column);
    if (field)
      return validationFailed([
        { param: field.name, message: `Another ${label} already has this ${field.label.toLowerCase()}.` },
      ]);
    return conflict(`Another ${label} already has these details.`);
  }
  if (e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return conflict(`This ${label} is still linked to other records.`);
  }
  if (e.code === '23502' || e.code === 'SQLITE_CONSTRAINT_NOTNULL') {
    const column = e.column ?? /NOT NULL constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    const field = fieldForColumn(def, column);
    if (field) return validationFailed([{ param: field.name, message: `${field.label} is required.` }]);
  }
  return null;
}
