import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { ENROLLABLE_ENGAGEMENT_STATUSES } from '@collegium/domain/enrolment';
import { intentionsStatus } from '@collegium/domain/intentions';
import type { StudentIntentionInput, StudentStatusView } from '@collegium/domain/student-forms/schemas';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, validationFailed } from '../../http/errors.ts';
import { enrolSessions } from '../enrolment/enrol-sessions.ts';
import { syncStudentSummary } from '../engagements/engagement-records.ts';
import { hesaDone } from '../student-hesa/hesa-data.ts';
import { detailsRow, readPersonalDetails } from './form-details.ts';
import { readEmergencyContacts } from './emergency-contacts.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { auditActor } from '../../http/actor.ts';

// The student's own engagement actions on the dashboard cards: stating an intention for next year
// (spec 4.2's rule decides whether one is asked) and confirming this year's enrolment.

interface Enrolment {
  engagementId: number | null;
  sessionId: number | null;
  /** Why the student cannot confirm enrolment now; null when they can. */
  refusal: { status: 409 | 422; message: string } | null;
}

/** spec 7.3 session-enrolled: only one Starting/Current engagement whose current-year session is not yet enrolled. */
async function enrolmentState(
  db: Kysely<Database>,
  studentId: number,
  year = academicYearOf(new Date()),
): Promise<Enrolment> {
  const engagements = await db
    .selectFrom('engagements')
    .select(['id', 'status'])
    .where('student_id', '=', studentId)
    .where('status', 'in', [...ENROLLABLE_ENGAGEMENT_STATUSES])
    .execute();
  if (engagements.length === 0) {
    return {
      engagementId: null,
      sessionId: null,
      refusal: {
        status: 422,
        message: 'You have no Starting or Current programme to enrol on. Please contact the registry.',
      },
    };
  }
  if (engagements.length > 1) {
    return {
      engagementId: null,
      sessionId: null,
      refusal: {
        status: 409,
        message: 'You are on more than one programme: the registry will confirm your enrolment with you.',
      },
    };
  }
  const engagementId = engagements[0]!.id;
  const session = await db
    .selectFrom('engagement_sessions')
    .select(['id', 'status', 'enrolled_at'])
    .where('engagement_id', '=', engagementId)
    .where('academic_year', '=', year)
    .executeTakeFirst();
  if (!session) {
    return {
      engagementId,
      sessionId: null,
      refusal: {
        status: 422,
        message: `There is no ${academicYear(year)} session to enrol on yet. Please contact the registry.`,
      },
    };
  }
  if (session.enrolled_at !== null) {
    return {
      engagementId,
      sessionId: session.id,
      refusal: { status: 409, message: `You are already enrolled for ${academicYear(year)}.` },
    };
  }
  if (!['Starting', 'Current'].includes(session.status)) {
    return {
      engagementId,
      sessionId: session.id,
      refusal: {
        status: 422,
        message: `Your ${academicYear(year)} session is ${session.status} and can no longer be enrolled.`,
      },
    };
  }
  return { engagementId, sessionId: session.id, refusal: null };
}

export async function confirmEnrolment(db: Db, me: OwnStudent) {
  const state = await enrolmentState(db.kysely, me.id);
  if (state.refusal) {
    throw state.refusal.status === 409
      ? conflict(state.refusal.message)
      : new AppError(422, 'validation_failed', state.refusal.message, [
          { param: 'body', message: state.refusal.message },
        ]);
  }
  // The registry's enrolment service: the same checks again inside its transaction, the same audit.
  await enrolSessions(db, [state.sessionId!], me.actor);
  return studentStatus(db.kysely, me.id);
}

