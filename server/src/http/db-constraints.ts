// The database's own refusals (a unique value taken, a row still pointed at, a missing value), read
// once for both databases (PostgreSQL's SQLSTATE codes, SQLite's constraint codes and messages), so
// every caller maps them to a 4xx the same way instead of answering 500.

export type ConstraintKind = 'unique' | 'foreignKey' | 'notNull';

export interface ConstraintViolation {
  kind: ConstraintKind;
  /** The column the database named, where it names one. */
  column: string | undefined;
}

interface DbError {
  code?: string;
  message?: string;
  detail?: string;
  column?: string;
}

/** Which constraint the error is, or null when it is none of them. */
export function constraintViolation(error: unknown): ConstraintViolation | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as DbError;
  const message = e.message ?? '';
  if (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    /UNIQUE constraint failed/i.test(message)
  ) {
    const column =
      /Key \(([^)]+)\)/.exec(e.detail ?? '')?.[1] ?? /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    return { kind: 'unique', column };
  }
  if (e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return { kind: 'foreignKey', column: undefined };
  if (e.code === '23502' || e.code === 'SQLITE_CONSTRAINT_NOTNULL') {
    return { kind: 'notNull', column: e.column ?? /NOT NULL constraint failed: \w+\.(\w+)/.exec(message)?.[1] };
  }
  return null;
}

/**
 * Runs `work`; a unique index refusing a row that a concurrent request has just written becomes
 * `answer` (a 409 naming what happened) instead of a 500.
 */
export async function onUniqueViolation<T>(answer: Error, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (constraintViolation(error)?.kind === 'unique') throw answer;
    throw error;
  }
}
