import type {
  ExternalLink,
  ExternalLinkAudience,
  ExternalLinkEdit,
  ExternalLinkInput,
} from '@collegium/domain/external-links';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound } from '../../http/errors.ts';
import './tables.ts';

// Feature `externalLink`: the links' SQL. Positions are kept 1..n per audience; a link added or
// moved to a place pushes the others down.

type Q = Kysely<Database> | Transaction<Database>;

const columns = ['id', 'title', 'icon', 'url', 'audience', 'position', 'version'] as const;

export async function listLinks(db: Q, audience?: ExternalLinkAudience): Promise<ExternalLink[]> {
  let query = db.selectFrom('external_links').select(columns);
  if (audience) query = query.where('audience', '=', audience);
  const rows = await query.orderBy('audience').orderBy('position').orderBy('id').execute();
  return rows as ExternalLink[];
}

/** Renumbers an audience's links 1..n, `placed` at `position` (clamped), the rest in order. */
async function renumber(trx: Transaction<Database>, audience: string, placed?: { id: number; position: number }) {
  const rows = await trx
    .selectFrom('external_links')
    .select(['id', 'position'])
    .where('audience', '=', audience)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const others = rows.filter((r) => r.id !== placed?.id).map((r) => r.id);
  if (placed) others.splice(Math.min(Math.max(placed.position - 1, 0), others.length), 0, placed.id);
  for (const [i, id] of others.entries()) {
    await trx
      .updateTable('external_links')
      .set({ position: i + 1 })
      .where('id', '=', id)
      .execute();
  }
}

export async function addLink(db: Db, input: ExternalLinkInput, actor: Actor): Promise<ExternalLink> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('external_links')
      .values({
        title: input.title,
        icon: input.icon,
        url: input.url,
        audience: input.audience,
        position: 1_000_000,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await renumber(trx, input.audience, { id, position: input.position ?? 1_000_000 });
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'external_links',
      entityId: id,
      action: 'create',
      changes: (['title', 'icon', 'url', 'audience'] as const).map((f) => ({
        field: f,
        before: null,
        after: input[f],
      })),
      ip: actor.ip,
    });
    return (await trx
      .selectFrom('external_links')
      .select(columns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as ExternalLink;
  });
}

export async function editLink(db: Db, id: number, input: ExternalLinkEdit, actor: Actor): Promise<ExternalLink> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('external_links').select(columns).where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('There is no such link.');
    if (before.version !== input.version)
      throw conflict('Someone changed this link meanwhile. Reload it and try again.');
    await trx
      .updateTable('external_links')
      .set({
        title: input.title,
        icon: input.icon,
        url: input.url,
        audience: input.audience,
        updated_at: new Date().toISOString(),
        version: before.version + 1,
      })
      .where('id', '=', id)
      .execute();
    if (before.audience !== input.audience) await renumber(trx, before.audience);
    await renumber(trx, input.audience, { id, position: input.position ?? before.position });
    const after = await trx.selectFrom('external_links').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
    const changes = (['title', 'icon', 'url', 'audience', 'position'] as const)
      .filter((f) => before[f] !== after[f])
      .map((f) => ({ field: f, before: before[f], after: after[f] }));
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'external_links',
      entityId: id,
      action: 'update',
      changes,
      ip: actor.ip,
    });
    return after as ExternalLink;
  });
}

export async function deleteLink(db: Db, id: number, version: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('external_links').select(columns).where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('There is no such link.');
    if (before.version !== version) throw conflict('Someone changed this link meanwhile. Reload it and try again.');
    await trx.deleteFrom('external_links').where('id', '=', id).execute();
    await renumber(trx, before.audience);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'external_links',
      entityId: id,
      action: 'delete',
      changes: [
        { field: 'title', before: before.title, after: null },
        { field: 'url', before: before.url, after: null },
      ],
      ip: actor.ip,
    });
  });
}

/** Whether the user is a student (a student record and forms:student), as GET /auth/account says. */
export async function isStudentPerson(db: Q, personId: number): Promise<boolean> {
  const row = await db.selectFrom('students').select('id').where('person_id', '=', personId).executeTakeFirst();
  return row !== undefined;
}
