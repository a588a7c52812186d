import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 14: fee rates as data (finance edits them, audited), the kind and schedule of an
// assessment, and the state of an invoice: a draft (generated, not yet sent to anyone, replaced
// when the assessment is regenerated) or issued (never rewritten: corrected by a credit note).
// Invoices stored before this are issued.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('fee_rates')
    .$call(withId(dialect))
    .addColumn('academic_year', 'integer', (c) => c.notNull())
    .addColumn('programme_code', 'text', (c) => c.notNull())
    /** A level of the programme, or 'Any'. */
    .addColumn('level', 'text', (c) => c.notNull().defaultTo('Any'))
    /** FT, PT, Extended or 'Any'. */
    .addColumn('pace', 'text', (c) => c.notNull().defaultTo('Any'))
    /** FEE_KINDS: normal (a year), modular (a module), dissertation. */
    .addColumn('fee_kind', 'text', (c) => c.notNull().defaultTo('normal'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('fee_rates_key', ['academic_year', 'programme_code', 'level', 'pace', 'fee_kind'])
    .execute();

  await db.schema
    .alterTable('fee_assessments')
    .addColumn('fee_kind', 'text', (c) => c.notNull().defaultTo('normal'))
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('issued'))
    .execute();
  await db.schema.alterTable('invoices').addColumn('instalment_number', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('instalment_count', 'integer').execute();
  await db.schema.alterTable('invoices').addColumn('classification', 'text').execute();
  await db.schema.createIndex('invoices_assessment_idx').on('invoices').column('fee_assessment_id').execute();
}
