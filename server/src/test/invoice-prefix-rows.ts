import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

// The invoices' search prefix rows (migrations 0047a and 0077a) against what the invoices ask:
// each distinct lower-case prefix of 1 to 3 characters of the number and of the payer, with the
// due date (the list's default sort key) and the invoice's id. Used by the tests and by the
// finance benchmark, whatever keeps the rows (row or statement triggers).

const LENGTH = 3;

export async function invoicePrefixRows(db: Kysely<Database>): Promise<{ rows: number; wrong: string[] }> {
  const expected = new Set<string>();
  for (const i of await db.selectFrom('invoices').select(['id', 'number', 'payer', 'due_on']).execute())
    for (const text of [i.number, i.payer])
      for (let n = 1; n <= Math.min(LENGTH, text.length); n++)
        expected.add(`${text.toLowerCase().slice(0, n)}|${i.due_on}|${i.id}`);
  const { rows } = await sql<{
    prefix: string;
    s: string;
    id: number;
  }>`select prefix, s, id from invoices_search_prefixes`.execute(db);
  const kept = rows.map((r) => `${r.prefix}|${r.s}|${r.id}`);
  const seen = new Set<string>();
  const wrong: string[] = [];
  for (const k of kept) {
    if (seen.has(k)) wrong.push(`twice: ${k}`);
    else if (!expected.has(k)) wrong.push(`not asked for: ${k}`);
    seen.add(k);
  }
  for (const k of expected) if (!seen.has(k)) wrong.push(`missing: ${k}`);
  return { rows: kept.length, wrong };
}
