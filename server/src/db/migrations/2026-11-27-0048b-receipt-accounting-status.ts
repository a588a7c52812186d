import type { Kysely } from 'kysely';

// Issue 14 (feature accounting): the part of a receipt no invoice needed goes to the accounting
// system as an over-payment, so a receipt carries an accounting state as the other documents do.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('receipts')
    .addColumn('accounting_status', 'text', (c) => c.notNull().defaultTo('Not sent'))
    .execute();
  await db.schema.alterTable('receipts').addColumn('accounting_message', 'text').execute();
}
