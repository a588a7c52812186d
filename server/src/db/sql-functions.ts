import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from './database.ts';

// The few SQL functions that are spelled differently on SQLite and PostgreSQL.

/** Joins a text column over the grouped rows with spaces (null when there are none). */
export function joinedText(dialect: Dialect, column: RawBuilder<unknown>): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`string_agg(${column}, ' ')`
    : sql<string | null>`group_concat(${column}, ' ')`;
}
