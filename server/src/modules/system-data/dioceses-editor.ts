import type { AddDiocese, Dioceses, EditDiocese } from '@collegium/domain/dioceses';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';

// Issue 15, System data → Dioceses: the organisations of type Diocese with their contact (the
// DDO) and retired flag (diocese_contacts, migration 0049b). A diocese made on the Organisations
// screen has no contact row yet: it reads as version 0, and its first change here makes the row.
// Applications hold a diocese by id and by name, so one they hold is not renamed (409 naming
// them): it is retired, no longer offered. Every change audited (entity organisations).

type Executor = Kysely<Database> | Transaction<Database>;
type Change = { field: string; before: unknown; after: unknown };

function dioceseRows(db: Executor) {
  return db
    .selectFrom('organisations')
    .leftJoin('diocese_contacts', 'diocese_contacts.organisation_id', 'organisations.id')
    .select([
      'organisations.id',
      'organisations.name',
      'diocese_contacts.ddo_name',
      'diocese_contacts.ddo_email',
      'diocese_contacts.ddo_phone',
      'diocese_contacts.retired',
      'diocese_contacts.version',
    ])
    .where('organisations.type', '=', 'Diocese');
}

async function applicationsHolding(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['diocese_id', eb.fn.countAll<number | string>().as('n')])
    .where('diocese_id', 'in', ids)
    .groupBy('diocese_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.diocese_id), Number(r.n)]));
}

const usedBy = (n: number | undefined) => (n ? [`${n} ${n === 1 ? 'application' : 'applications'}`] : []);

export async function readDioceses(db: Executor): Promise<Dioceses> {
  const rows = await dioceseRows(db).orderBy('organisations.name').execute();
  const held = await applicationsHolding(
    db,
    rows.map((r) => r.id),
  );
  return {
    dioceses: rows.map((r) => ({
      id: r.id,
      name: r.name,
      ddoName: r.ddo_name,
      ddoEmail: r.ddo_email,
      ddoPhone: r.ddo_phone,
      retired: r.retired === 1,
      version: r.version ?? 0,
      usedBy: usedBy(held.get(r.id)),
    })),
  };
}

/** The dioceses an applicant may choose: those not retired. */
export async function offeredDioceses(db: Executor): Promise<string[]> {
  const rows = await dioceseRows(db).orderBy('organisations.name').execute();
  return rows.filter((r) => r.retired !== 1).map((r) => r.name);
}

const actor = (auth: AuthContext) => ({
  actorUserId: auth.realUserId ?? auth.user.id,
  asUserId: auth.realUserId ? auth.user.id : null,
});
const orNull = (v: string) => (v === '' ? null : v);

async function nameTaken(db: Executor, name: string, exceptId: number | null) {
  let q = dioceseRows(db).where((eb) => eb(eb.fn('lower', ['organisations.name']), '=', name.toLowerCase()));
  if (exceptId !== null) q = q.where('organisations.id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function addDiocese(db: Db, input: AddDiocese, auth: AuthContext, ip: string): Promise<Dioceses> {
  await db.kysely.transaction().execute(async (trx) => {
    if (await nameTaken(trx, input.name, null))
      throw validationFailed([{ param: 'name', message: `There is already a diocese called ${input.name}.` }]);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('organisations')
      .values({ name: input.name, type: 'Diocese', status: 'Sending', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('diocese_contacts')
      .values({
        organisation_id: id,
        ddo_name: orNull(input.ddoName),
        ddo_email: orNull(input.ddoEmail),
        ddo_phone: orNull(input.ddoPhone),
        created_at: now,
        updated_at: now,
      })
      .execute();
    const changes: Change[] = [
      { field: 'type', before: null, after: 'Diocese' },
      ...(['name', 'ddoName', 'ddoEmail', 'ddoPhone'] as const)
        .filter((k) => input[k] !== '')
        .map((k) => ({ field: k, before: null, after: input[k] })),
    ];
    await recordAudit(trx, { ...actor(auth), entity: 'organisations', entityId: id, action: 'create', changes, ip });
  });
  return readDioceses(db.kysely);
}

export async function editDiocese(
  db: Db,
  id: number,
  change: EditDiocese,
  auth: AuthContext,
  ip: string,
): Promise<Dioceses> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await dioceseRows(trx).where('organisations.id', '=', id).executeTakeFirst();
    if (!row) throw notFound(`There is no diocese with id ${id}.`);
    if ((row.version ?? 0) !== change.version)
      throw conflict('This diocese was changed meanwhile: reload the list and try again.');
    const changes: Change[] = [];
    if (change.name !== undefined && change.name !== row.name) {
      if (await nameTaken(trx, change.name, id))
        throw validationFailed([{ param: 'name', message: `There is already a diocese called ${change.name}.` }]);
      const held = usedBy((await applicationsHolding(trx, [id])).get(id));
      if (held.length > 0)
        throw conflict(
          `${row.name} is in use (${held.join(', ')}): it cannot be renamed. Retire it and add the new name instead.`,
        );
      await trx
        .updateTable('organisations')
        .set((eb) => ({ name: change.name, updated_at: new Date().toISOString(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      changes.push({ field: 'name', before: row.name, after: change.name });
    }
    const contact = {
      ddo_name: change.ddoName === undefined ? row.ddo_name : orNull(change.ddoName),
      ddo_email: change.ddoEmail === undefined ? row.ddo_email : orNull(change.ddoEmail),
      ddo_phone: change.ddoPhone === undefined ? row.ddo_phone : orNull(change.ddoPhone),
      retired: change.retired === undefined ? (row.retired ?? 0) : change.retired ? 1 : 0,
    };
    const fields = [
      ['ddoName', 'ddo_name'],
      ['ddoEmail', 'ddo_email'],
      ['ddoPhone', 'ddo_phone'],
      ['retired', 'retired'],
    ] as const;
    for (const [field, column] of fields)
      if ((row[column] ?? (column === 'retired' ? 0 : null)) !== contact[column])
        changes.push({ field, before: row[column] ?? null, after: contact[column] });
    if (changes.length === 0) return;
    const now = new Date().toISOString();
    await trx
      .insertInto('diocese_contacts')
      .values({ organisation_id: id, ...contact, version: (row.version ?? 0) + 1, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('organisation_id').doUpdateSet({ ...contact, version: (row.version ?? 0) + 1, updated_at: now }),
      )
      .execute();
    await recordAudit(trx, { ...actor(auth), entity: 'organisations', entityId: id, action: 'update', changes, ip });
  });
  return readDioceses(db.kysely);
}
