import type { Kysely } from 'kysely';

// Issue 15, System data: the accounting account codes become a list of lookup_values (migration
// 0035a), so Finance chooses the sales and bank account from what an administrator keeps there.
// It starts with the codes the accounting settings hold (0034a put 200 and 090 there).

interface Row {
  list: string;
  value: string;
  position: number;
  retired: number;
  created_at: string;
  updated_at: string;
  version: number;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const any = db as unknown as Kysely<{
    accounting_settings: { sales_account_code: string; bank_account_code: string };
    lookup_values: Row;
  }>;
  const held = await any
    .selectFrom('accounting_settings')
    .select(['sales_account_code', 'bank_account_code'])
    .execute();
  const values: string[] = [];
  for (const v of ['200', '090', ...held.flatMap((r) => [r.sales_account_code, r.bank_account_code])]) {
    const code = String(v ?? '').trim();
    if (code !== '' && !values.includes(code)) values.push(code);
  }
  const now = new Date().toISOString();
  await any
    .insertInto('lookup_values')
    .values(
      values.map((value, i) => ({
        list: 'account-codes',
        value,
        position: i + 1,
        retired: 0,
        created_at: now,
        updated_at: now,
        version: 1,
      })),
    )
    .execute();
}
