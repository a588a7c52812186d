import { academicYear } from '@collegium/domain/academic-year';
import type {
  HesaBadgeView,
  HesaDetailsWrite,
  HesaStudentView,
  HesaWorklistView,
} from '@collegium/domain/hesa-contracts';
import { hesaReadiness, hesaStudentFields } from '@collegium/domain/hesa-readiness';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { hesaRules } from './mapping-repository.ts';
import { allHesaInputs, hesaInputs } from './student-inputs.ts';

// Issue 16, HESA > Student data: the worklist of students not ready, one student's fields with
// their sources, the HESA details registry enters, and the readiness badge of the record page.

type Executor = Kysely<Database> | Transaction<Database>;

/** Every student of the year with what is missing, most missing first; ready students last. */
/** A view as its call answers it, but for the caller's abilities (the route adds them). */
type Data<View> = Omit<View, 'abilities'>;

export async function worklist(db: Executor, year: number): Promise<Data<HesaWorklistView>> {
  const { index, defaults } = await hesaRules(db);
  const rows: HesaWorklistView['rows'] = [];
  let total = 0;
  for await (const input of allHesaInputs(db, year)) {
    total++;
    const r = hesaReadiness(hesaStudentFields(input, index, defaults));
    rows.push({
      studentId: input.studentId,
      partnerId: input.partnerId,
      name: `${input.firstName} ${input.lastName}`,
      programme: input.engagement.programme,
      status: input.engagement.status,
      missing: r.missing,
      problems: r.problems,
    });
  }
  rows.sort((a, b) => b.missing - a.missing || a.name.localeCompare(b.name));
  return { academicYear: academicYear(year), total, ready: rows.filter((r) => r.missing === 0).length, rows };
}

/** One student's return for the year; audited, as it shows the equality answers. */
export async function studentReturn(
  db: Executor,
  studentId: number,
  year: number,
  actor: Actor,
): Promise<Data<HesaStudentView>> {
  const page = await hesaInputs(db, year, { studentId, limit: 1 });
  const input = page.inputs[0];
  if (!input) {
    const exists = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
    throw notFound(
      exists
        ? `Student ${studentId} has no session in ${academicYear(year)}, so is not in that year's return.`
        : `There is no student with id ${studentId}.`,
    );
  }
  const { index, defaults } = await hesaRules(db);
  const fields = hesaStudentFields(input, index, defaults);
  await recordAudit(db, {
    actorUserId: actor.userId,
    asUserId: actor.asUserId,
    entity: 'students',
    entityId: studentId,
    action: 'hesa.read',
    changes: { via: 'hesa/students', academicYear: academicYear(year) },
    ip: actor.ip,
  });
  return {
    studentId,
    partnerId: input.partnerId,
    name: `${input.firstName} ${input.lastName}`,
    academicYear: academicYear(year),
    answersYear: input.answersYear,
    fields,
    readiness: hesaReadiness(fields),
    details: input.details ?? { nationality: null, domicile: null, entryQualification: null },
  };
}

/** The record page's badge: readiness for the year, no values. Null when not in that year's return. */
export async function studentReadiness(db: Executor, studentId: number, year: number): Promise<Data<HesaBadgeView>> {
  const page = await hesaInputs(db, year, { studentId, limit: 1 });
  const input = page.inputs[0];
  if (!input) return { academicYear: academicYear(year), inReturn: false, readiness: null };
  const { index, defaults } = await hesaRules(db);
  return {
    academicYear: academicYear(year),
    inReturn: true,
    readiness: hesaReadiness(hesaStudentFields(input, index, defaults)),
  };
}

/** Registry's HESA details for a student, created or replaced, audited with the fields changed. */
export async function writeDetails(db: Db, studentId: number, actor: Actor, input: HesaDetailsWrite): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const student = await trx.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
    if (!student) throw notFound(`There is no student with id ${studentId}.`);
    const before = await trx
      .selectFrom('hesa_student_details')
      .selectAll()
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    const now = new Date().toISOString();
    const values = {
      nationality: input.nationality,
      domicile: input.domicile,
      entry_qualification: input.entryQualification,
    };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter((k) => (before?.[k] ?? null) !== values[k]);
    if (changed.length === 0) return;
    if (before) {
      await trx
        .updateTable('hesa_student_details')
        .set((eb) => ({ ...values, updated_at: now, version: eb('version', '+', 1) }))
        .where('student_id', '=', studentId)
        .execute();
    } else {
      await trx
        .insertInto('hesa_student_details')
        .values({ student_id: studentId, ...values, created_at: now, updated_at: now })
        .execute();
    }
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      entity: 'hesa_student_details',
      entityId: studentId,
      action: before ? 'update' : 'create',
      changes: Object.fromEntries(changed.map((k) => [k, { from: before?.[k] ?? null, to: values[k] }])),
      ip: actor.ip,
    });
  });
}
