import type { LookupListKey } from '@collegium/domain/lookup-lists';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Where records hold the values of each lookup list (issue 15, System data): a value held by any
// of these is not renamed or deleted (409 naming where), only retired. A new column storing a
// list's value is added here, and the test walks every list.

type Executor = Kysely<Database> | Transaction<Database>;

export interface LookupUse {
  table: keyof Database;
  column: string;
  /** What a row of the table is called, singular and plural. */
  noun: readonly [string, string];
}

export const LOOKUP_USES: Readonly<Record<LookupListKey, readonly LookupUse[]>> = {
  'student-types': [
    { table: 'students', column: 'student_type', noun: ['student', 'students'] },
    { table: 'engagements', column: 'student_type', noun: ['engagement', 'engagements'] },
    { table: 'applications', column: 'applicant_type', noun: ['application', 'applications'] },
  ],
  'exit-awards': [
    { table: 'students', column: 'exit_award', noun: ['student', 'students'] },
    { table: 'engagements', column: 'exit_award', noun: ['engagement', 'engagements'] },
    { table: 'alumni', column: 'exit_award', noun: ['alumnus', 'alumni'] },
  ],
  'cohort-groups': [
    { table: 'students', column: 'cohort_group', noun: ['student', 'students'] },
    { table: 'engagements', column: 'cohort_group', noun: ['engagement', 'engagements'] },
    { table: 'applications', column: 'cohort_group', noun: ['application', 'applications'] },
  ],
  'lead-sources': [{ table: 'leads', column: 'first_source', noun: ['potential student', 'potential students'] }],
  'evidence-types': [
    {
      table: 'application_evidence',
      column: 'type',
      noun: ['piece of application evidence', 'pieces of application evidence'],
    },
  ],
  hubs: [
    { table: 'students', column: 'hub', noun: ['student', 'students'] },
    { table: 'engagements', column: 'hub', noun: ['engagement', 'engagements'] },
    { table: 'leads', column: 'hub', noun: ['potential student', 'potential students'] },
    { table: 'faculty', column: 'hub', noun: ['member of faculty', 'members of faculty'] },
    { table: 'users', column: 'hub', noun: ['user', 'users'] },
    { table: 'module_instances', column: 'hub', noun: ['module run', 'module runs'] },
  ],
  'bursary-types': [
    { table: 'bursary_applications', column: 'bursary_type', noun: ['bursary application', 'bursary applications'] },
    { table: 'bursary_awards', column: 'type', noun: ['bursary award', 'bursary awards'] },
  ],
  'consent-purposes': [{ table: 'consents', column: 'consent_type', noun: ['consent', 'consents'] }],
  'account-codes': [
    {
      table: 'accounting_settings',
      column: 'sales_account_code',
      noun: ['sales account setting', 'sales account settings'],
    },
    {
      table: 'accounting_settings',
      column: 'bank_account_code',
      noun: ['bank account setting', 'bank account settings'],
    },
  ],
};

/** How many records hold each value of a list, as readable phrases per value ("12 students"). */
export async function usesOf(
  db: Executor,
  list: LookupListKey,
  values: readonly string[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(values.map((v) => [v, []]));
  if (values.length === 0) return out;
  for (const use of LOOKUP_USES[list]) {
    const rows = await sql<{ value: string; n: number | string }>`
      select ${sql.ref(use.column)} as value, count(*) as n from ${sql.table(use.table)}
      where ${sql.ref(use.column)} in (${sql.join(values)}) group by ${sql.ref(use.column)}`.execute(db);
    for (const row of rows.rows) {
      const n = Number(row.n);
      out.get(row.value)?.push(`${n} ${n === 1 ? use.noun[0] : use.noun[1]}`);
    }
  }
  return out;
}
