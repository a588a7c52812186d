import {
  reportDefinition,
  type SavedReportView,
  type SavedReportsView,
  type savedReportWrite,
} from '@collegium/domain/custom-reports';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { planReport } from './report-plan.ts';

// Saved report definitions (issue 16): a name, an owner, shared with every user of custom
// reports or private. Only the owner changes or deletes one; anyone who sees it may run it, and
// the run checks the fields against the runner's own rights.

type Write = z.output<typeof savedReportWrite>;

function view(
  row: {
    id: number;
    name: string;
    shared: number;
    definition: string;
    updated_at: string;
    owner_user_id: number;
    first_name: string | null;
    last_name: string | null;
  },
  userId: number,
): SavedReportView {
  return {
    id: Number(row.id),
    name: row.name,
    shared: Boolean(Number(row.shared)),
    owner: [row.first_name, row.last_name].filter(Boolean).join(' '),
    mine: Number(row.owner_user_id) === userId,
    definition: reportDefinition.parse(JSON.parse(row.definition)),
    updatedAt: row.updated_at,
  };
}

function base(db: Kysely<Database>) {
  return db
    .selectFrom('custom_reports as r')
    .innerJoin('users as u', 'u.id', 'r.owner_user_id')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select([
      'r.id',
      'r.name',
      'r.shared',
      'r.definition',
      'r.updated_at',
      'r.owner_user_id',
      'p.first_name',
      'p.last_name',
    ]);
}

/** The caller's own reports and the shared ones, by name. */
export async function savedReports(db: Kysely<Database>, actor: Actor): Promise<SavedReportsView> {
  const rows = await base(db)
    .where((eb) => eb.or([eb('r.owner_user_id', '=', actor.userId), eb('r.shared', '=', 1)]))
    .orderBy('r.name')
    .orderBy('r.id')
    .execute();
  return { reports: rows.map((r) => view(r, actor.userId)) };
}

async function readOne(db: Kysely<Database>, id: number, actor: Actor): Promise<SavedReportView> {
  const row = await base(db).where('r.id', '=', id).executeTakeFirst();
  if (!row || (!Number(row.shared) && Number(row.owner_user_id) !== actor.userId))
    throw notFound('There is no such saved report.');
  return view(row, actor.userId);
}

/** Saves a new definition; the caller must be able to run it. */
export async function createReport(database: Db, entities: readonly EntityDefinition[], actor: Actor, body: Write) {
  planReport(entities, actor.permissions, body.definition);
  const now = new Date().toISOString();
  const id = await database.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('custom_reports')
      .values({
        name: body.name,
        owner_user_id: actor.userId,
        shared: body.shared ? 1 : 0,
        entity: body.definition.entity,
        definition: JSON.stringify(body.definition),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'custom_reports',
      entityId: row.id,
      action: 'create',
      changes: { name: body.name, shared: body.shared, definition: body.definition },
    });
    return Number(row.id);
  });
  return readOne(database.kysely, id, actor);
}

async function owned(database: Db, id: number, actor: Actor) {
  const found = await readOne(database.kysely, id, actor);
  if (!found.mine) throw forbidden('Only the report’s owner may change or delete it.');
  return found;
}

export async function updateReport(
  database: Db,
  entities: readonly EntityDefinition[],
  actor: Actor,
  id: number,
  body: Write,
) {
  await owned(database, id, actor);
  planReport(entities, actor.permissions, body.definition);
  await database.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('custom_reports')
      .set((eb) => ({
        name: body.name,
        shared: body.shared ? 1 : 0,
        entity: body.definition.entity,
        definition: JSON.stringify(body.definition),
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'custom_reports',
      entityId: id,
      action: 'update',
      changes: { name: body.name, shared: body.shared, definition: body.definition },
    });
  });
  return readOne(database.kysely, id, actor);
}

export async function deleteReport(database: Db, actor: Actor, id: number) {
  const found = await owned(database, id, actor);
  await database.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('custom_reports').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'custom_reports',
      entityId: id,
      action: 'delete',
      changes: { name: found.name },
    });
  });
}
