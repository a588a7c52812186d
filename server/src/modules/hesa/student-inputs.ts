import type { HesaStudentInput } from '@collegium/domain/hesa-readiness';
import { academicYear } from '@collegium/domain/academic-year';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { answersOf } from '../student-hesa/hesa-data.ts';

// Issue 16: what the HESA return reads of each student in a reference period: the students with
// a session of an engagement in the academic year, one input per engagement, read in pages of
// students so an export of 100,000 students never holds them all at once.

type Executor = Kysely<Database> | Transaction<Database>;

export interface InputPage {
  inputs: HesaStudentInput[];
  /** The last student id read; null when the page was the last. */
  next: number | null;
}

interface Filter {
  studentId?: number;
  /** Only these students (a custom report's page of rows). */
  studentIds?: readonly number[];
  /** Page by student: the students after this id. */
  afterStudentId?: number;
  limit?: number;
}

export async function hesaInputs(db: Executor, year: number, filter: Filter = {}): Promise<InputPage> {
  const limit = filter.limit ?? 1000;
  let ids = db
    .selectFrom('engagement_sessions as ses')
    .innerJoin('engagements as e', 'e.id', 'ses.engagement_id')
    .select('e.student_id')
    .distinct()
    .where('ses.academic_year', '=', year)
    .orderBy('e.student_id')
    .limit(limit);
  if (filter.studentId !== undefined) ids = ids.where('e.student_id', '=', filter.studentId);
  if (filter.studentIds !== undefined) {
    if (filter.studentIds.length === 0) return { inputs: [], next: null };
    ids = ids.where('e.student_id', 'in', [...filter.studentIds]);
  }
  if (filter.afterStudentId !== undefined) ids = ids.where('e.student_id', '>', filter.afterStudentId);
  const page = (await ids.execute()).map((r) => Number(r.student_id));
  if (page.length === 0) return { inputs: [], next: null };
  const q = db
    .selectFrom('engagement_sessions as ses')
    .innerJoin('engagements as e', 'e.id', 'ses.engagement_id')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('hesa_numbers as n', 'n.student_id', 's.id')
    .leftJoin('hesa_student_details as d', 'd.student_id', 's.id')
    .select([
      's.id as student_id',
      's.partner_id',
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'n.husid',
      'e.id as engagement_id',
      'e.programme_code',
      'e.status',
      'e.pace',
      'e.student_type',
      'e.start_intake',
      'e.end_date',
      'e.exit_award',
      'ses.level as session_level',
      'e.level',
      'd.nationality',
      'd.domicile',
      'd.entry_qualification',
    ])
    .where('ses.academic_year', '=', year)
    .where('s.id', 'in', page)
    .orderBy('s.id')
    .orderBy('e.id');
  const rows = await q.execute();
  const studentIds = page;
  const answers = studentIds.length
    ? await db
        .selectFrom('student_hesa_data')
        .selectAll()
        .where('student_id', 'in', studentIds)
        .where('academic_year', '<=', year)
        .orderBy('academic_year', 'desc')
        .execute()
    : [];
  const latest = new Map<number, (typeof answers)[number]>();
  for (const a of answers) if (!latest.has(Number(a.student_id))) latest.set(Number(a.student_id), a);
  const inputs = rows.map((r): HesaStudentInput => {
    const a = latest.get(Number(r.student_id));
    return {
      studentId: Number(r.student_id),
      partnerId: Number(r.partner_id),
      firstName: r.first_name,
      lastName: r.last_name,
      dateOfBirth: r.date_of_birth ? r.date_of_birth.slice(0, 10) : null,
      husid: r.husid ?? null,
      engagement: {
        id: Number(r.engagement_id),
        programme: r.programme_code,
        level: r.session_level ?? r.level,
        pace: r.pace,
        status: r.status,
        studentType: r.student_type,
        startDate: r.start_intake,
        endDate: r.end_date,
        exitAward: r.exit_award,
      },
      answers: a ? answersOf(a) : null,
      answersYear: a ? academicYear(Number(a.academic_year)) : null,
      details:
        r.nationality === null && r.domicile === null && r.entry_qualification === null
          ? null
          : { nationality: r.nationality, domicile: r.domicile, entryQualification: r.entry_qualification },
    };
  });
  return { inputs, next: page.length === limit ? page[page.length - 1]! : null };
}

/** Every input of the year, page by page. */
export async function* allHesaInputs(db: Executor, year: number, pageSize = 1000): AsyncGenerator<HesaStudentInput> {
  let after: number | undefined;
  for (;;) {
    const got = await hesaInputs(db, year, { afterStudentId: after, limit: pageSize });
    yield* got.inputs;
    if (got.next === null) return;
    after = got.next;
  }
}
