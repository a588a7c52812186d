import { applicationStatusLabel, isCompleteApplication } from '@collegium/domain/application-statuses';
import { nextApplicationStatuses } from '@collegium/domain/application-status-transitions';
import {
  REVIEW_SECTIONS,
  OPTIONAL_REVIEW_SECTIONS,
  SECTION_REVIEW_STATUSES,
} from '@collegium/domain/section-review-statuses';
import type { Kysely, Transaction } from 'kysely';
import type { ReviewRecord } from '@collegium/domain/application-review';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { APPLICATION_COLUMNS, applicationState } from '../applicant/application-state.ts';
import { dioceseAddress, latestDioceseRequest } from '../references/diocese-request.ts';

// What admissions see of one application (spec 2.5, 4.4): the applicant's answers as the wizard
// stores them (applicant/application-state.ts), each section's review and notes, the references
// with their answers, the evidence and the statuses it may move to next.

type Executor = Kysely<Database> | Transaction<Database>;

export async function findApplicationRow(db: Executor, id: number) {
  const row = await db
    .selectFrom('applications')
    .select(APPLICATION_COLUMNS)
    .where('applications.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no application with id ${id}.`);
  return row;
}

export async function reviewRecord(db: Executor, id: number): Promise<ReviewRecord> {
  const row = await findApplicationRow(db, id);
  const person = await db
    .selectFrom('people')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', row.person_id)
    .executeTakeFirstOrThrow();
  const state = await applicationState(db, row, person.email ?? '');
  const programme = await db
    .selectFrom('programmes')
    .select(['title'])
    .where('code', '=', row.course)
    .executeTakeFirst();
  const reviews = await db
    .selectFrom('application_section_reviews')
    .leftJoin('users', 'users.id', 'application_section_reviews.updated_by_user_id')
    .leftJoin('people', 'people.id', 'users.person_id')
    .select([
      'application_section_reviews.section',
      'application_section_reviews.status',
      'application_section_reviews.notes',
      'application_section_reviews.updated_at',
      'people.first_name',
      'people.last_name',
    ])
    .where('application_section_reviews.application_id', '=', id)
    .execute();
  const answers = await db
    .selectFrom('application_references')
    .select([
      'id',
      'token_expires_at',
      'relationship_applicant',
      'time_known',
      'academic_ability',
      'interaction_ability',
      'suitability_postgraduate',
      'comments',
    ])
    .where('application_id', '=', id)
    .execute();
  const submitted = isCompleteApplication(row.status, row.submitted_at);
  return {
    id: row.id,
    version: row.version,
    personId: row.person_id,
    applicantName: `${person.first_name} ${person.last_name}`,
    email: person.email ?? '',
    status: row.status,
    statusLabel: applicationStatusLabel(row.status, submitted),
    submitted,
    submittedAt: row.submitted_at,
    course: row.course,
    courseTitle: programme?.title ?? null,
    intake: row.intake,
    studyPace: row.study_pace,
    applicantType: row.applicant_type,
    diocese: row.diocese,
    cohortGroup: row.cohort_group,
    answers: state.answers,
    needsLeaderReference: state.needsLeaderReference,
    sections: REVIEW_SECTIONS.map((section) => {
      const review = reviews.find((r) => r.section === section);
      return {
        section,
        options: [...SECTION_REVIEW_STATUSES[section]],
        status: review?.status ?? null,
        notes: review?.notes ?? '',
        optional: OPTIONAL_REVIEW_SECTIONS.includes(section),
        updatedAt: review?.updated_at ?? null,
        updatedBy: review?.first_name ? `${review.first_name} ${review.last_name ?? ''}`.trim() : null,
      };
    }),
    references: state.references.map((r) => {
      const a = answers.find((x) => x.id === r.id);
      return {
        ...r,
        linkExpiresAt: r.status === 'Requested' ? (a?.token_expires_at ?? null) : null,
        answers:
          r.status === 'Received' && a
            ? {
                relationshipApplicant: a.relationship_applicant,
                timeKnown: a.time_known,
                academicAbility: a.academic_ability,
                interactionAbility: a.interaction_ability,
                suitabilityPostgraduate: a.suitability_postgraduate,
                comments: a.comments,
              }
            : null,
      };
    }),
    evidence: state.evidence,
    dioceseEmail: await dioceseAddress(db, id),
    dioceseRequest: await latestDioceseRequest(db, id),
    nextStatuses: nextApplicationStatuses(row.status, submitted).map((value) => ({
      value,
      label: applicationStatusLabel(value, submitted),
    })),
  };
}
