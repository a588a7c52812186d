import type { IntakesEditor } from '@collegium/domain/intake-editing';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 15, System data: the intakes map (spec 3) as the administrator edits it. Every change is
// audited; a programme an intake names must exist.

const split = (s: string) => s.split(/\s+/).filter((p) => p !== '');

export async function readIntakesEditor(db: Db): Promise<IntakesEditor> {
  const [intakes, programmes] = await Promise.all([
    db.kysely
      .selectFrom('intakes')
      .select(['id', 'starts_on', 'programmes', 'version'])
      .orderBy('starts_on', 'desc')
      .execute(),
    db.kysely.selectFrom('programmes').select(['code', 'title', 'active']).orderBy('code').execute(),
  ]);
  return {
    intakes: intakes.map((r) => ({
      id: r.id,
      startsOn: r.starts_on,
      programmes: split(r.programmes),
      version: r.version,
    })),
    programmes: programmes.map((p) => ({ code: p.code, title: p.title, active: p.active === 1 })),
  };
}

async function checkProgrammes(trx: Transaction<Database>, codes: readonly string[]) {
  const known = new Set((await trx.selectFrom('programmes').select('code').execute()).map((r) => r.code));
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length > 0)
    throw validationFailed([{ param: 'programmes', message: `There is no programme ${unknown.join(', ')}.` }]);
}

const actor = (auth: AuthContext) => ({
  actorUserId: auth.realUserId ?? auth.user.id,
  asUserId: auth.realUserId ? auth.user.id : null,
});

export async function addIntake(
  db: Db,
  startsOn: string,
  programmes: string[],
  auth: AuthContext,
  ip: string,
): Promise<IntakesEditor> {
  const codes = [...new Set(programmes)];
  await db.kysely.transaction().execute(async (trx) => {
    await checkProgrammes(trx, codes);
    if (await trx.selectFrom('intakes').select('id').where('starts_on', '=', startsOn).executeTakeFirst()) {
      throw validationFailed([{ param: 'startsOn', message: `There is already an intake on ${startsOn}.` }]);
    }
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('intakes')
      .values({ starts_on: startsOn, programmes: codes.join(' '), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      ...actor(auth),
      entity: 'intakes',
      entityId: id,
      action: 'create',
      changes: [
        { field: 'startsOn', before: null, after: startsOn },
        { field: 'programmes', before: null, after: codes },
      ],
      ip,
    });
  });
  return readIntakesEditor(db);
}

export async function editIntake(
  db: Db,
  id: number,
  version: number,
  programmes: string[],
  auth: AuthContext,
  ip: string,
): Promise<IntakesEditor> {
  const codes = [...new Set(programmes)];
  await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('intakes')
      .select(['programmes', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no intake with id ${id}.`);
    if (row.version !== version) throw conflict('This intake was changed meanwhile: reload and try again.');
    await checkProgrammes(trx, codes);
    const before = split(row.programmes);
    if (before.join(' ') === codes.join(' ')) return;
    await trx
      .updateTable('intakes')
      .set((eb) => ({
        programmes: codes.join(' '),
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      ...actor(auth),
      entity: 'intakes',
      entityId: id,
      action: 'update',
      changes: [{ field: 'programmes', before, after: codes }],
      ip,
    });
  });
  return readIntakesEditor(db);
}
