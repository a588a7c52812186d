import { academicYear } from '@collegium/domain/academic-year';
import type { Kysely } from 'kysely';
import type { StudentAssignments } from '@collegium/domain/student-record-views';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';

// The Assignments and extensions tab: the assignments of every module instance the student has a
// place on, with their submission and extensions, newest academic year first. An approved
// extension moves the date the work is due (its new due date).

type Extension = StudentAssignments['items'][number]['extensions'][number];

/** The date the work is now due: the latest approved extension's new date, else the due date. */
export function effectiveDueDate(
  dueDate: string,
  extensions: readonly Pick<Extension, 'status' | 'newDueDate'>[],
): string {
  const approved = extensions
    .filter((x) => x.status === 'Approved' && x.newDueDate !== null)
    .map((x) => x.newDueDate as string);
  return approved.length > 0 ? approved.sort().at(-1)! : dueDate;
}

/** The student's assignments and extensions; undefined when there is no such student. */
export async function loadStudentAssignments(
  db: Kysely<Database>,
  studentId: number,
): Promise<StudentAssignments | undefined> {
  const student = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!student) return undefined;
  const assignments = await db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .innerJoin('assignments as a', 'a.module_instance_id', 'mi.id')
    .leftJoin('submissions as sub', (join) =>
      join.onRef('sub.assignment_id', '=', 'a.id').onRef('sub.engagement_id', '=', 'r.engagement_id'),
    )
    .select([
      'a.id',
      'a.title',
      'a.due_date',
      'a.weight',
      'r.engagement_id',
      'mi.academic_year',
      'm.code',
      'm.title as module_title',
      'sub.id as submission_id',
      'sub.submitted_on',
      'sub.mark',
    ])
    .where('e.student_id', '=', studentId)
    .orderBy('mi.academic_year', 'desc')
    .orderBy('a.due_date')
    .orderBy('m.code')
    .orderBy('a.id')
    .execute();
  const extensions = await db
    .selectFrom('extensions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .innerJoin('module_instances as mi', 'mi.id', 'x.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('users as u', 'u.id', 'x.decided_by_user_id')
    .leftJoin('people as up', 'up.id', 'u.person_id')
    .select([
      'x.id',
      'x.engagement_id',
      'x.assignment_id',
      'x.length',
      'x.status',
      'x.last_essay_of_year',
      'x.requested_at',
      'x.original_due_date',
      'x.new_due_date',
      'x.decided_at',
      'mi.academic_year',
      'm.code',
      'm.title as module_title',
      'up.first_name',
      'up.last_name',
      'up.preferred_name',
    ])
    .where('e.student_id', '=', studentId)
    .orderBy('x.requested_at', 'desc')
    .orderBy('x.id', 'desc')
    .execute();

  const byAssignment = new Map<string, Extension[]>();
  const moduleExtensions: StudentAssignments['moduleExtensions'] = [];
  for (const x of extensions) {
    const item: Extension = {
      id: Number(x.id),
      length: x.length,
      status: x.status,
      lastEssayOfYear: Number(x.last_essay_of_year) === 1,
      requestedAt: x.requested_at,
      originalDueDate: x.original_due_date,
      newDueDate: x.new_due_date,
      decidedBy:
        x.first_name !== null && x.last_name !== null
          ? personName({ first_name: x.first_name, last_name: x.last_name, preferred_name: x.preferred_name })
          : null,
      decidedAt: x.decided_at,
    };
    if (x.assignment_id === null) {
      const year = Number(x.academic_year);
      moduleExtensions.push({
        ...item,
        academicYear: year,
        academicYearLabel: academicYear(year),
        module: { code: x.code, title: x.module_title },
      });
      continue;
    }
    const key = `${x.assignment_id}:${x.engagement_id}`;
    byAssignment.set(key, [...(byAssignment.get(key) ?? []), item]);
  }

  return {
    items: assignments.map((a) => {
      const year = Number(a.academic_year);
      const own = byAssignment.get(`${a.id}:${a.engagement_id}`) ?? [];
      return {
        id: Number(a.id),
        title: a.title,
        dueDate: a.due_date,
        effectiveDueDate: effectiveDueDate(a.due_date, own),
        weight: Number(a.weight),
        academicYear: year,
        academicYearLabel: academicYear(year),
        module: { code: a.code, title: a.module_title },
        submission:
          a.submission_id === null
            ? null
            : { submittedOn: a.submitted_on, mark: a.mark === null ? null : Number(a.mark) },
        extensions: own,
      };
    }),
    moduleExtensions,
  };
}
