import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 15, System data: the lookup lists a college changes (student types, exit awards, cohort
// groups...) move from constants in code into one table, one row per value of a list. The values
// are today's constants, so nothing a record holds stops being a choice. A value is stored in
// records by its text; it is retired (no longer offered) rather than deleted while in use.

const DEFAULTS: Record<string, readonly string[]> = {
  'student-types': ['Independent', 'Ordinand', 'LLM'],
  'exit-awards': ['CertHE (App)', 'CertHE', 'Bth', 'BA', 'DipHE', 'PGCert', 'PGDip', 'Mth', 'MA'],
  'cohort-groups': ['Candidate', 'Student', 'NLM 2022', 'NLM 2023', 'NLM 2024'],
  'lead-sources': [
    'Website enquiry',
    'Open day',
    'Church visit',
    'Diocesan referral',
    'Recommendation',
    'Social media',
    'Conference or festival',
    'Other',
  ],
  'evidence-types': ['Exegesis', 'Finance', 'BAP stage 2 recommendation', 'Safeguarding'],
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('lookup_values')
    .$call(withId(dialect))
    /** Which list (a key of domain/lookup-lists.ts). */
    .addColumn('list', 'text', (c) => c.notNull())
    /** The value as records store it. */
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    /** 1: no longer offered; records holding it keep it. */
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('lookup_values_list_value_key', ['list', 'value'])
    .execute();
  await db.schema.createIndex('lookup_values_list_idx').on('lookup_values').columns(['list', 'position']).execute();

  const now = new Date().toISOString();
  const rows = Object.entries(DEFAULTS).flatMap(([list, values]) =>
    values.map((value, i) => ({
      list,
      value,
      position: i + 1,
      retired: 0,
      created_at: now,
      updated_at: now,
      version: 1,
    })),
  );
  await (db as Kysely<{ lookup_values: (typeof rows)[number] }>).insertInto('lookup_values').values(rows).execute();
}
