import type {
  FormationGroupInput,
  FormationGroupView,
  FormationMembersInput,
} from '@collegium/domain/formation-groups';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { onUniqueViolation } from '../../http/db-constraints.ts';
import { personName } from '../users/person-name.ts';

// Issue 20, feature formation-groups: the queries behind routes.ts.

type Q = Kysely<Database>;
const SAME_NAME = 'There is already a group of that name in this year.';

/** The groups matching `where` (by year, leader or id), each with its leader and students. */
export async function readGroups(
  db: Q,
  where: { academicYear?: number; leaderFacultyId?: number; id?: number },
): Promise<FormationGroupView[]> {
  let q = db
    .selectFrom('formation_groups as g')
    .innerJoin('faculty as f', 'f.id', 'g.leader_faculty_id')
    .innerJoin('people as lp', 'lp.id', 'f.person_id')
    .select([
      'g.id',
      'g.academic_year',
      'g.name',
      'f.id as leader_id',
      'lp.first_name',
      'lp.last_name',
      'lp.preferred_name',
      'lp.email',
    ]);
  if (where.academicYear !== undefined) q = q.where('g.academic_year', '=', where.academicYear);
  if (where.leaderFacultyId !== undefined) q = q.where('g.leader_faculty_id', '=', where.leaderFacultyId);
  if (where.id !== undefined) q = q.where('g.id', '=', where.id);
  const groups = await q.orderBy('g.name').execute();
  if (groups.length === 0) return [];
  const members = await db
    .selectFrom('formation_group_members as m')
    .innerJoin('students as s', 's.id', 'm.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['m.group_id', 's.id', 's.partner_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where(
      'm.group_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .execute();
  return groups.map((g) => ({
    id: Number(g.id),
    academicYear: g.academic_year,
    name: g.name,
    leader: { id: Number(g.leader_id), name: personName(g), email: g.email },
    members: members
      .filter((m) => m.group_id === g.id)
      .map((m) => ({ studentId: Number(m.id), name: personName(m), partnerId: m.partner_id })),
  }));
}

/** The active faculty a group may be led by. */
export async function leaderOptions(db: Q): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('faculty as f')
    .innerJoin('people as p', 'p.id', 'f.person_id')
    .select(['f.id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where('f.active', '=', 1)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: personName(r) }));
}

async function one(db: Q, id: number): Promise<FormationGroupView> {
  const [group] = await readGroups(db, { id });
  if (!group) throw notFound(`There is no formation group with id ${id}.`);
  return group;
}

async function checkLeader(db: Q, leaderId: number): Promise<void> {
  const f = await db
    .selectFrom('faculty')
    .select('id')
    .where('id', '=', leaderId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!f) throw validationFailed([{ param: 'leaderId', message: 'Choose the leader from the active faculty.' }]);
}

/** Creates a group (id null) or changes one; audited. */
export async function saveGroup(db: Db, id: number | null, input: FormationGroupInput, actor: Actor) {
  const now = new Date().toISOString();
  const saved = await onUniqueViolation(conflict(SAME_NAME), () =>
    db.kysely.transaction().execute(async (trx) => {
      await checkLeader(trx, input.leaderId);
      const values = { academic_year: input.academicYear, name: input.name, leader_faculty_id: input.leaderId };
      let groupId: number;
      if (id === null) {
        const row = await trx
          .insertInto('formation_groups')
          .values({ ...values, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        groupId = Number(row.id);
      } else {
        const before = await one(trx, id);
        if (before.academicYear !== input.academicYear && before.members.length > 0) {
          throw validationFailed([
            { param: 'academicYear', message: 'A group with students stays in its year; remove them first.' },
          ]);
        }
        await trx
          .updateTable('formation_groups')
          .set({ ...values, updated_at: now })
          .where('id', '=', id)
          .execute();
        groupId = id;
      }
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'formation_groups',
        entityId: groupId,
        action: id === null ? 'create' : 'update',
        changes: input,
        ip: actor.ip,
      });
      return groupId;
    }),
  );
  return one(db.kysely, saved);
}

/** Adds students (by partner id) to a group; one group per student and year (409 naming them). */
export async function addMembers(db: Db, id: number, input: FormationMembersInput, actor: Actor) {
  await db.kysely.transaction().execute(async (trx) => {
    const group = await one(trx, id);
    const partnerIds = [...new Set(input.partnerIds)];
    const students = await trx
      .selectFrom('students')
      .select(['id', 'partner_id'])
      .where('partner_id', 'in', partnerIds)
      .execute();
    const unknown = partnerIds.filter((p) => !students.some((s) => s.partner_id === p));
    if (unknown.length > 0) {
      throw validationFailed([{ param: 'partnerIds', message: `No student has partner id ${unknown.join(', ')}.` }]);
    }
    const taken = await trx
      .selectFrom('formation_group_members as m')
      .innerJoin('formation_groups as g', 'g.id', 'm.group_id')
      .innerJoin('students as s', 's.id', 'm.student_id')
      .select(['s.partner_id', 'g.name', 'g.id'])
      .where('m.academic_year', '=', group.academicYear)
      .where(
        'm.student_id',
        'in',
        students.map((s) => s.id),
      )
      .execute();
    const elsewhere = taken.filter((t) => Number(t.id) !== id);
    if (elsewhere.length > 0) {
      throw conflict(
        `Already in another group this year: ${elsewhere.map((t) => `${t.partner_id} (${t.name})`).join(', ')}.`,
      );
    }
    const fresh = students.filter((s) => !taken.some((t) => t.partner_id === s.partner_id));
    if (fresh.length === 0) return;
    await trx
      .insertInto('formation_group_members')
      .values(fresh.map((s) => ({ group_id: id, student_id: s.id, academic_year: group.academicYear })))
      .execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'formation_groups',
      entityId: id,
      action: 'add-members',
      changes: { studentIds: fresh.map((s) => s.id) },
      ip: actor.ip,
    });
  });
  return one(db.kysely, id);
}

export async function removeMember(db: Db, id: number, studentId: number, actor: Actor) {
  await db.kysely.transaction().execute(async (trx) => {
    await one(trx, id);
    const gone = await trx
      .deleteFrom('formation_group_members')
      .where('group_id', '=', id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw notFound('That student is not in this group.');
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'formation_groups',
      entityId: id,
      action: 'remove-member',
      changes: { studentId },
      ip: actor.ip,
    });
  });
  return one(db.kysely, id);
}

/** The faculty row of a signed-in person, if they are faculty. */
export async function facultyOf(db: Q, personId: number): Promise<number | null> {
  const row = await db.selectFrom('faculty').select('id').where('person_id', '=', personId).executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** A student's group in a year, with its leader. */
export async function ownGroup(db: Q, studentId: number, academicYear: number) {
  const m = await db
    .selectFrom('formation_group_members')
    .select('group_id')
    .where('student_id', '=', studentId)
    .where('academic_year', '=', academicYear)
    .executeTakeFirst();
  if (!m) return { academicYear, group: null };
  const group = await one(db, m.group_id);
  return { academicYear, group: { name: group.name, leader: group.leader } };
}