/** PUT intentions: on the student's current engagement, only when the rule asks for one. */
export async function stateIntention(db: Db, me: OwnStudent, input: StudentIntentionInput) {
  await db.kysely.transaction().execute(async (trx) => {
    const e =
      me.currentEngagementId === null
        ? undefined
        : await trx
            .selectFrom('engagements')
            .select(['id', 'status', 'level', 'programme_code', 'intention'])
            .where('id', '=', me.currentEngagementId)
            .where('student_id', '=', me.id)
            .$if(db.dialect === 'postgres', (q) => q.forUpdate())
            .executeTakeFirst();
    if (!e || intentionsStatus({ status: e.status, level: e.level, programme: e.programme_code }) === null) {
      throw validationFailed([
        {
          param: 'intention',
          message:
            'No intention is asked of you this year: only Current and IoS students below level 6 or on the MA dissertation state one.',
        },
      ]);
    }
    if (e.intention === input.intention) return;
    const now = new Date().toISOString();
    await trx
      .updateTable('engagements')
      .set((eb) => ({
        intention: input.intention,
        intention_updated_at: now,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', e.id)
      .execute();
    await recordAudit(trx, {
      ...auditActor(me.actor),
      entity: 'engagements',
      entityId: e.id,
      action: 'update',
      changes: [{ field: 'intention', before: e.intention, after: input.intention }],
      ip: me.actor.ip,
    });
    await syncStudentSummary(trx, me.id, now);
  });
  return studentStatus(db.kysely, me.id);
}

/** What the dashboard cards show: the engagement, the intention asked, enrolment, which forms are done. */
export async function studentStatus(db: Kysely<Database>, studentId: number): Promise<StudentStatusView> {
  const student = await db
    .selectFrom('students')
    .select(['person_id', 'current_engagement_id'])
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  const e =
    student.current_engagement_id === null
      ? undefined
      : await db
          .selectFrom('engagements')
          .select(['id', 'status', 'level', 'programme_code', 'intention'])
          .where('id', '=', student.current_engagement_id)
          .executeTakeFirst();
  const year = academicYearOf(new Date());
  const session = e
    ? await db
        .selectFrom('engagement_sessions')
        .select(['id', 'academic_year', 'status', 'enrolled_at'])
        .where('engagement_id', '=', e.id)
        .where('academic_year', '=', year)
        .executeTakeFirst()
    : undefined;
  const enrolment = await enrolmentState(db, studentId, year);
  const [person, contacts, details, hesa] = await Promise.all([
    readPersonalDetails(db, student.person_id),
    readEmergencyContacts(db, studentId),
    detailsRow(db, studentId),
    hesaDone(db, studentId, year),
  ]);
  const policies = {
    codeOfConduct: details.code_of_conduct_agreed_on ?? null,
    safeguarding: details.safeguarding_policy_agreed_on ?? null,
    academicConduct: details.academic_conduct_agreed_on ?? null,
  };
  return {
    engagementId: e?.id ?? null,
    programmeCode: e?.programme_code ?? null,
    level: e?.level ?? null,
    status: e?.status ?? null,
    intentionsStatus: e ? intentionsStatus({ status: e.status, level: e.level, programme: e.programme_code }) : null,
    intention: e?.intention ?? null,
    session: session
      ? {
          id: session.id,
          academicYear: Number(session.academic_year),
          status: session.status,
          enrolledAt: session.enrolled_at,
        }
      : null,
    canEnrol: enrolment.refusal === null,
    enrolBlockedReason: enrolment.refusal?.message ?? null,
    done: {
      personalDetails:
        person.dateOfBirth !== '' && person.phone !== '' && person.address1 !== '' && person.postCode !== '',
      emergencyContacts: contacts.primary !== null && contacts.secondary !== null,
      residentialRequirements: (details.residential_updated_at ?? null) !== null,
      dbs: (details.dbs_updated_at ?? null) !== null,
      safeguarding: (details.safeguarding_updated_at ?? null) !== null,
      policies: policies.codeOfConduct !== null && policies.safeguarding !== null && policies.academicConduct !== null,
      hesa,
    },
    policies,
  };
}
