import type { MeetingRequestInput, MeetingRequestResult, MyPersonalTutor } from '@collegium/domain/personal-tutor';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { auditActor } from '../../http/actor.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { enqueueMail } from '../mail/enqueue.ts';

// Feature personal-tutor, the student's side: their personal tutor (the faculty member on their
// current engagement) with contact details, and a request for a meeting sent to the tutor as an
// e-mail through the outbox (the outbox row, related to the student, is the request's record).

export const MEETING_MAIL_ENTITY = 'personal-tutor-meeting';
/** A second request this soon after the last is refused (a double submit, not a new question). */
const REPEAT_MINUTES = 10;

const fullName = (title: string | null, first: string, preferred: string | null, last: string) =>
  [title, preferred ?? first, last].filter((p) => p !== null && p !== '').join(' ');

async function tutorOf(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('students as s')
    .innerJoin('people as sp', 'sp.id', 's.person_id')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .leftJoin('faculty as f', 'f.id', 'e.personal_tutor_id')
    .leftJoin('people as t', 't.id', 'f.person_id')
    .select([
      's.partner_id',
      'sp.first_name as s_first',
      'sp.preferred_name as s_preferred',
      'sp.last_name as s_last',
      'sp.email as s_email',
      'f.id as faculty_id',
      'f.job_title',
      'f.hub as tutor_hub',
      't.title as t_title',
      't.first_name as t_first',
      't.preferred_name as t_preferred',
      't.last_name as t_last',
      't.email as t_email',
      't.phone as t_phone',
    ])
    .where('s.id', '=', studentId)
    .executeTakeFirstOrThrow();
}

async function lastRequest(db: Kysely<Database>, studentId: number): Promise<string | null> {
  const row = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('related_entity', '=', MEETING_MAIL_ENTITY)
    .where('related_id', '=', String(studentId))
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row?.created_at ?? null;
}

export async function readMyTutor(db: Kysely<Database>, studentId: number): Promise<MyPersonalTutor> {
  const r = await tutorOf(db, studentId);
  if (r.faculty_id === null || r.t_first === null || r.t_last === null) return { tutor: null, lastRequestAt: null };
  return {
    tutor: {
      name: fullName(r.t_title, r.t_first, r.t_preferred, r.t_last),
      jobTitle: r.job_title ?? '',
      email: r.t_email,
      phone: r.t_phone,
      hub: r.tutor_hub,
    },
    lastRequestAt: await lastRequest(db, studentId),
  };
}

export async function requestMeeting(
  db: Db,
  me: OwnStudent,
  input: MeetingRequestInput,
  now = new Date(),
): Promise<MeetingRequestResult> {
  return db.kysely.transaction().execute(async (trx) => {
    const r = await tutorOf(trx, me.id);
    if (r.faculty_id === null || r.t_first === null || r.t_last === null)
      throw validationFailed([{ param: 'tutor', message: 'You have no personal tutor yet. Ask the registry.' }]);
    if (!r.t_email)
      throw validationFailed([
        { param: 'tutor', message: 'Your personal tutor has no e-mail address on record. Ask the registry.' },
      ]);
    const last = await lastRequest(trx, me.id);
    if (last !== null && now.getTime() - Date.parse(last) < REPEAT_MINUTES * 60_000)
      throw conflict(`You asked for a meeting a few minutes ago; wait ${REPEAT_MINUTES} minutes before asking again.`);
    const tutorName = fullName(r.t_title, r.t_first, r.t_preferred, r.t_last);
    const outboxId = await enqueueMail(trx, {
      template: 'personal-tutor-meeting-request',
      to: r.t_email,
      toName: tutorName,
      data: {
        tutorName,
        studentName: fullName(null, r.s_first, r.s_preferred, r.s_last),
        partnerId: formatPartnerId(r.partner_id),
        studentEmail: r.s_email ?? 'no e-mail address on record',
        message: input.message,
        availability: input.availability || 'not given',
      },
      relatedEntity: MEETING_MAIL_ENTITY,
      relatedId: me.id,
    });
    // enqueueMail stamps the row with the time now; the repeat check reads it back.
    await recordAudit(trx, {
      ...auditActor(me.actor),
      entity: 'students',
      entityId: me.id,
      action: 'meeting-request',
      changes: [{ field: 'personalTutorMeeting', before: null, after: `outbox ${outboxId}` }],
      ip: me.actor.ip,
    });
    return { sentTo: tutorName, requestedAt: new Date().toISOString() };
  });
}
