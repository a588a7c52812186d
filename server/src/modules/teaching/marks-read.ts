import { isLate, type MarkingGrid } from '@collegium/domain/marking';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { effectiveDueDate } from '../student-record/student-assignments.ts';
import { personName } from '../users/person-name.ts';
import { CELL_COLUMNS } from './double-marking.ts';

// Issue 18: the marking grid of one instance, in three queries whatever its size (students,
// submissions, approved extensions), and the tutor behind it for the access check.

type Db = Kysely<Database>;

export async function instanceTutorPerson(db: Db, instanceId: number): Promise<number | null> {
  const found = await db
    .selectFrom('module_instances as mi')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .select(['mi.id', 'f.person_id'])
    .where('mi.id', '=', instanceId)
    .executeTakeFirst();
  if (!found) throw notFound(`There is no module instance with id ${instanceId}.`);
  return found.person_id ?? null;
}

/** The names of the users who gave marks (double marking's first and second markers). */
async function markerNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select(['u.id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where('u.id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, personName(r)]));
}

export async function readMarkingGrid(db: Db, instanceId: number): Promise<Omit<MarkingGrid, 'abilities'>> {
  const instance = await db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select(['mi.id', 'm.code', 'm.title', 'mi.academic_year', 'mi.hub', 'm.double_marked'])
    .where('mi.id', '=', instanceId)
    .executeTakeFirst();
  if (!instance) throw notFound(`There is no module instance with id ${instanceId}.`);
  const assignments = await db
    .selectFrom('assignments')
    .select(['id', 'title', 'due_date', 'weight'])
    .where('module_instance_id', '=', instanceId)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  const students = await db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.id', 's.partner_id', 'r.engagement_id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where('r.module_instance_id', '=', instanceId)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('s.id')
    .execute();
  const assignmentIds = db.selectFrom('assignments').select('id').where('module_instance_id', '=', instanceId);
  const submissions = await db
    .selectFrom('submissions')
    .select(CELL_COLUMNS)
    .where('assignment_id', 'in', assignmentIds)
    .execute();
  const markers = await markerNames(
    db,
    submissions.flatMap((s) => [s.first_marker_user_id, s.second_marker_user_id]),
  );
  const extensions = await db
    .selectFrom('extensions')
    .select(['assignment_id', 'engagement_id', 'status', 'new_due_date'])
    .where('module_instance_id', '=', instanceId)
    .where('status', '=', 'Approved')
    .execute();
  const key = (assignmentId: number | null, engagementId: number) => `${assignmentId}:${engagementId}`;
  const submitted = new Map(submissions.map((s) => [key(s.assignment_id, s.engagement_id), s]));
  const extended = new Map<string, { status: string; newDueDate: string | null }[]>();
  for (const x of extensions) {
    const k = key(x.assignment_id, x.engagement_id);
    extended.set(k, [...(extended.get(k) ?? []), { status: x.status, newDueDate: x.new_due_date }]);
  }
  return {
    instance: {
      id: instance.id,
      moduleCode: instance.code,
      moduleTitle: instance.title,
      academicYear: instance.academic_year,
      hub: instance.hub,
      doubleMarked: instance.double_marked === 1,
    },
    assignments: assignments.map((a) => ({ id: a.id, title: a.title, dueDate: a.due_date, weight: a.weight })),
    rows: students.map((s) => ({
      studentId: s.id,
      name: personName({ first_name: s.first_name, last_name: s.last_name, preferred_name: s.preferred_name }),
      partnerId: s.partner_id,
      cells: assignments.map((a) => {
        const sub = submitted.get(key(a.id, s.engagement_id));
        const due = effectiveDueDate(a.due_date, extended.get(key(a.id, s.engagement_id)) ?? []);
        const submittedOn = sub?.submitted_on ?? null;
        return {
          assignmentId: a.id,
          submittedOn,
          mark: sub?.mark ?? null,
          dueDate: due,
          late: isLate(submittedOn, due),
          version: sub?.version ?? 0,
          firstMark: sub?.first_mark ?? null,
          secondMark: sub?.second_mark ?? null,
          firstMarker: markers.get(sub?.first_marker_user_id ?? 0) ?? null,
          secondMarker: markers.get(sub?.second_marker_user_id ?? 0) ?? null,
          moderationNote: sub?.moderation_note ?? null,
        };
      }),
    })),
  };
}
