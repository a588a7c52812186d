import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The lookup_values table (migration 0035a): the values of the System data lists.

type Executor = Kysely<Database> | Transaction<Database>;

export function valuesOfList(db: Executor, list: string) {
  return db
    .selectFrom('lookup_values')
    .select(['id', 'value', 'position', 'retired', 'version'])
    .where('list', '=', list)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function valueRow(db: Executor, list: string, id: number) {
  return db.selectFrom('lookup_values').selectAll().where('list', '=', list).where('id', '=', id).executeTakeFirst();
}

export async function listCounts(db: Executor) {
  return db
    .selectFrom('lookup_values')
    .select((eb) => ['list', 'retired', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['list', 'retired'])
    .execute();
}

export async function valueTaken(db: Executor, list: string, value: string, exceptId: number | null): Promise<boolean> {
  let q = db
    .selectFrom('lookup_values')
    .select('id')
    .where('list', '=', list)
    .where((eb) => eb(eb.fn('lower', ['value']), '=', value.toLowerCase()));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function nextPosition(db: Executor, list: string): Promise<number> {
  const row = await db
    .selectFrom('lookup_values')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('list', '=', list)
    .executeTakeFirst();
  return Number(row?.p ?? 0) + 1;
}

export async function insertValue(db: Executor, list: string, value: string, position: number) {
  const now = new Date().toISOString();
  return db
    .insertInto('lookup_values')
    .values({ list, value, position, retired: 0, created_at: now, updated_at: now, version: 1 })
    .returning(['id'])
    .executeTakeFirstOrThrow();
}

export async function updateValue(
  db: Executor,
  id: number,
  changes: { value?: string; position?: number; retired?: number },
  bumpVersion: boolean,
) {
  await db
    .updateTable('lookup_values')
    .set((eb) => ({
      ...changes,
      updated_at: new Date().toISOString(),
      ...(bumpVersion ? { version: eb('version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteValue(db: Executor, id: number) {
  await db.deleteFrom('lookup_values').where('id', '=', id).execute();
}
