import {
  BAP_JOURNEY_STAGES,
  type BapCandidateView,
  type BapInput,
  type BapJourneyStage,
  stageFromAnswer,
} from '@collegium/domain/bap';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { noStudent } from '../../http/student-id-param.ts';
import { personName } from '../users/person-name.ts';

// Issue 20, feature bap: the queries behind routes.ts. A candidate is a submitted application whose
// applicant answered the BAP question with anything but "Not applicable", or one admissions have
// recorded a stage for. Until admissions save a record, the stage is read from the application.

type Q = Kysely<Database>;
export const RECOMMENDATION = 'BAP stage 2 recommendation';

function answerOf(commitment: string | null): string | null {
  if (commitment === null) return null;
  try {
    const bap = (JSON.parse(commitment) as { bap?: unknown; panelDate?: unknown }).bap;
    return typeof bap === 'string' ? bap : null;
  } catch {
    return null;
  }
}

function panelDateOf(commitment: string | null): string | null {
  if (commitment === null) return null;
  try {
    const d = (JSON.parse(commitment) as { panelDate?: unknown }).panelDate;
    return typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
  } catch {
    return null;
  }
}

function baseQuery(db: Q) {
  return db
    .selectFrom('applications as a')
    .innerJoin('people as p', 'p.id', 'a.person_id')
    .leftJoin('bap_candidates as b', 'b.application_id', 'a.id')
    .leftJoin('application_evidence as e', 'e.id', 'b.evidence_id')
    .leftJoin('files as f', 'f.id', 'e.file_id')
    .select([
      'a.id',
      'a.course',
      'a.status',
      'a.diocese',
      'a.commitment',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      'b.stage',
      'b.panel_date',
      'b.notes',
      'b.version',
      'b.updated_at',
      'e.id as evidence_id',
      'e.created_at as evidence_at',
      'f.original_name as file_name',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function toView(r: Row): BapCandidateView {
  const answer = answerOf(r.commitment);
  const recorded = r.stage !== null && (BAP_JOURNEY_STAGES as readonly string[]).includes(r.stage);
  return {
    applicationId: Number(r.id),
    name: personName(r),
    course: r.course,
    status: r.status,
    diocese: r.diocese,
    answer,
    stage: recorded ? (r.stage as BapJourneyStage) : stageFromAnswer(answer ?? undefined),
    panelDate: r.version !== null ? r.panel_date : panelDateOf(r.commitment),
    notes: r.notes ?? '',
    evidence:
      r.evidence_id === null
        ? null
        : { id: Number(r.evidence_id), fileName: r.file_name ?? 'file', createdAt: r.evidence_at ?? '' },
    version: r.version === null ? 0 : Number(r.version),
    updatedAt: r.updated_at,
  };
}

/** Every candidate: upcoming panels first (soonest first), then the others by name. */
export async function listCandidates(db: Q, today: string): Promise<BapCandidateView[]> {
  const rows = await baseQuery(db).where('a.submitted_at', 'is not', null).execute();
  const views = rows
    .filter((r) => r.version !== null || (answerOf(r.commitment) ?? 'Not applicable') !== 'Not applicable')
    .map(toView);
  const upcoming = (v: BapCandidateView) => v.panelDate !== null && v.panelDate >= today;
  return views.sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    if (upcoming(a) && a.panelDate !== b.panelDate) return (a.panelDate ?? '') < (b.panelDate ?? '') ? -1 : 1;
    return a.name.localeCompare(b.name);
  });
}

export async function readCandidate(db: Q, applicationId: number): Promise<BapCandidateView> {
  const row = await baseQuery(db).where('a.id', '=', applicationId).executeTakeFirst();
  if (!row) throw notFound(`There is no application with id ${applicationId}.`);
  return toView(row);
}

/**
 * The BAP candidate of a student's own application: the latest submitted application of the same
 * person that is a candidate (a staff record, or an answer other than "Not applicable"); null when
 * there is none. 404 when the student does not exist.
 */
export async function readStudentCandidate(db: Q, studentId: number): Promise<BapCandidateView | null> {
  const student = await db.selectFrom('students').select('person_id').where('id', '=', studentId).executeTakeFirst();
  if (!student) throw noStudent(studentId);
  const rows = await baseQuery(db)
    .where('a.person_id', '=', student.person_id)
    .where('a.submitted_at', 'is not', null)
    .orderBy('a.submitted_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const row = rows.find((r) => r.version !== null || (answerOf(r.commitment) ?? 'Not applicable') !== 'Not applicable');
  return row ? toView(row) : null;
}

/** The diocese's recommendations filed with the application (what may be attached). */
export async function evidenceOptions(db: Q, applicationId: number) {
  const rows = await db
    .selectFrom('application_evidence as e')
    .innerJoin('files as f', 'f.id', 'e.file_id')
    .select(['e.id', 'e.created_at', 'f.original_name'])
    .where('e.application_id', '=', applicationId)
    .where('e.type', '=', RECOMMENDATION)
    .orderBy('e.created_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), fileName: r.original_name, createdAt: r.created_at }));
}

/** Saves a candidate's stage; `input.version` must be the one read (409 when someone saved since). */
export async function saveCandidate(db: Db, applicationId: number, input: BapInput, actor: Actor) {
  await db.kysely.transaction().execute(async (trx) => {
    const before = await readCandidate(trx, applicationId);
    if (before.version !== input.version) {
      throw conflict('Someone else has changed this candidate since you opened it. Reload and try again.');
    }
    if (
      input.evidenceId !== null &&
      !(await evidenceOptions(trx, applicationId)).some((e) => e.id === input.evidenceId)
    ) {
      throw validationFailed([
        { param: 'evidenceId', message: `Attach one of this application's "${RECOMMENDATION}" files.` },
      ]);
    }
    const now = new Date().toISOString();
    const values = {
      stage: input.stage,
      panel_date: input.panelDate,
      notes: input.notes,
      evidence_id: input.evidenceId,
      updated_by_user_id: actor.userId,
      updated_at: now,
    };
    if (input.version === 0) {
      await trx
        .insertInto('bap_candidates')
        .values({ ...values, application_id: applicationId, version: 1, created_at: now })
        .execute();
    } else {
      const done = await trx
        .updateTable('bap_candidates')
        .set({ ...values, version: input.version + 1 })
        .where('application_id', '=', applicationId)
        .where('version', '=', input.version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) === 0) {
        throw conflict('Someone else has changed this candidate since you opened it. Reload and try again.');
      }
    }
    const changes = (['stage', 'panelDate', 'notes', 'evidenceId'] as const)
      .map((field) => ({
        field,
        before: field === 'evidenceId' ? (before.evidence?.id ?? null) : before[field],
        after: input[field],
      }))
      .filter((c) => c.before !== c.after);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'applications',
      entityId: applicationId,
      action: 'bap-update',
      changes,
      ip: actor.ip,
    });
  });
  return readCandidate(db.kysely, applicationId);
}
