import { DISSERTATION_TASKS, type DissertationStage, type DissertationTask } from '@collegium/domain/dissertation';
import { canTickDissertationTasks, dissertationMoves } from '@collegium/domain/dissertation-stage-moves';
import { isReadyForMaDissertation } from '@collegium/domain/programme-rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { personName } from '../users/person-name.ts';
import type { DissertationView, StudentDissertationView, Supervisors } from '@collegium/domain/dissertation-views';

// Reads a dissertation with its supervisor and tasks (who ticked each, when), and a student's
// readiness for one (spec 5).

type Executor = Kysely<Database> | Transaction<Database>;

export const missingDissertation = (id: number) => notFound(`There is no dissertation with id ${id}.`);

const nameOf = (first: string | null, last: string | null, preferred: string | null) =>
  personName({ first_name: first ?? '', last_name: last ?? '', preferred_name: preferred });

/** One dissertation as the API shows it, or null. */
export async function readDissertation(
  db: Executor,
  where: { id: number } | { engagementId: number },
): Promise<DissertationView | null> {
  const row = await db
    .selectFrom('dissertations as d')
    .leftJoin('faculty as f', 'f.id', 'd.supervisor_id')
    .leftJoin('people as fp', 'fp.id', 'f.person_id')
    .select([
      'd.id',
      'd.version',
      'd.engagement_id',
      'd.title',
      'd.stage',
      'd.deferred_from',
      'd.supervisor_id',
      'd.created_at',
      'd.updated_at',
      'fp.first_name',
      'fp.last_name',
      'fp.preferred_name',
    ])
    .$if('id' in where, (qb) => qb.where('d.id', '=', (where as { id: number }).id))
    .$if('engagementId' in where, (qb) =>
      qb.where('d.engagement_id', '=', (where as { engagementId: number }).engagementId),
    )
    .executeTakeFirst();
  if (!row) return null;

  const done = await db
    .selectFrom('dissertation_tasks as t')
    .leftJoin('users as u', 'u.id', 't.completed_by_user_id')
    .leftJoin('people as up', 'up.id', 'u.person_id')
    .select(['t.task', 't.completed_at', 'u.id as user_id', 'up.first_name', 'up.last_name', 'up.preferred_name'])
    .where('t.dissertation_id', '=', row.id)
    .execute();
  const byTask = new Map(done.map((t) => [t.task, t]));
  const tasks = DISSERTATION_TASKS.map((task: DissertationTask) => {
    const t = byTask.get(task);
    return {
      task,
      done: t !== undefined,
      completedAt: t?.completed_at ?? null,
      completedBy:
        t && t.user_id !== null ? { id: t.user_id, name: nameOf(t.first_name, t.last_name, t.preferred_name) } : null,
    };
  });

  const stage = row.stage as DissertationStage;
  const deferredFrom = (row.deferred_from as DissertationStage | null) ?? null;
  return {
    id: row.id,
    version: row.version,
    engagementId: row.engagement_id,
    title: row.title,
    stage,
    deferredFrom,
    supervisor:
      row.supervisor_id === null
        ? null
        : { id: row.supervisor_id, name: nameOf(row.first_name, row.last_name, row.preferred_name) },
    tasks,
    moves: dissertationMoves({ stage, deferredFrom, tasksDone: done.length }),
    tasksOpen: canTickDissertationTasks(stage),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface StudentEngagement {
  studentId: number;
  engagementId: number | null;
  programme: string | null;
  level: string | null;
  cohort: string | null;
}

/** The student and their current engagement's programme and cohort; 404 when there is no such student. */
export async function studentEngagement(db: Executor, studentId: number): Promise<StudentEngagement> {
  const row = await db
    .selectFrom('students as s')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .select(['s.id', 'e.id as engagement_id', 'e.programme_code', 'e.level', 'e.cohort'])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no student with id ${studentId}.`);
  return {
    studentId: row.id,
    engagementId: row.engagement_id,
    programme: row.programme_code,
    level: row.level,
    cohort: row.cohort,
  };
}

/** spec 5, in words: why this student is or is not ready for the MA dissertation. */
export function readinessOf(e: StudentEngagement): { ready: boolean; readiness: string } {
  if (e.engagementId === null)
    return { ready: false, readiness: 'This student has no current engagement, so no dissertation can start.' };
  if (isReadyForMaDissertation({ programme: e.programme, cohort: e.cohort })) {
    return { ready: true, readiness: 'Ready for the MA dissertation: on the MA at level 7.' };
  }
  const now = [e.programme, e.level ? `level ${e.level}` : null].filter(Boolean).join(' at ');
  return {
    ready: false,
    readiness: `A dissertation starts only for an MA student at level 7${now ? `; this student is on ${now}` : ''}.`,
  };
}

export async function readStudentDissertation(db: Executor, studentId: number): Promise<StudentDissertationView> {
  const engagement = await studentEngagement(db, studentId);
  const dissertation =
    engagement.engagementId === null ? null : await readDissertation(db, { engagementId: engagement.engagementId });
  return { studentId, ...readinessOf(engagement), dissertation };
}

/** The faculty a supervisor is chosen from: active ones, by name. */
export async function activeSupervisors(db: Executor): Promise<Supervisors> {
  const rows = await db
    .selectFrom('faculty as f')
    .innerJoin('people as p', 'p.id', 'f.person_id')
    .select(['f.id', 'p.first_name', 'p.last_name', 'p.preferred_name'])
    .where('f.active', '=', 1)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('f.id')
    .execute();
  return { items: rows.map((r) => ({ id: r.id, name: personName(r) })) };
}
