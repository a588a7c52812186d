import { academicYear } from '@collegium/domain/academic-year';
import type { StudentHesaYearsView } from '@collegium/domain/student-hesa-staff';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { noStudent } from '../../http/student-id-param.ts';
import { answersOf, hesaRows } from './hesa-data.ts';

// The staff read of a student's HESA answers on the record page: every year's, audited as a
// special-category read (the audit names the call, never the answers).

export async function readHesaYearsForStaff(
  db: Kysely<Database>,
  studentId: number,
  actor: Actor,
): Promise<StudentHesaYearsView> {
  const exists = await db.selectFrom('students').select('id').where('id', '=', studentId).executeTakeFirst();
  if (!exists) throw noStudent(studentId);
  const rows = await hesaRows(db, studentId);
  await recordAudit(db, {
    ...auditActor(actor),
    entity: 'students',
    entityId: studentId,
    action: 'hesa.read',
    changes: { via: 'students/hesadata' },
    ip: actor.ip,
  });
  return {
    years: rows.map((r) => ({
      academicYear: academicYear(Number(r.academic_year)),
      answers: answersOf(r),
      updatedAt: r.updated_at,
    })),
  };
}
