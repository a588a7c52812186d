import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 14 (feature accounting): a refund of credit goes to the accounting system as the others
// documents do, so it carries an accounting state; in Xero it is one or more refund payments out
// of the student's over-payments and credit notes, each part written down before it is asked for and
// given Xero's payment id once made (so a retry after a crash or a lost answer asks again under the
// same key, and goes on from what was done).

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('refunds')
    .addColumn('accounting_status', 'text', (c) => c.notNull().defaultTo('Not sent'))
    .execute();
  await db.schema.alterTable('refunds').addColumn('accounting_message', 'text').execute();
  await db.schema
    .createTable('accounting_refund_parts')
    .$call(withId(dialect))
    .addColumn('refund_id', 'integer', (c) => c.notNull().references('refunds.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull())
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addUniqueConstraint('accounting_refund_parts_key', ['refund_id', 'part'])
    .execute();
}
