import {
  lookupValueProblem,
  type EditLookupValue,
  type LookupList,
  type LookupListKey,
} from '@collegium/domain/lookup-lists';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { updateValue, valueRow, valuesOfList, valueTaken } from './lookup-repository.ts';
import { listDefinition, readList } from './lookup-read.ts';
import { usesOf } from './lookup-uses.ts';

/**
 * Renames, retires or reinstates, or moves one value, audited. A value records hold is never
 * renamed (they would be left holding a value the list no longer has): 409 naming where; retire
 * it and add the new one instead.
 */
export async function editLookupValue(
  db: Db,
  key: string,
  id: number,
  change: EditLookupValue,
  auth: AuthContext,
  ip: string,
): Promise<LookupList> {
  const def = listDefinition(key);
  await db.kysely.transaction().execute(async (trx) => {
    const row = await valueRow(trx, def.key, id);
    if (!row) throw notFound(`${def.label} has no value with id ${id}.`);
    if (row.version !== change.version)
      throw conflict('This value was changed meanwhile: reload the list and try again.');
    const changes: { field: string; before: unknown; after: unknown }[] = [];
    const set: { value?: string; retired?: number } = {};
    if (change.value !== undefined && change.value !== row.value) {
      const problem = lookupValueProblem(def.key, change.value);
      if (problem) throw validationFailed([{ param: 'value', message: problem }]);
      if (await valueTaken(trx, def.key, change.value, id))
        throw validationFailed([{ param: 'value', message: `${def.label} already has ${change.value}.` }]);
      const used = (await usesOf(trx, def.key as LookupListKey, [row.value])).get(row.value) ?? [];
      if (used.length > 0)
        throw conflict(
          `${row.value} is in use (${used.join(', ')}): it cannot be renamed. Retire it and add the new value instead.`,
        );
      set.value = change.value;
      changes.push({ field: 'value', before: row.value, after: change.value });
    }
    if (change.retired !== undefined && (row.retired === 1) !== change.retired) {
      set.retired = change.retired ? 1 : 0;
      changes.push({ field: 'retired', before: row.retired === 1, after: change.retired });
    }
    if (change.move !== undefined) {
      const order = await valuesOfList(trx, def.key);
      const at = order.findIndex((r) => r.id === id);
      const to = at + change.move;
      if (to >= 0 && to < order.length) {
        const moved = [...order];
        [moved[at], moved[to]] = [moved[to]!, moved[at]!];
        for (const [i, r] of moved.entries())
          if (r.position !== i + 1 && r.id !== id) await updateValue(trx, r.id, { position: i + 1 }, false);
        await updateValue(trx, id, { position: to + 1 }, false);
        changes.push({ field: 'position', before: at + 1, after: to + 1 });
      }
    }
    if (changes.length === 0) return;
    await updateValue(trx, id, set, true);
    await recordAudit(trx, {
      actorUserId: auth.realUserId ?? auth.user.id,
      asUserId: auth.realUserId ? auth.user.id : null,
      entity: 'lookup_values',
      entityId: id,
      action: 'update',
      changes: [{ field: 'list', before: def.key, after: def.key }, ...changes],
      ip,
    });
  });
  return readList(db.kysely, def.key);
}
