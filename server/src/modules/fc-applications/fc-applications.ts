import { applicationStatusLabel } from '@collegium/domain/application-statuses';
import { type ReviewSection, SPECIAL_CATEGORY_SECTIONS } from '@collegium/domain/section-review-statuses';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ReviewRecord } from '@collegium/domain/application-review';
import type { FcApplicationRow } from '@collegium/domain/fc-applications';
import { reviewRecord } from '../application-review/review-record.ts';

// spec 2.5 fc-applications: the applications for flexible study (the course step's `flexi`,
// spec 3), read by the flexible-study coordinator (fc-applications:view) without the rights of
// admissions. Only flexi applications are reachable: any other id reads as 404, so the
// permission opens nothing else. Read-only: the record is the review record admissions see, less
// what the coordinator has no need of (the declarations' convictions and support needs, which
// are special-category data, and the statuses it could move to).

export async function listFlexiApplications(db: Kysely<Database>): Promise<FcApplicationRow[]> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('people', 'people.id', 'applications.person_id')
    .leftJoin('programmes', 'programmes.code', 'applications.course')
    .select([
      'applications.id',
      'applications.status',
      'applications.course',
      'applications.study_pace',
      'applications.intake',
      'applications.submitted_at',
      'programmes.title as course_title',
      'people.first_name',
      'people.last_name',
    ])
    .where('applications.flexi', '=', 1)
    .orderBy('people.last_name')
    .orderBy('people.first_name')
    .orderBy('applications.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status,
    statusLabel: applicationStatusLabel(r.status, r.submitted_at !== null && r.status !== 'In progress'),
    course: r.course,
    courseTitle: r.course_title,
    studyPace: r.study_pace,
    intake: r.intake,
    submittedAt: r.submitted_at,
  }));
}

export async function readFlexiApplication(db: Kysely<Database>, id: number): Promise<ReviewRecord> {
  const row = await db
    .selectFrom('applications')
    .select('id')
    .where('id', '=', id)
    .where('flexi', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no flexible study application with id ${id}.`);
  const record = await reviewRecord(db, id);
  const declarations = record.answers.declarations as
    { truthful?: unknown; dataProtection?: unknown } | null | undefined;
  return {
    ...record,
    answers: {
      ...record.answers,
      declarations: declarations
        ? { truthful: declarations.truthful, dataProtection: declarations.dataProtection }
        : null,
    },
    // Nor admissions' notes on health, support needs and convictions.
    sections: record.sections.map((s) =>
      SPECIAL_CATEGORY_SECTIONS.includes(s.section as ReviewSection) ? { ...s, notes: '' } : s,
    ),
    nextStatuses: [],
  };
}
