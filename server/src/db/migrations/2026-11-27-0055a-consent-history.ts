import type { Kysely } from 'kysely';

// Issue 17, consents with their history: each consent record is one grant or withdrawal, kept
// with the version of the wording the person saw, its evidence (the form's record, a note or a
// file's reference) and who recorded it. Existing rows keep empty values.

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['wording_version', 'evidence', 'recorded_by']) {
    await db.schema.alterTable('consents').addColumn(column, 'text').execute();
  }
}
