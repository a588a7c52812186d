import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Sequential document numbers (issue 14): one counter per series, e.g. `INV-2026` gives
// INV-2026-00001, INV-2026-00002... The counter row is updated inside the writing transaction, so
// on PostgreSQL a second writer waits for the first to commit and numbers never repeat or skip on
// a rollback. A series met for the first time starts after the highest number already stored
// (documents made before the counter existed, e.g. by an older demo seed).

type Numbered = 'invoices' | 'credit_notes';

export async function nextNumber(trx: Transaction<Database>, series: string, table: Numbered): Promise<string> {
  return (await nextNumbers(trx, series, table, 1))[0]!;
}

/** The next `count` numbers of a series, in order, taken with one update of its counter. */
export async function nextNumbers(
  trx: Transaction<Database>,
  series: string,
  table: Numbered,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const bump = () =>
    trx
      .updateTable('finance_sequences')
      .set((eb) => ({ last_value: eb('last_value', '+', count) }))
      .where('name', '=', series)
      .returning('last_value')
      .executeTakeFirst();
  let row = await bump();
  if (!row) {
    const highest = await trx
      .selectFrom(table)
      .select('number')
      .where('number', 'like', `${series}-%`)
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    const start = highest ? Number(highest.number.slice(series.length + 1)) || 0 : 0;
    await trx
      .insertInto('finance_sequences')
      .values({ name: series, last_value: start })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await bump();
  }
  if (!row) throw new Error(`The number series ${series} could not be advanced.`);
  const last = Number(row.last_value);
  return Array.from({ length: count }, (_, i) => `${series}-${String(last - count + 1 + i).padStart(5, '0')}`);
}
