import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { sortIndexes } from './2026-11-25-0019a-list-columns.ts';

// Issue 17: the intake a potential student means to start at, one of System data's intakes
// (referenced by its start date, which an intake never changes), so the Potential Students report
// can count by intake of interest and its figures open the list behind them. The leads list sorts
// by it (a sort index in list order, issue 13's list machinery); its filter is a derived one, so
// the facet counts stay as they are.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('intake_of_interest', 'text', (c) => c.references('intakes.starts_on').onDelete('set null'))
    .execute();
  // The column's own index: the reference's ON DELETE and the list's filter by intake.
  await db.schema.createIndex('leads_intake_of_interest_idx').on('leads').column('intake_of_interest').execute();
  await sortIndexes(db, dialect, {
    table: 'leads',
    copies: [],
    sorts: ['intake_of_interest'],
    searches: [],
    sortKey: 'first_contact',
  });
}
