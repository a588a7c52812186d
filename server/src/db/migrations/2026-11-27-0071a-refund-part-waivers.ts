import type { Kysely } from 'kysely';

// Issue 14 (feature accounting): a part of a refund the accounting system refused (say the
// over-payment it was to come out of had been used in Xero meanwhile) can be dropped or reduced by
// finance with a reason, so the refund can complete: what is taken off the part is kept as
// `waived_pence` with the reason (it is settled outside the sync, typically by hand in Xero), and
// the refund counts as done in the accounting system once what was paid there and what was waived
// make up its amount.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounting_refund_parts')
    .addColumn('waived_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('accounting_refund_parts').addColumn('waived_reason', 'text').execute();
}
