import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Actor, recorderName } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import type { EntityWriteHooks } from '../entities/record-service.ts';
import type { StoredRecord } from '../entities/record-repository.ts';

// Issue 17: a consent record is one grant or withdrawal in the person's history. Nothing
// overwrites it: a change or a deletion is refused (409), and the way to change a consent is to
// record a new grant or withdrawal. A new record notes who recorded it.

export const CONSENT_HISTORY_KEPT =
  'A consent record is kept as history and cannot be changed or deleted: record a new grant or withdrawal instead.';

function refuse(): never {
  throw new AppError(409, 'consent_history_kept', CONSENT_HISTORY_KEPT);
}

export const consentWriteHooks: EntityWriteHooks = {
  beforeUpdate: async () => refuse(),
  beforeDelete: async () => refuse(),
  async afterCreate(trx: Transaction<Database>, actor: Actor, created: StoredRecord) {
    await trx
      .updateTable('consents')
      .set({ recorded_by: await recorderName(trx, actor) })
      .where('id', '=', created.id)
      .execute();
  },
};
