import { lookupValueProblem, type LookupList } from '@collegium/domain/lookup-lists';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { validationFailed } from '../../http/errors.ts';
import { insertValue, nextPosition, valueTaken } from './lookup-repository.ts';
import { listDefinition, readList } from './lookup-read.ts';

/** Adds a value at the end of a list, audited. */
export async function addLookupValue(
  db: Db,
  key: string,
  value: string,
  auth: AuthContext,
  ip: string,
): Promise<LookupList> {
  const def = listDefinition(key);
  const problem = lookupValueProblem(def.key, value);
  if (problem) throw validationFailed([{ param: 'value', message: problem }]);
  await db.kysely.transaction().execute(async (trx) => {
    if (await valueTaken(trx, def.key, value, null))
      throw validationFailed([{ param: 'value', message: `${def.label} already has ${value}.` }]);
    const { id } = await insertValue(trx, def.key, value, await nextPosition(trx, def.key));
    await recordAudit(trx, {
      actorUserId: auth.realUserId ?? auth.user.id,
      asUserId: auth.realUserId ? auth.user.id : null,
      entity: 'lookup_values',
      entityId: id,
      action: 'create',
      changes: [
        { field: 'list', before: null, after: def.key },
        { field: 'value', before: null, after: value },
      ],
      ip,
    });
  });
  return readList(db.kysely, def.key);
}
