import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

// Batched inserts for the demo data: a few hundred rows per statement keeps seeding to a couple
// of seconds on SQLite and to a handful of round trips on PostgreSQL.

export type Trx = Transaction<Database>;

/** Tables whose rows get a database-assigned integer id. */
type TableWithId = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database];

const CHUNK = 200;

/**
 * Inserts `rows` in chunks and returns their new ids in the order of `rows`. Ids are handed out
 * in insertion order within a statement on both databases, so each chunk's ids are sorted rather
 * than trusting the order RETURNING lists them in.
 */
export async function insertAll<T extends TableWithId>(
  trx: Trx,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const inserted = (await trx
      .insertInto(table)
      .values(chunk as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number | string }[];
    ids.push(...inserted.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}
