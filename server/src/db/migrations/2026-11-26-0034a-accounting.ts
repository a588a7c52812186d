import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 14 (feature accounting): the connection to the accounting provider (Xero).
// - accounting_sync: the outbox of documents (invoice, credit note, payment) to send. A row is
//   written in the transaction that issued the document; its idempotency key is fixed then, so every
//   retry of that document carries the same key. State: queued, sent, failed (the provider refused
//   it: its message is kept), with when to try next.
// - accounting_contacts: the provider's contact for each student (matched by partner id).
// - accounting_authorizations: an OAuth sign-in under way (state, PKCE verifier encrypted), short-lived.
// - accounting_settings: the account codes, tax type and bank account (system data, one row).

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('accounting_sync')
    .$call(withId(dialect))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addUniqueConstraint('accounting_sync_document_key', ['document_type', 'document_id'])
    .execute();
  await db.schema
    .createIndex('accounting_sync_status_idx')
    .on('accounting_sync')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('accounting_contacts')
    .addColumn('student_id', 'integer', (c) => c.primaryKey().references('students.id').onDelete('cascade'))
    .addColumn('contact_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('accounting_authorizations')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('accounting_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sales_account_code', 'text', (c) => c.notNull())
    .addColumn('tax_type', 'text', (c) => c.notNull())
    .addColumn('bank_account_code', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Xero's UK demo chart: 200 Sales, tuition is exempt from VAT, 090 the business bank account.
  await db
    .insertInto('accounting_settings' as never)
    .values({
      id: 1,
      sales_account_code: '200',
      tax_type: 'EXEMPTOUTPUT',
      bank_account_code: '090',
      updated_at: '2026-11-26T00:00:00.000Z',
    } as never)
    .execute();
}
