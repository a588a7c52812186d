import {
  HESA_DEFAULT_FIELDS,
  type HesaDefaultsView,
  type SetHesaDefault,
  hesaDefaultField,
} from '@collegium/domain/hesa-defaults';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';

// Issue 15, System data → HESA defaults (hesa_defaults, migration 0058a): one row per field once
// given a default; none is no row or a null code (so the version only ever grows). Every change is checked against the field's HESA codes, refused when
// the row changed meanwhile (version), and audited (entity hesa_defaults, the field as its id).

type Executor = Kysely<Database> | Transaction<Database>;

export async function readHesaDefaults(db: Executor): Promise<HesaDefaultsView> {
  const rows = await db.selectFrom('hesa_defaults').selectAll().execute();
  const byField = new Map(rows.map((r) => [r.hesa_field, r]));
  return {
    fields: HESA_DEFAULT_FIELDS.map((f) => ({
      field: f.field,
      label: f.label,
      choices: f.choices.map(({ code, label }) => ({ code, label })),
      code: byField.get(f.field)?.code ?? null,
      version: Number(byField.get(f.field)?.version ?? 0),
    })),
  };
}

export async function setHesaDefault(
  db: Db,
  field: string,
  input: SetHesaDefault,
  actor: Actor,
): Promise<HesaDefaultsView> {
  const def = hesaDefaultField(field);
  if (!def) throw notFound(`${field} is not a HESA field that may have a default.`);
  if (input.code !== null && !def.choices.some((c) => c.code === input.code))
    throw validationFailed([{ param: 'code', message: `${input.code} is not one of HESA’s codes for ${def.label}.` }]);
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('hesa_defaults').selectAll().where('hesa_field', '=', field).executeTakeFirst();
    if (Number(before?.version ?? 0) !== input.version)
      throw conflict(`The default for ${def.label} was changed meanwhile: reload and try again.`);
    const from = before?.code ?? null;
    if (from === input.code) return readHesaDefaults(trx);
    const now = new Date().toISOString();
    if (before)
      await trx
        .updateTable('hesa_defaults')
        .set((eb) => ({ code: input.code, updated_at: now, version: eb('version', '+', 1) }))
        .where('hesa_field', '=', field)
        .execute();
    else
      await trx
        .insertInto('hesa_defaults')
        .values({ hesa_field: field, code: input.code, created_at: now, updated_at: now })
        .execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'hesa_defaults',
      entityId: field,
      action: before ? 'update' : 'create',
      changes: { code: { from, to: input.code } },
      ip: actor.ip,
    });
    return readHesaDefaults(trx);
  });
}
