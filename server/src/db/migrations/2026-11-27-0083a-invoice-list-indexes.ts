import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 19: Finance > Invoices becomes a special list (the ListView kit). Its rows read what was
// paid against each invoice one lookup at a time, so payments get an index on the invoice they
// settle (credit allocations have had one since 0020a). Its sorts on the invoices' own columns
// get SQLite indexes in list order, `(col is null), col` as 0072a made them for the other lists;
// PostgreSQL's 0033a sort indexes, `(col, id)`, already are. Written out (not derived from the
// list) so this migration never changes; list-view-plans.test.ts fails when a sort lacks its index.

export const INVOICE_LIST_INDEXES = {
  table: 'invoices',
  sorts: ['due_on', 'number', 'payer', 'amount_pence'],
} as const;

const name = (column: string) => `invoices_${column}_list_idx`;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.createIndex('payments_invoice_idx').on('payments').columns(['invoice_id', 'amount_pence']).execute();
  if (dialect === 'postgres') return;
  for (const column of INVOICE_LIST_INDEXES.sorts) {
    await sql`create index ${sql.ref(name(column))} on invoices ((${sql.ref(column)} is null), ${sql.ref(column)})`.execute(
      db,
    );
  }
}
