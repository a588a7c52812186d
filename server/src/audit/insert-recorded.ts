import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type Actor, auditActor, recorderName } from '../http/actor.ts';
import { recordAudit } from './audit-log.ts';

// A history row that names who recorded it (a consent given or withdrawn, a gift received): the
// row is inserted with the recorder's name and its times, and its `create` audit entry (entity:
// the table) is written in the same transaction. Written once for every such table.

/** Tables whose rows carry `recorded_by` and are written as one new row per event. */
export type RecordedTable = 'consents' | 'gifts';

type RecordedValues<T extends RecordedTable> = Omit<
  Insertable<Database[T]>,
  'recorded_by' | 'created_at' | 'updated_at'
>;

/** Inserts the row and its audit entry (`changes` as the entry's changes); returns the new id. */
export async function insertRecorded<T extends RecordedTable>(
  trx: Transaction<Database>,
  table: T,
  values: RecordedValues<T>,
  actor: Actor,
  changes: unknown,
): Promise<number> {
  const now = new Date().toISOString();
  const row = { ...values, recorded_by: await recorderName(trx, actor), created_at: now, updated_at: now };
  // Kysely cannot type one insert into a table chosen by a type parameter: the row was checked
  // against that table's own insertable columns above (`values`).
  const { id } = await trx
    .insertInto(table as RecordedTable)
    .values(row as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    ...auditActor(actor),
    ip: actor.ip,
    entity: table,
    entityId: id,
    action: 'create',
    changes,
  });
  return Number(id);
}
