import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { CollegeDataView } from '@collegium/domain/student-finance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { todayIso } from './finance-details.ts';

// spec 7.3 GET forms/college-data: what the college holds about the signed-in student's studies
// and what they need to hand on the portal: student number, programme, hub, this academic year's
// session, personal tutor and the year's key dates (their own, from their record).

export async function readCollegeData(
  db: Kysely<Database>,
  studentId: number,
  collegeName: string,
  now = new Date(),
): Promise<CollegeDataView> {
  const year = academicYearOf(now);
  const today = todayIso();
  const s = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
    .leftJoin('programmes as g', 'g.code', 's.programme_code')
    .leftJoin('faculty as f', 'f.id', 'e.personal_tutor_id')
    .leftJoin('people as t', 't.id', 'f.person_id')
    .select([
      's.partner_id',
      'p.first_name',
      'p.last_name',
      'p.preferred_name',
      'p.email',
      's.programme_code',
      'g.title as programme_title',
      's.pathway',
      's.level',
      's.pace',
      's.status',
      's.hub',
      'e.id as engagement_id',
      'e.start_intake',
      't.first_name as tutor_first',
      't.last_name as tutor_last',
      't.title as tutor_title',
      't.email as tutor_email',
    ])
    .where('s.id', '=', studentId)
    .executeTakeFirstOrThrow();
  const session = s.engagement_id
    ? await db
        .selectFrom('engagement_sessions')
        .select(['status', 'enrolled_at'])
        .where('engagement_id', '=', s.engagement_id)
        .where('academic_year', '=', year)
        .executeTakeFirst()
    : undefined;
  const [nextDue, nextIntake] = await Promise.all([
    db
      .selectFrom('invoices as i')
      .leftJoin('payments as p', 'p.invoice_id', 'i.id')
      .select([
        'i.due_on',
        'i.amount_pence',
        (eb) => eb.fn.coalesce(eb.fn.sum<number | string>('p.amount_pence'), eb.lit(0)).as('paid'),
      ])
      .where('i.student_id', '=', studentId)
      .where('i.due_on', '>=', today)
      .groupBy(['i.id', 'i.due_on', 'i.amount_pence'])
      .orderBy('i.due_on')
      .execute()
      .then((rows) => rows.find((r) => Number(r.paid) < r.amount_pence)),
    db.selectFrom('intakes').select('starts_on').where('starts_on', '>', today).orderBy('starts_on').executeTakeFirst(),
  ]);
  const keyDates = [
    s.start_intake ? { label: 'Your programme began', date: s.start_intake } : null,
    { label: `Academic year ${academicYear(year)} began`, date: `${year}-08-01` },
    nextDue ? { label: 'Your next fee instalment is due', date: nextDue.due_on } : null,
    nextIntake ? { label: 'Next intake of new students', date: nextIntake.starts_on } : null,
    { label: `Academic year ${academicYear(year)} ends`, date: `${year + 1}-07-31` },
  ]
    .filter((d): d is { label: string; date: string } => d !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const tutorName = s.tutor_last ? [s.tutor_title, s.tutor_first, s.tutor_last].filter(Boolean).join(' ') : null;
  return {
    collegeName,
    studentNumber: formatPartnerId(s.partner_id),
    name: `${s.preferred_name || s.first_name} ${s.last_name}`,
    email: s.email,
    programmeCode: s.programme_code,
    programmeTitle: s.programme_title,
    pathway: s.pathway,
    level: s.level,
    pace: s.pace,
    status: s.status,
    hub: s.hub,
    academicYear: year,
    academicYearLabel: academicYear(year),
    sessionStatus: session?.status ?? null,
    enrolled: Boolean(session?.enrolled_at),
    personalTutor: tutorName ? { name: tutorName, email: s.tutor_email } : null,
    keyDates,
  };
}
