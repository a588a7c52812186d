import type { AddProgramme, EditProgramme, ProgrammesEditor } from '@collegium/domain/programme-editing';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { programmeUses } from './programme-uses.ts';
import * as repo from './programmes-repository.ts';

// Issue 15, System data: the programmes (spec 3) as the administrator edits them. The code is
// what records hold: renamed only while nothing holds it; a programme in use is retired (no
// longer offered), never deleted (409 naming where). Every change is audited.

type Executor = Kysely<Database> | Transaction<Database>;
type Change = { field: string; before: unknown; after: unknown };
const split = (s: string) => s.split(/\s+/).filter((p) => p !== '');

export async function readProgrammes(db: Executor): Promise<ProgrammesEditor> {
  const rows = await repo.programmeRows(db);
  const uses = await programmeUses(
    db,
    rows.map((r) => r.code),
  );
  return {
    programmes: rows.map((r) => ({
      id: r.id,
      code: r.code,
      title: r.title,
      award: r.award,
      levels: split(r.levels),
      credits: r.credits,
      transferable: r.transferable === 1,
      paces: split(r.paces),
      retired: r.active !== 1,
      version: r.version,
      usedBy: uses.get(r.code) ?? [],
    })),
  };
}

const actor = (auth: AuthContext) => ({
  actorUserId: auth.realUserId ?? auth.user.id,
  asUserId: auth.realUserId ? auth.user.id : null,
});

export async function addProgramme(db: Db, input: AddProgramme, auth: AuthContext, ip: string) {
  await db.kysely.transaction().execute(async (trx) => {
    if (await repo.codeTaken(trx, input.code, null))
      throw validationFailed([{ param: 'code', message: `There is already a programme ${input.code}.` }]);
    const { id } = await repo.insertProgramme(trx, {
      code: input.code,
      title: input.title,
      award: input.award || null,
      levels: input.levels.join(' '),
      credits: input.credits,
      transferable: input.transferable ? 1 : 0,
      paces: input.paces.join(' '),
      position: await repo.nextProgrammePosition(trx),
    });
    const changes = Object.entries(input).map(([field, after]) => ({ field, before: null, after }));
    await recordAudit(trx, { ...actor(auth), entity: 'programmes', entityId: id, action: 'create', changes, ip });
  });
  return readProgrammes(db.kysely);
}

export async function editProgramme(db: Db, id: number, change: EditProgramme, auth: AuthContext, ip: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await repo.programmeRow(trx, id);
    if (!row) throw notFound(`There is no programme with id ${id}.`);
    if (row.version !== change.version) throw conflict('This programme was changed meanwhile: reload and try again.');
    const set: repo.ProgrammeValues = {};
    const changes: Change[] = [];
    const put = <K extends keyof repo.ProgrammeValues>(
      field: string,
      key: K,
      before: unknown,
      after: unknown,
      v: repo.ProgrammeValues[K],
    ) => {
      if (JSON.stringify(before) === JSON.stringify(after)) return;
      set[key] = v;
      changes.push({ field, before, after });
    };
    if (change.code !== undefined && change.code !== row.code) {
      if (await repo.codeTaken(trx, change.code, id))
        throw validationFailed([{ param: 'code', message: `There is already a programme ${change.code}.` }]);
      const used = (await programmeUses(trx, [row.code])).get(row.code) ?? [];
      if (used.length > 0)
        throw conflict(
          `${row.code} is in use (${used.join(', ')}): its code cannot be changed. Retire it and add the new programme instead.`,
        );
      put('code', 'code', row.code, change.code, change.code);
    }
    if (change.title !== undefined) put('title', 'title', row.title, change.title, change.title);
    if (change.award !== undefined) put('award', 'award', row.award, change.award || null, change.award || null);
    if (change.levels) put('levels', 'levels', split(row.levels), change.levels, change.levels.join(' '));
    if (change.credits !== undefined) put('credits', 'credits', row.credits, change.credits, change.credits);
    if (change.transferable !== undefined)
      put('transferable', 'transferable', row.transferable === 1, change.transferable, change.transferable ? 1 : 0);
    if (change.paces) put('paces', 'paces', split(row.paces), change.paces, change.paces.join(' '));
    if (change.retired !== undefined)
      put('retired', 'active', row.active !== 1, change.retired, change.retired ? 0 : 1);
    if (change.move !== undefined) await move(trx, id, change.move, changes);
    if (changes.length === 0) return;
    await repo.updateProgramme(trx, id, set, true);
    await recordAudit(trx, { ...actor(auth), entity: 'programmes', entityId: id, action: 'update', changes, ip });
  });
  return readProgrammes(db.kysely);
}

async function move(trx: Transaction<Database>, id: number, by: -1 | 1, changes: Change[]) {
  const order = await repo.programmeRows(trx);
  const at = order.findIndex((r) => r.id === id);
  const to = at + by;
  if (to < 0 || to >= order.length) return;
  const moved = [...order];
  [moved[at], moved[to]] = [moved[to]!, moved[at]!];
  for (const [i, r] of moved.entries())
    if (r.position !== i + 1) await repo.updateProgramme(trx, r.id, { position: i + 1 }, false);
  changes.push({ field: 'position', before: at + 1, after: to + 1 });
}

export async function deleteProgramme(db: Db, id: number, version: number, auth: AuthContext, ip: string) {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await repo.programmeRow(trx, id);
    if (!row) throw notFound(`There is no programme with id ${id}.`);
    if (row.version !== version) throw conflict('This programme was changed meanwhile: reload and try again.');
    const used = (await programmeUses(trx, [row.code])).get(row.code) ?? [];
    if (used.length > 0)
      throw conflict(
        `${row.code} is in use (${used.join(', ')}): it cannot be deleted. Retire it instead, so it is no longer offered.`,
      );
    await repo.deleteProgramme(trx, id);
    await recordAudit(trx, {
      ...actor(auth),
      entity: 'programmes',
      entityId: id,
      action: 'delete',
      changes: [
        { field: 'code', before: row.code, after: null },
        { field: 'title', before: row.title, after: null },
      ],
      ip,
    });
  });
  return readProgrammes(db.kysely);
}
