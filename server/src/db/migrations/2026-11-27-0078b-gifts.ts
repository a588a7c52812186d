import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 17: the giving record. A gift belongs to a donor (donors keep their person and CRM id) and
// holds the day it was received, the amount in pence, the fund it is for, how it was paid and
// whether Gift Aid may be claimed on it. Fundraising > Alumni sums them per person.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('gifts')
    .$call(withId(dialect))
    .addColumn('donor_id', 'integer', (c) => c.notNull().references('donors.id').onDelete('restrict'))
    /** YYYY-MM-DD. */
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('fund', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('gift_aid_claimable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text')
    .addColumn('recorded_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // The donor's gifts by day (the donor page, the per-person totals) and the Gifts list's order.
  await db.schema.createIndex('gifts_donor_received_idx').on('gifts').columns(['donor_id', 'received_on']).execute();
  await db.schema.createIndex('gifts_received_idx').on('gifts').columns(['received_on', 'id']).execute();
}
