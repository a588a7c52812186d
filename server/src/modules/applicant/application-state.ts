import {
  availableSteps,
  completedSteps,
  type DataStepKey,
  needsDiocese,
  needsLeaderReference,
  type StepContext,
} from '@collegium/domain/application-wizard';
import type { Kysely, Transaction } from 'kysely';
import type { ApplicationState } from '@collegium/domain/application-state';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

// The signed-in applicant's application as the wizard reads it: every step's answers, which
// steps are complete and which tabs open (spec 2.8). Always found from the signed-in person,
// never from an id in the request, so another applicant's application cannot be reached.

type Executor = Kysely<Database> | Transaction<Database>;

export const APPLICATION_COLUMNS = [
  'applications.id',
  'applications.person_id',
  'applications.status',
  'applications.course',
  'applications.study_pace',
  'applications.applicant_type',
  'applications.flexi',
  'applications.intake',
  'applications.diocese',
  'applications.cohort_group',
  'applications.eligibility',
  'applications.commitment',
  'applications.declarations',
  'applications.completed_steps',
  'applications.submitted_at',
  'applications.version',
] as const;

export async function findOwnApplication(db: Executor, personId: number) {
  const row = await db
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .where('person_id', '=', personId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row)
    throw new AppError(
      404,
      'not_found',
      'There is no application for this account. Register at /pages/register to apply.',
    );
  return row;
}
export type OwnApplication = Awaited<ReturnType<typeof findOwnApplication>>;

function parseJson(text: string | null): unknown {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function savedSteps(row: Pick<OwnApplication, 'completed_steps'>): string[] {
  const value = parseJson(row.completed_steps);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function stepContext(
  row: Pick<OwnApplication, 'course' | 'applicant_type'>,
  applicantEmail: string,
): StepContext {
  return { course: row.course === '' ? null : row.course, applicantType: row.applicant_type, applicantEmail };
}

async function personalAnswers(db: Executor, personId: number) {
  const p = await db
    .selectFrom('people')
    .select([
      'title',
      'first_name',
      'last_name',
      'preferred_name',
      'date_of_birth',
      'phone',
      'address1',
      'address2',
      'city',
      'county',
      'post_code',
    ])
    .where('id', '=', personId)
    .executeTakeFirstOrThrow();
  return {
    title: p.title ?? '',
    firstName: p.first_name,
    lastName: p.last_name,
    preferredName: p.preferred_name ?? '',
    dateOfBirth: p.date_of_birth ?? '',
    phone: p.phone ?? '',
    address1: p.address1 ?? '',
    address2: p.address2 ?? '',
    city: p.city ?? '',
    county: p.county ?? '',
    postCode: p.post_code ?? '',
  };
}

export async function referenceRows(db: Executor, applicationId: number) {
  return db
    .selectFrom('application_references')
    .select([
      'id',
      'kind',
      'position',
      'referee_name',
      'referee_email',
      'status',
      'requested_at',
      'received_at',
      'token_expires_at',
    ])
    .where('application_id', '=', applicationId)
    .orderBy('kind', 'desc')
    .orderBy('position')
    .execute();
}

async function evidenceRows(db: Executor, applicationId: number) {
  return db
    .selectFrom('application_evidence')
    .innerJoin('files', 'files.id', 'application_evidence.file_id')
    .select([
      'application_evidence.id',
      'application_evidence.type',
      'application_evidence.source',
      'application_evidence.created_at',
      'files.original_name',
      'files.size',
      'files.content_type',
    ])
    .where('application_evidence.application_id', '=', applicationId)
    .orderBy('application_evidence.id')
    .execute();
}

/** Every step's stored answers, in the shape its schema reads (null: never given). */
export async function stepAnswers(db: Executor, row: OwnApplication): Promise<Record<DataStepKey, unknown>> {
  const references = await referenceRows(db, row.id);
  const referee = (r: { referee_name: string; referee_email: string }) => ({
    name: r.referee_name,
    email: r.referee_email,
  });
  const referees = references.filter((r) => r.kind === 'referee').map(referee);
  const leader = references.find((r) => r.kind === 'leader');
  return {
    course:
      row.course === ''
        ? null
        : {
            applicantType: row.applicant_type,
            flexi: row.flexi === 1,
            studyPace: row.study_pace,
            course: row.course,
            intake: row.intake,
          },
    personal: await personalAnswers(db, row.person_id),
    eligibility: parseJson(row.eligibility),
    commitment: parseJson(row.commitment),
    diocese: { diocese: row.diocese ?? '', cohortGroup: row.cohort_group ?? '' },
    references: references.length === 0 ? null : { referees, leader: leader ? referee(leader) : null },
    evidence: {},
    declarations: parseJson(row.declarations),
  };
}

export async function applicationState(db: Executor, row: OwnApplication, email: string): Promise<ApplicationState> {
  const answers = await stepAnswers(db, row);
  const context = stepContext(row, email);
  const completed = completedSteps(savedSteps(row), answers, context);
  const references = await referenceRows(db, row.id);
  const evidence = await evidenceRows(db, row.id);
  return {
    id: row.id,
    status: row.status,
    submittedAt: row.submitted_at,
    editable: row.status === 'In progress',
    email,
    // Each step's stored value is an object of its fields (or null), as the step schemas wrote it.
    answers: answers as ApplicationState['answers'],
    completedSteps: completed,
    availableSteps: availableSteps(completed),
    needsLeaderReference: needsLeaderReference(context.course),
    needsDiocese: needsDiocese(context.applicantType),
    references: references.map((r) => ({
      id: r.id,
      kind: r.kind,
      name: r.referee_name,
      email: r.referee_email,
      status: r.status,
      requestedAt: r.requested_at,
      receivedAt: r.received_at,
    })),
    evidence: evidence.map((e) => ({
      id: e.id,
      type: e.type,
      source: e.source,
      fileName: e.original_name,
      size: e.size,
      contentType: e.content_type,
      createdAt: e.created_at,
    })),
  };
}
