import type { Badge, BadgeEdit, BadgeInput, GrantInput, GrantResult } from '@collegium/domain/badges';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import './tables.ts';

// Feature badges: the badges with how many hold each, and the writes (define, change, grant,
// take back), each in one transaction and audited.

export async function listBadges(db: Kysely<Database>): Promise<Badge[]> {
  const rows = await db
    .selectFrom('badges as b')
    .select([
      'b.id',
      'b.name',
      'b.description',
      'b.retired',
      'b.version',
      (eb) =>
        eb
          .selectFrom('badge_awards as a')
          .select(sql<number>`count(*)`.as('n'))
          .whereRef('a.badge_id', '=', 'b.id')
          .as('awards'),
    ])
    .orderBy('b.retired')
    .orderBy('b.name')
    .execute();
  return rows.map((r) => ({ ...r, retired: r.retired === 1, awards: Number(r.awards ?? 0) }));
}

async function nameTaken(db: Kysely<Database>, name: string, except: number | null) {
  let q = db
    .selectFrom('badges')
    .select('id')
    .where(sql`lower(name)`, '=', name.toLowerCase());
  if (except !== null) q = q.where('id', '<>', except);
  return (await q.executeTakeFirst()) !== undefined;
}
const taken = (name: string) =>
  validationFailed([{ param: 'name', message: `There is already a badge called ${name}.` }]);

export async function addBadge(db: Db, input: BadgeInput, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    if (await nameTaken(trx, input.name, null)) throw taken(input.name);
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('badges')
      .values({ name: input.name, description: input.description, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'badges',
      entityId: id,
      action: 'create',
      changes: [{ field: 'name', before: null, after: input.name }],
      ip: actor.ip,
    });
  });
}

export async function editBadge(db: Db, id: number, input: BadgeEdit, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('badges').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) throw notFound('There is no such badge.');
    if (before.version !== input.version)
      throw conflict('Someone changed this badge meanwhile. Reload it and try again.');
    if (await nameTaken(trx, input.name, id)) throw taken(input.name);
    const retired = input.retired ? 1 : 0;
    await trx
      .updateTable('badges')
      .set({
        name: input.name,
        description: input.description,
        retired,
        updated_at: new Date().toISOString(),
        version: before.version + 1,
      })
      .where('id', '=', id)
      .execute();
    const changes = [
      { field: 'name', before: before.name, after: input.name },
      { field: 'description', before: before.description, after: input.description },
      { field: 'retired', before: before.retired === 1, after: input.retired },
    ].filter((c) => c.before !== c.after);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'badges',
      entityId: id,
      action: 'update',
      changes,
      ip: actor.ip,
    });
  });
}

/** Grants a badge to students by partner id; those who hold it already are counted, not changed. */
export async function grantBadge(db: Db, badgeId: number, input: GrantInput, actor: Actor): Promise<GrantResult> {
  const partnerIds = [...new Set(input.partnerIds)];
  return db.kysely.transaction().execute(async (trx) => {
    const badge = await trx
      .selectFrom('badges')
      .select(['id', 'retired', 'name'])
      .where('id', '=', badgeId)
      .executeTakeFirst();
    if (!badge) throw notFound('There is no such badge.');
    if (badge.retired === 1)
      throw validationFailed([{ param: 'badge', message: `${badge.name} is retired and no longer granted.` }]);
    const students = await trx
      .selectFrom('students')
      .select(['id', 'partner_id'])
      .where('partner_id', 'in', partnerIds)
      .execute();
    const found = new Set(students.map((s) => s.partner_id));
    const missing = partnerIds.filter((p) => !found.has(p));
    if (missing.length > 0)
      throw validationFailed([
        { param: 'partnerIds', message: `No student has the partner id ${missing.join(', ')}.` },
      ]);
    const held = new Set(
      (
        await trx
          .selectFrom('badge_awards')
          .select('student_id')
          .where('badge_id', '=', badgeId)
          .where(
            'student_id',
            'in',
            students.map((s) => s.id),
          )
          .execute()
      ).map((r) => r.student_id),
    );
    const now = new Date().toISOString();
    let granted = 0;
    for (const s of students) {
      if (held.has(s.id)) continue;
      const { id } = await trx
        .insertInto('badge_awards')
        .values({
          badge_id: badgeId,
          student_id: s.id,
          awarded_on: input.awardedOn,
          note: input.note || null,
          awarded_by_user_id: actor.userId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'badge_awards',
        entityId: id,
        action: 'create',
        changes: [
          { field: 'badge', before: null, after: badge.name },
          { field: 'studentId', before: null, after: s.id },
          { field: 'awardedOn', before: null, after: input.awardedOn },
        ],
        ip: actor.ip,
      });
      granted++;
    }
    return { granted, alreadyHeld: students.length - granted };
  });
}

export async function revokeAward(db: Db, id: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const award = await trx.selectFrom('badge_awards').selectAll().where('id', '=', id).executeTakeFirst();
    if (!award) throw notFound('There is no such award.');
    await trx.deleteFrom('badge_awards').where('id', '=', id).execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'badge_awards',
      entityId: id,
      action: 'delete',
      changes: [
        { field: 'badgeId', before: award.badge_id, after: null },
        { field: 'studentId', before: award.student_id, after: null },
      ],
      ip: actor.ip,
    });
  });
}

export async function myBadges(db: Kysely<Database>, studentId: number) {
  const rows = await db
    .selectFrom('badge_awards as a')
    .innerJoin('badges as b', 'b.id', 'a.badge_id')
    .select(['b.name', 'b.description', 'a.awarded_on'])
    .where('a.student_id', '=', studentId)
    .orderBy('a.awarded_on', 'desc')
    .orderBy('b.name')
    .execute();
  return { badges: rows.map((r) => ({ name: r.name, description: r.description, awardedOn: r.awarded_on })) };
}
