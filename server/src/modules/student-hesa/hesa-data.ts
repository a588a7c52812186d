import { academicYear } from '@collegium/domain/academic-year';
import {
  HESA_ANSWER_KEYS,
  type HesaAnswerKey,
  type HesaAnswers,
  type HesaDataView,
} from '@collegium/domain/student-hesa';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database, StudentHesaDataTable } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// A student's HESA answers, one row per academic year (HESA asks continuing students every year).
// Special category: audits name the fields that changed, never the answers.

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Selectable<StudentHesaDataTable>;

const COLUMNS = {
  ethnicity: 'ethnicity',
  religion: 'religion',
  sex: 'sex',
  genderIdentity: 'gender_identity',
  sexualOrientation: 'sexual_orientation',
  disabilities: 'disabilities',
  careLeaver: 'care_leaver',
  parentalEducation: 'parental_education',
  estranged: 'estranged',
  carer: 'carer',
} as const satisfies Record<keyof HesaAnswers, keyof Row>;

export function answersOf(row: Row): HesaAnswers {
  return {
    ethnicity: row.ethnicity,
    religion: row.religion,
    sex: row.sex,
    genderIdentity: row.gender_identity,
    sexualOrientation: row.sexual_orientation,
    disabilities: row.disabilities.split(/\s+/).filter(Boolean),
    careLeaver: row.care_leaver,
    parentalEducation: row.parental_education,
    estranged: row.estranged,
    carer: row.carer,
  };
}

export function columnsOf(a: HesaAnswers) {
  return {
    ethnicity: a.ethnicity,
    religion: a.religion,
    sex: a.sex,
    gender_identity: a.genderIdentity,
    sexual_orientation: a.sexualOrientation,
    disabilities: a.disabilities.join(' '),
    care_leaver: a.careLeaver,
    parental_education: a.parentalEducation,
    estranged: a.estranged,
    carer: a.carer,
  };
}

/** Every year the student answered, newest first. */
export function hesaRows(db: Executor, studentId: number): Promise<Row[]> {
  return db
    .selectFrom('student_hesa_data')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('academic_year', 'desc')
    .execute();
}

/** GET hesadata: the year's answers, or the latest earlier year's to confirm. */
export async function readHesaData(db: Executor, studentId: number, year: number): Promise<HesaDataView> {
  const rows = await hesaRows(db, studentId);
  const own = rows.find((r) => Number(r.academic_year) === year);
  const earlier = own ? undefined : rows.find((r) => Number(r.academic_year) < year);
  const from = own ?? earlier;
  return {
    academicYear: academicYear(year),
    answers: from ? answersOf(from) : null,
    carriedFrom: earlier ? academicYear(Number(earlier.academic_year)) : null,
    updatedAt: own?.updated_at ?? null,
    yearsAnswered: rows.map((r) => academicYear(Number(r.academic_year))),
  };
}

/** PUT hesadata: this academic year's answers, created or replaced, audited without values. */
export async function writeHesaData(
  db: Db,
  studentId: number,
  actor: Actor,
  year: number,
  answers: HesaAnswers,
): Promise<HesaDataView> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('student_hesa_data')
      .selectAll()
      .where('student_id', '=', studentId)
      .where('academic_year', '=', year)
      .executeTakeFirst();
    const now = new Date().toISOString();
    const values = columnsOf(answers);
    let id: number;
    let changed: HesaAnswerKey[];
    if (before) {
      const old = answersOf(before);
      changed = HESA_ANSWER_KEYS.filter((k) => JSON.stringify(old[k]) !== JSON.stringify(answers[k]));
      id = before.id;
      if (changed.length > 0) {
        await trx
          .updateTable('student_hesa_data')
          .set((eb) => ({ ...values, updated_at: now, version: eb('version', '+', 1) }))
          .where('id', '=', before.id)
          .execute();
      }
    } else {
      changed = [...HESA_ANSWER_KEYS];
      const inserted = await trx
        .insertInto('student_hesa_data')
        .values({ student_id: studentId, academic_year: year, ...values, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(inserted.id);
    }
    if (changed.length > 0) {
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'student_hesa_data',
        entityId: id,
        action: before ? 'update' : 'create',
        changes: { academicYear: academicYear(year), fields: changed.map((k) => COLUMNS[k]) },
        ip: actor.ip,
      });
    }
    return readHesaData(trx, studentId, year);
  });
}

/** The dashboard's done mark: this academic year answered. */
export async function hesaDone(db: Executor, studentId: number, year: number): Promise<boolean> {
  const row = await db
    .selectFrom('student_hesa_data')
    .select('id')
    .where('student_id', '=', studentId)
    .where('academic_year', '=', year)
    .executeTakeFirst();
  return row !== undefined;
}
