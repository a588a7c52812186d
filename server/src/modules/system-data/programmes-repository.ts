import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// The programmes table (migrations 0005, 0042b) as System data edits it.

type Executor = Kysely<Database> | Transaction<Database>;

export interface ProgrammeValues {
  code?: string;
  title?: string;
  award?: string | null;
  levels?: string;
  credits?: number;
  transferable?: number;
  paces?: string;
  active?: number;
  position?: number;
}

export function programmeRows(db: Executor) {
  return db.selectFrom('programmes').selectAll().orderBy('position').orderBy('code').execute();
}

export function programmeRow(db: Executor, id: number) {
  return db.selectFrom('programmes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function codeTaken(db: Executor, code: string, exceptId: number | null): Promise<boolean> {
  let q = db
    .selectFrom('programmes')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()));
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function insertProgramme(db: Executor, values: Required<Omit<ProgrammeValues, 'active'>>) {
  const now = new Date().toISOString();
  return db
    .insertInto('programmes')
    .values({ ...values, active: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function nextProgrammePosition(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('programmes')
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst();
  return Number(row?.p ?? 0) + 1;
}

export async function updateProgramme(db: Executor, id: number, values: ProgrammeValues, bumpVersion: boolean) {
  await db
    .updateTable('programmes')
    .set((eb) => ({
      ...values,
      updated_at: new Date().toISOString(),
      ...(bumpVersion ? { version: eb('version', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export async function deleteProgramme(db: Executor, id: number) {
  await db.deleteFrom('programmes').where('id', '=', id).execute();
}

/** The space-separated levels of a programmes row, in order. */
export const programmeLevelList = (levels: string): string[] => levels.split(/\s+/).filter((l) => l !== '');

/**
 * What the rules read of a programme (issue 15: System data, not constants): its levels in order,
 * credits and transferability; null for a code the programmes table does not have.
 */
export async function programmeRules(
  db: Executor,
  code: string,
): Promise<{ levels: string[]; credits: number; transferable: boolean } | null> {
  const row = await db
    .selectFrom('programmes')
    .select(['levels', 'credits', 'transferable'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row
    ? { levels: programmeLevelList(row.levels), credits: Number(row.credits), transferable: row.transferable === 1 }
    : null;
}
