import { DISSERTATION_TASKS, type DissertationStage } from '@collegium/domain/dissertation';
import {
  canTickDissertationTasks,
  DEFERRED,
  dissertationMoveProblem,
} from '@collegium/domain/dissertation-stage-moves';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import type { DissertationView, StudentDissertationView } from '@collegium/domain/dissertation-views';
import {
  missingDissertation,
  readDissertation,
  readinessOf,
  readStudentDissertation,
  studentEngagement,
} from './dissertation-read.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// The dissertation writes (spec 4.6): each one transaction holding the checks, the rows and the
// audit entry (entity `dissertations`, field-level before/after), so a refused call leaves nothing.

type Trx = Transaction<Database>;

export interface DissertationChanges {
  stage?: DissertationStage;
  title?: string | null;
  supervisorId?: number | null;
}

const AUDIT_ENTITY = 'dissertations';

function audit(
  trx: Trx,
  actor: Actor,
  id: number,
  action: string,
  changes: { field: string; before: unknown; after: unknown }[],
) {
  return recordAudit(trx, { ...auditActor(actor), entity: AUDIT_ENTITY, entityId: id, action, changes, ip: actor.ip });
}

async function checkSupervisor(trx: Trx, supervisorId: number | null | undefined) {
  if (supervisorId === null || supervisorId === undefined) return;
  const found = await trx.selectFrom('faculty').select('id').where('id', '=', supervisorId).executeTakeFirst();
  if (!found)
    throw validationFailed([{ param: 'supervisorId', message: `There is no faculty member with id ${supervisorId}.` }]);
}

/** A unique-constraint race (two starts at once) is the same 409 as the check before it. */
const ALREADY_STARTED = 'This student already has a dissertation on their current engagement.';

/** Starts the dissertation of the student's current engagement at Invoiced (spec 4.6, 5). */
export async function startDissertation(
  db: Db,
  studentId: number,
  input: { title?: string | null; supervisorId?: number | null },
  actor: Actor,
): Promise<StudentDissertationView> {
  try {
    return await db.kysely.transaction().execute(async (trx) => {
      const engagement = await studentEngagement(trx, studentId);
      const { ready, readiness } = readinessOf(engagement);
      if (!ready || engagement.engagementId === null)
        throw new AppError(422, 'validation_failed', readiness, [{ param: 'studentId', message: readiness }]);
      const existing = await trx
        .selectFrom('dissertations')
        .select('id')
        .where('engagement_id', '=', engagement.engagementId)
        .executeTakeFirst();
      if (existing) throw conflict(ALREADY_STARTED);
      await checkSupervisor(trx, input.supervisorId);
      const now = new Date().toISOString();
      const row = await trx
        .insertInto('dissertations')
        .values({
          engagement_id: engagement.engagementId,
          title: input.title ?? null,
          supervisor_id: input.supervisorId ?? null,
          stage: 'Invoiced',
          deferred_from: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, actor, row.id, 'create', [
        { field: 'studentId', before: null, after: studentId },
        { field: 'stage', before: null, after: 'Invoiced' },
        ...(input.title ? [{ field: 'title', before: null, after: input.title }] : []),
        ...(input.supervisorId ? [{ field: 'supervisorId', before: null, after: input.supervisorId }] : []),
      ]);
      return readStudentDissertation(trx, studentId);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/unique/i.test(String((error as Error).message))) throw conflict(ALREADY_STARTED);
    throw error;
  }
}

async function lockDissertation(db: Db, trx: Trx, id: number) {
  const row = await trx
    .selectFrom('dissertations')
    .select(['id', 'version', 'stage', 'deferred_from', 'title', 'supervisor_id'])
    .where('id', '=', id)
    .$if(db.dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row) throw missingDissertation(id);
  return row;
}

/** Moves the stage and/or changes the title or supervisor; 409 when `version` is stale. */
export async function updateDissertation(
  db: Db,
  id: number,
  version: number,
  input: DissertationChanges,
  actor: Actor,
): Promise<DissertationView> {
  return db.kysely.transaction().execute(async (trx) => {
    const stored = await lockDissertation(db, trx, id);
    if (stored.version !== version) throw conflict(STALE_VERSION_MESSAGE);
    const changes: { field: string; before: unknown; after: unknown }[] = [];
    const set: { stage?: string; deferred_from?: string | null; title?: string | null; supervisor_id?: number | null } =
      {};

    if (input.stage !== undefined && input.stage !== stored.stage) {
      const tasksDone = await trx
        .selectFrom('dissertation_tasks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('dissertation_id', '=', id)
        .executeTakeFirstOrThrow();
      const problem = dissertationMoveProblem(
        { stage: stored.stage, deferredFrom: stored.deferred_from, tasksDone: Number(tasksDone.n) },
        input.stage,
      );
      if (problem) throw validationFailed([{ param: 'stage', message: problem }]);
      set.stage = input.stage;
      set.deferred_from = input.stage === DEFERRED ? stored.stage : null;
      changes.push({ field: 'stage', before: stored.stage, after: input.stage });
    }
    if (input.title !== undefined && input.title !== stored.title) {
      set.title = input.title;
      changes.push({ field: 'title', before: stored.title, after: input.title });
    }
    if (input.supervisorId !== undefined && input.supervisorId !== stored.supervisor_id) {
      await checkSupervisor(trx, input.supervisorId);
      set.supervisor_id = input.supervisorId;
      changes.push({ field: 'supervisorId', before: stored.supervisor_id, after: input.supervisorId });
    }

    // A write that changes nothing writes nothing (as the generic service does).
    if (changes.length > 0) {
      await trx
        .updateTable('dissertations')
        .set((eb) => ({ ...set, updated_at: new Date().toISOString(), version: eb('version', '+', 1) }))
        .where('id', '=', id)
        .execute();
      await audit(trx, actor, id, 'update', changes);
    }
    return (await readDissertation(trx, { id }))!;
  });
}

/** Ticks or unticks one of spec 4.6's tasks. Tasks are not versioned: each tick is its own row. */
export async function setDissertationTask(
  db: Db,
  id: number,
  task: string,
  done: boolean,
  actor: Actor,
): Promise<DissertationView> {
  if (!(DISSERTATION_TASKS as readonly string[]).includes(task)) {
    throw validationFailed([
      {
        param: 'task',
        message: `${task} is not a dissertation task. Choose one of: ${DISSERTATION_TASKS.join(', ')}.`,
      },
    ]);
  }
  return db.kysely.transaction().execute(async (trx) => {
    const stored = await lockDissertation(db, trx, id);
    const existing = await trx
      .selectFrom('dissertation_tasks')
      .select('completed_at')
      .where('dissertation_id', '=', id)
      .where('task', '=', task)
      .executeTakeFirst();
    if (done && !existing) {
      if (!canTickDissertationTasks(stored.stage)) {
        throw validationFailed([
          {
            param: 'task',
            message: `Tasks can be ticked once the dissertation is submitted; it is at ${stored.stage}.`,
          },
        ]);
      }
      const now = new Date().toISOString();
      await trx
        .insertInto('dissertation_tasks')
        .values({ dissertation_id: id, task, completed_at: now, completed_by_user_id: actor.userId })
        .execute();
      await audit(trx, actor, id, 'task-done', [{ field: task, before: false, after: true }]);
    } else if (!done && existing) {
      await trx.deleteFrom('dissertation_tasks').where('dissertation_id', '=', id).where('task', '=', task).execute();
      await audit(trx, actor, id, 'task-undone', [{ field: task, before: true, after: false }]);
    }
    return (await readDissertation(trx, { id }))!;
  });
}
