import { academicYear } from '@collegium/domain/academic-year';
import { afterEnrolment, ENROLMENT_REASON, enrolmentRefusal, type EnrolmentRefusal } from '@collegium/domain/enrolment';
import { intentionsStatus } from '@collegium/domain/intentions';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type ErrorDetail, validationFailed } from '../../http/errors.ts';
import { syncStudentSummary } from '../engagements/engagement-records.ts';
import { personName } from '../users/person-name.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// POST /students/enrolment/enrol (spec 2.4, 4.2): marks sessions enrolled, all or nothing, in one
// transaction. Each session gets enrolled_at and enrolled_by; a Starting session becomes Current;
// a Starting engagement becomes Current with a status change "Enrolled" and the student's summary
// follows. Every session and every engagement changed is audited.

export interface EnrolResult {
  /** How many sessions were marked enrolled. */
  enrolled: number;
  /** How many engagements went from Starting to Current. */
  started: number;
  sessions: { id: number; status: string; enrolledAt: string }[];
}

const REFUSALS: Record<
  EnrolmentRefusal,
  (who: string, year: string, engagementStatus: string, sessionStatus: string) => string
> = {
  'already-enrolled': (who, year) => `${who} is already enrolled for ${year}.`,
  'engagement-status': (who, _year, status) =>
    `${who}'s engagement is ${status}: only Starting or Current engagements can be enrolled.`,
  'session-closed': (who, year, _e, status) => `${who}'s ${year} session is ${status} and can no longer be enrolled.`,
};

export async function enrolSessions(db: Db, sessionIds: readonly number[], actor: Actor): Promise<EnrolResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const rows = await trx
      .selectFrom('engagement_sessions as s')
      .innerJoin('engagements as e', 'e.id', 's.engagement_id')
      .innerJoin('students as st', 'st.id', 'e.student_id')
      .innerJoin('people as p', 'p.id', 'st.person_id')
      .select([
        's.id',
        's.academic_year',
        's.status',
        's.enrolled_at',
        'e.id as engagement_id',
        'e.status as engagement_status',
        'e.level',
        'e.programme_code',
        'st.id as student_id',
        'st.partner_id',
        'p.first_name',
        'p.last_name',
        'p.preferred_name',
      ])
      .where('s.id', 'in', sessionIds)
      // Two people enrolling the same sessions at once: the second waits, then sees them enrolled.
      .$if(db.dialect === 'postgres', (q) => q.forUpdate(['s', 'e']))
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));

    const details: ErrorDetail[] = [];
    sessionIds.forEach((id, index) => {
      const row = byId.get(id);
      const param = `sessionIds.${index}`;
      if (!row) {
        details.push({ param, message: `There is no session ${id}.` });
        return;
      }
      const refusal = enrolmentRefusal({
        sessionStatus: row.status,
        enrolledAt: row.enrolled_at,
        engagementStatus: row.engagement_status,
      });
      if (refusal) {
        const who = `${personName(row)} (${formatPartnerId(row.partner_id)})`;
        details.push({
          param,
          message: REFUSALS[refusal](who, academicYear(row.academic_year), row.engagement_status, row.status),
        });
      }
    });
    if (details.length > 0) throw validationFailed(details);

    const today = now.slice(0, 10);
    const sessions: EnrolResult['sessions'] = [];
    const startedEngagements = new Set<number>();
    for (const id of sessionIds) {
      const row = byId.get(id)!;
      const next = afterEnrolment({ sessionStatus: row.status, engagementStatus: row.engagement_status });
      await trx
        .updateTable('engagement_sessions')
        .set((eb) => ({
          status: next.sessionStatus,
          enrolled_at: now,
          enrolled_by_user_id: actor.userId,
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', id)
        .execute();
      const changes: { field: string; before: string | null; after: string }[] = [];
      if (next.sessionStatus !== row.status)
        changes.push({ field: 'status', before: row.status, after: next.sessionStatus });
      changes.push({ field: 'enrolledAt', before: null, after: now });
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'engagement_sessions',
        entityId: id,
        action: 'enrol',
        changes,
        ip: actor.ip,
      });
      sessions.push({ id, status: next.sessionStatus, enrolledAt: now });

      if (next.engagementStatus === row.engagement_status || startedEngagements.has(row.engagement_id)) continue;
      startedEngagements.add(row.engagement_id);
      await trx
        .updateTable('engagements')
        .set((eb) => ({
          status: next.engagementStatus,
          intentions: intentionsStatus({
            status: next.engagementStatus,
            level: row.level,
            programme: row.programme_code,
          }),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', row.engagement_id)
        .execute();
      await trx
        .insertInto('engagement_status_changes')
        .values({
          engagement_id: row.engagement_id,
          from_status: row.engagement_status,
          to_status: next.engagementStatus,
          reason: ENROLMENT_REASON,
          effective_date: today,
          changed_by_user_id: actor.userId,
          changed_at: now,
        })
        .execute();
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'engagements',
        entityId: row.engagement_id,
        action: 'status',
        changes: [{ field: 'status', before: row.engagement_status, after: next.engagementStatus }],
        ip: actor.ip,
      });
      await syncStudentSummary(trx, row.student_id, now);
    }
    return { enrolled: sessions.length, started: startedEngagements.size, sessions };
  });
}
