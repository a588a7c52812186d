import type { Kysely } from 'kysely';

// Issue 17: the intake a potential student means to start at, one of System data's intakes
// (referenced by its start date, which an intake never changes), so the Potential Students report
// can count by intake of interest and its figures open the list behind them.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('intake_of_interest', 'text', (c) => c.references('intakes.starts_on').onDelete('set null'))
    .execute();
  await db.schema.createIndex('leads_intake_of_interest_idx').on('leads').column('intake_of_interest').execute();
}
