import type { LookupList, LookupListKey } from '@collegium/domain/lookup-lists';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { deleteValue, valueRow } from './lookup-repository.ts';
import { listDefinition, readList } from './lookup-read.ts';
import { usesOf } from './lookup-uses.ts';

/** Deletes a value nothing holds; one still in use is refused (409 naming where), audited. */
export async function deleteLookupValue(
  db: Db,
  key: string,
  id: number,
  version: number,
  auth: AuthContext,
  ip: string,
): Promise<LookupList> {
  const def = listDefinition(key);
  await db.kysely.transaction().execute(async (trx) => {
    const row = await valueRow(trx, def.key, id);
    if (!row) throw notFound(`${def.label} has no value with id ${id}.`);
    if (row.version !== version) throw conflict('This value was changed meanwhile: reload the list and try again.');
    const used = (await usesOf(trx, def.key as LookupListKey, [row.value])).get(row.value) ?? [];
    if (used.length > 0)
      throw conflict(
        `${row.value} is in use (${used.join(', ')}): it cannot be deleted. Retire it instead, so it is no longer offered.`,
      );
    await deleteValue(trx, id);
    await recordAudit(trx, {
      actorUserId: auth.realUserId ?? auth.user.id,
      asUserId: auth.realUserId ? auth.user.id : null,
      entity: 'lookup_values',
      entityId: id,
      action: 'delete',
      changes: [
        { field: 'list', before: def.key, after: null },
        { field: 'value', before: row.value, after: null },
      ],
      ip,
    });
  });
  return readList(db.kysely, def.key);
}
