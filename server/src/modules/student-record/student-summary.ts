import { type StudentSummary, studentSummarySchema } from '@collegium/domain/student-summary';
import { isReadyForMaDissertation } from '@collegium/domain/programme-rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';

// The header of a student's record page (spec 2.5, issue 4): who the student is and what they
// study now. The study fields come from the students row, which mirrors the current engagement.

export { studentSummarySchema };

/** The record page header of a student; undefined when there is no such student. */
export async function loadStudentSummary(db: Kysely<Database>, studentId: number): Promise<StudentSummary | undefined> {
  const row = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('programmes as pr', 'pr.code', 's.programme_code')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .leftJoin('faculty as f', 'f.id', 'e.personal_tutor_id')
    .leftJoin('people as tp', 'tp.id', 'f.person_id')
    .select([
      's.id',
      's.partner_id',
      's.programme_code',
      's.level',
      's.cohort',
      's.hub',
      's.status',
      's.photo_file_id',
      's.current_engagement_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      'pr.title as programme_title',
      'f.id as tutor_id',
      'tp.first_name as tutor_first_name',
      'tp.last_name as tutor_last_name',
      'tp.preferred_name as tutor_preferred_name',
    ])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const tutor =
    row.tutor_id !== null && row.tutor_first_name !== null && row.tutor_last_name !== null
      ? {
          id: Number(row.tutor_id),
          name: personName({
            first_name: row.tutor_first_name,
            last_name: row.tutor_last_name,
            preferred_name: row.tutor_preferred_name,
          }),
        }
      : null;
  return {
    id: Number(row.id),
    name: personName(row),
    partnerId: Number(row.partner_id),
    programmeCode: row.programme_code,
    programmeTitle: row.programme_title ?? null,
    level: row.level,
    cohort: row.cohort,
    hub: row.hub,
    status: row.status,
    personalTutor: tutor,
    hasPhoto: row.photo_file_id !== null,
    isMa: row.programme_code === 'MA',
    dissertationReady: isReadyForMaDissertation({ programme: row.programme_code, cohort: row.cohort }),
    currentEngagementId: row.current_engagement_id === null ? null : Number(row.current_engagement_id),
  };
}
