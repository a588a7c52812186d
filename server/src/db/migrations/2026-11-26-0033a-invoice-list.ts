import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { type ListTable, searchIndexes, sortIndexes } from './2026-11-25-0019a-list-columns.ts';
import { facets } from './2026-11-25-0019b-list-facets.ts';

// Issue 14: invoices become a generic entity (`invoices`, spec 7.2) and the Finance > Invoices
// list. Each invoice carries the academic year and intake of its assessment (copied at generation,
// so the list filters one table), and every invoice, credit note and payment row carries its
// accounting status: 'Not sent' until the accounting connection (another module, its own
// migration) sends it and writes 'Sent' or 'Failed' with the provider's message. Written out (not
// derived from the entity definition) so this migration never changes.

const LIST: ListTable = {
  table: 'invoices',
  copies: [],
  sorts: ['number!', 'payer!', 'status!', 'due_on!', 'amount_pence!', 'academic_year', 'intake', 'accounting_status!'],
  searches: ['number', 'payer'],
  sortKey: 'due_on',
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('academic_year', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('intake', 'text').execute();
  for (const table of ['invoices', 'credit_notes', 'payments']) {
    await db.schema
      .alterTable(table)
      .addColumn('accounting_status', 'text', (c) => c.notNull().defaultTo('Not sent'))
      .execute();
    await db.schema.alterTable(table).addColumn('accounting_message', 'text').execute();
  }
  await sql`update invoices set
      academic_year = (select f.academic_year from fee_assessments f where f.id = invoices.fee_assessment_id),
      intake = (select f.intake from fee_assessments f where f.id = invoices.fee_assessment_id)
    where fee_assessment_id is not null`.execute(db);
  await sortIndexes(db, dialect, LIST);
  await searchIndexes(db, dialect, LIST);
  await facets(db, dialect, 'invoices', ['status', 'payer', 'academic_year', 'intake']);
}
