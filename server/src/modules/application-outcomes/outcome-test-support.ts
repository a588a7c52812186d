import type { Db } from '../../db/database.ts';

// Applications made straight in the database for the outcome and reporting tests.

export interface ApplicationOverrides {
  status?: string;
  course?: string;
  intake?: string | null;
  diocese?: string | null;
  cohortGroup?: string | null;
  studyPace?: string | null;
  applicantType?: string | null;
  submittedAt?: string | null;
}

export async function insertApplication(db: Db, personId: number, o: ApplicationOverrides = {}): Promise<number> {
  const now = new Date().toISOString();
  const row = await db.kysely
    .insertInto('applications')
    .values({
      person_id: personId,
      status: o.status ?? 'Place accepted',
      course: o.course ?? 'BTh',
      intake: o.intake === undefined ? '2027-09-01' : o.intake,
      diocese: o.diocese ?? null,
      cohort_group: o.cohortGroup ?? null,
      study_pace: o.studyPace === undefined ? 'PT' : o.studyPace,
      applicant_type: o.applicantType === undefined ? 'Ordinand' : o.applicantType,
      submitted_at: o.submittedAt === undefined ? '2026-03-02T10:00:00.000Z' : o.submittedAt,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The API version of an application (its row's plus its person's). */
export async function applicationVersion(db: Db, id: number): Promise<number> {
  const row = await db.kysely
    .selectFrom('applications')
    .select('version')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
