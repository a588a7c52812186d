import type { Db } from '../../db/database.ts';

// Rows of the student records for the student-record tests: each helper inserts one row with
// sensible defaults and returns its id.

const now = () => new Date().toISOString();
const stamps = () => ({ created_at: now(), updated_at: now() });
let sequence = 0;

export async function insertFaculty(db: Db, personId: number): Promise<number> {
  const row = await db.kysely
    .insertInto('faculty')
    .values({
      person_id: personId,
      job_title: 'Tutor',
      department: null,
      qualifications: null,
      hub: 'Durham',
      start_date: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A programme as the test wants it, in place of the one migration 0065a installed with that code. */
export async function insertProgramme(db: Db, code: string, title: string, levels: string): Promise<void> {
  await db.kysely.deleteFrom('programmes').where('code', '=', code).execute();
  await db.kysely
    .insertInto('programmes')
    .values({ code, title, award: null, levels, credits: 120 * levels.split(' ').length, ...stamps() })
    .execute();
}

export async function insertModule(
  db: Db,
  m: { code?: string; title?: string; credits?: number; level?: string } = {},
): Promise<number> {
  sequence++;
  const row = await db.kysely
    .insertInto('modules')
    .values({
      code: m.code ?? `TM${1000 + sequence}`,
      title: m.title ?? `Test module ${sequence}`,
      credits: m.credits ?? 20,
      level: m.level ?? '4',
      programme: null,
      hub_weeks: null,
      residentials: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertInstance(
  db: Db,
  moduleId: number,
  academicYear: number,
  hub = 'Durham',
  tutorId: number | null = null,
): Promise<number> {
  const row = await db.kysely
    .insertInto('module_instances')
    .values({ module_id: moduleId, academic_year: academicYear, hub, tutor_id: tutorId, starts_on: null, ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertResult(
  db: Db,
  engagementId: number,
  instanceId: number,
  r: { outcome?: string; mark?: number | null; creditsAwarded?: number | null } = {},
): Promise<number> {
  const row = await db.kysely
    .insertInto('results')
    .values({
      engagement_id: engagementId,
      session_id: null,
      module_instance_id: instanceId,
      outcome: r.outcome ?? 'Enrolled',
      mark: r.mark ?? null,
      credits_awarded: r.creditsAwarded ?? null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertAssignment(
  db: Db,
  instanceId: number,
  title: string,
  dueDate: string,
  weight = 50,
): Promise<number> {
  const row = await db.kysely
    .insertInto('assignments')
    .values({ module_instance_id: instanceId, title, due_date: dueDate, weight, ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function insertSubmission(
  db: Db,
  assignmentId: number,
  engagementId: number,
  submittedOn: string | null,
  mark: number | null,
) {
  await db.kysely
    .insertInto('submissions')
    .values({ assignment_id: assignmentId, engagement_id: engagementId, submitted_on: submittedOn, mark, ...stamps() })
    .execute();
}

export async function insertExtension(
  db: Db,
  x: {
    engagementId: number;
    instanceId: number;
    assignmentId: number | null;
    length?: string;
    status: string;
    newDueDate?: string | null;
    requestedAt: string;
    decidedByUserId?: number | null;
    decidedAt?: string | null;
  },
): Promise<number> {
  const row = await db.kysely
    .insertInto('extensions')
    .values({
      engagement_id: x.engagementId,
      session_id: null,
      module_instance_id: x.instanceId,
      assignment_id: x.assignmentId,
      length: x.length ?? '14 days',
      reason: 'Illness',
      evidence_file_id: null,
      status: x.status,
      original_due_date: null,
      new_due_date: x.newDueDate ?? null,
      requested_at: x.requestedAt,
      decided_by_user_id: x.decidedByUserId ?? null,
      decided_at: x.decidedAt ?? null,
      decision_note: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
