import type { Kysely, Transaction } from 'kysely';
import type { BankMapping } from '@collegium/domain/bank-statement-cells';
import type { Database } from '../../db/schema.ts';

// Issue 14 (payments): the column mapping kept per bank account, so the next statement of the
// same account is read without asking (the import's mapping table, under its own kind).

type Executor = Kysely<Database> | Transaction<Database>;

const KIND = 'bank-statement';

export async function keptMapping(db: Executor, account: string): Promise<BankMapping | null> {
  const row = await db
    .selectFrom('import_mappings')
    .select('mapping')
    .where('kind', '=', KIND)
    .where('source', '=', account)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as BankMapping) : null;
}

export async function keepMapping(db: Executor, account: string, mapping: BankMapping, now: string): Promise<void> {
  const text = JSON.stringify(mapping);
  await db
    .insertInto('import_mappings')
    .values({ source: account, kind: KIND, mapping: text, updated_at: now })
    .onConflict((oc) => oc.columns(['source', 'kind']).doUpdateSet({ mapping: text, updated_at: now }))
    .execute();
}

/** The accounts statements were imported for, most recent first, with their mappings. */
export async function bankAccounts(db: Executor): Promise<{ account: string; mapping: BankMapping }[]> {
  const rows = await db
    .selectFrom('import_mappings')
    .select(['source', 'mapping'])
    .where('kind', '=', KIND)
    .orderBy('updated_at', 'desc')
    .orderBy('source')
    .execute();
  return rows.map((r) => ({ account: r.source, mapping: JSON.parse(r.mapping) as BankMapping }));
}
