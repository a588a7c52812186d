import { type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 11.19 and 14: credit notes. A bursary award, a discount or a correction is a credit note
// against the student's fees, allocated to their open invoices (never more than an invoice still
// needs; what is left stays as credit on the account). Document numbers come from one counter per
// series (`INV-2026`, `CN-2026`), taken in the writing transaction so numbers are sequential.

const timestamps = <T extends CreateTableBuilder<string, never>>(t: T): T =>
  t
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)) as T;

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);
  await db.schema
    .createTable('finance_sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credit_notes')
    .$call(id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('students.id').onDelete('cascade'))
    .addColumn('fee_assessment_id', 'integer', (c) => c.references('fee_assessments.id').onDelete('set null'))
    /** The award it carries out, when it is a bursary or discount: one credit note per award. */
    .addColumn('bursary_award_id', 'integer', (c) => c.unique().references('bursary_awards.id').onDelete('set null'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    /** CREDIT_NOTE_KINDS: Bursary, Discount, Correction, Withdrawal. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('issued_on', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('created_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('credit_notes_student_idx').on('credit_notes').column('student_id').execute();

  // How much of a credit note settles which invoice.
  await db.schema
    .createTable('credit_allocations')
    .$call(id)
    .addColumn('credit_note_id', 'integer', (c) => c.notNull().references('credit_notes.id').onDelete('cascade'))
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('credit_allocations_invoice_idx').on('credit_allocations').column('invoice_id').execute();
  await db.schema
    .createIndex('credit_allocations_note_idx')
    .on('credit_allocations')
    .column('credit_note_id')
    .execute();
  await backfillAwards(db);
}

/**
 * The committee's awards decided before credit notes existed changed no balance (issue 11.19): each
 * becomes a credit note now, left on the account as credit (finance may allocate it by hand). The
 * demo's awards (no deciding user) were already taken off its invoices and are left alone.
 */
export async function backfillAwards(db: Kysely<unknown>): Promise<void> {
  const k = db as Kysely<{
    bursary_awards: {
      id: number;
      student_id: number;
      fee_assessment_id: number | null;
      application_id: number | null;
      academic_year: number;
      type: string;
      amount_pence: number;
      awarded_on: string;
    };
    bursary_applications: { id: number; decided_by_user_id: number | null };
    credit_notes: {
      student_id: number;
      fee_assessment_id: number | null;
      bursary_award_id: number | null;
      number: string;
      kind: string;
      description: string;
      issued_on: string;
      amount_pence: number;
      created_by_user_id: number | null;
      created_at: string;
      updated_at: string;
    };
    finance_sequences: { name: string; last_value: number };
  }>;
  const awards = await k
    .selectFrom('bursary_awards as w')
    .innerJoin('bursary_applications as b', 'b.id', 'w.application_id')
    .select([
      'w.id',
      'w.student_id',
      'w.fee_assessment_id',
      'w.academic_year',
      'w.type',
      'w.amount_pence',
      'w.awarded_on',
      'b.decided_by_user_id',
    ])
    .where('b.decided_by_user_id', 'is not', null)
    .orderBy('w.id')
    .execute();
  const counters = new Map<string, number>();
  const now = new Date().toISOString();
  for (const w of awards) {
    const series = `CN-${w.academic_year}`;
    const next = (counters.get(series) ?? 0) + 1;
    counters.set(series, next);
    const label = `${w.academic_year}/${String((w.academic_year + 1) % 100).padStart(2, '0')}`;
    await k
      .insertInto('credit_notes')
      .values({
        student_id: w.student_id,
        fee_assessment_id: w.fee_assessment_id,
        bursary_award_id: w.id,
        number: `${series}-${String(next).padStart(5, '0')}`,
        kind: w.type.endsWith('Discount') ? 'Discount' : 'Bursary',
        description: `${w.type} ${label}`,
        issued_on: w.awarded_on,
        amount_pence: w.amount_pence,
        created_by_user_id: w.decided_by_user_id,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  for (const [name, last] of counters)
    await k.insertInto('finance_sequences').values({ name, last_value: last }).execute();
}
