import type { Trx } from './batch.ts';
import { insertAll } from './batch.ts';

// Issue 20, feature residentialAttendance in the demo (no faker, so nothing seeded before moves):
// this academic year's September residentials with their registers taken, a February one still to
// come.

const ACADEMIC_YEAR = 2026;
const INSTANCES = 8;
const ABSENCE_REASONS = [
  'Illness',
  'Family emergency',
  'Parish commitment (agreed with the tutor)',
  'Travel disruption',
];

/** Present for most, late for some, absent (with a reason) for a few, by the student's place in the register. */
function markFor(i: number): { status: string; reason: string } {
  if (i % 11 === 4) return { status: 'Absent', reason: ABSENCE_REASONS[i % ABSENCE_REASONS.length] as string };
  if (i % 7 === 5) return { status: 'Late', reason: '' };
  return { status: 'Present', reason: '' };
}

export async function seedResidentialRegisters(trx: Trx, now: string): Promise<void> {
  const instances = await trx
    .selectFrom('module_instances as mi')
    .innerJoin('results as r', 'r.module_instance_id', 'mi.id')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .select(['mi.id', 'e.student_id'])
    .where('mi.academic_year', '=', ACADEMIC_YEAR)
    .orderBy('mi.id')
    .orderBy('e.student_id')
    .execute();
  const students = new Map<number, number[]>();
  for (const row of instances) {
    const list = students.get(Number(row.id)) ?? [];
    if (!list.includes(Number(row.student_id))) list.push(Number(row.student_id));
    students.set(Number(row.id), list);
  }
  const chosen = [...students.entries()].filter(([, s]) => s.length >= 3).slice(0, INSTANCES);
  for (const [n, [instanceId, placed]] of chosen.entries()) {
    const day = String(8 + n).padStart(2, '0');
    const [september] = await insertAll(trx, 'residentials', [
      {
        module_instance_id: instanceId,
        title: 'September residential',
        starts_on: `${ACADEMIC_YEAR}-09-${day}`,
        ends_on: `${ACADEMIC_YEAR}-09-${String(10 + n).padStart(2, '0')}`,
        created_at: now,
        updated_at: now,
      },
      {
        module_instance_id: instanceId,
        title: 'February hub week',
        starts_on: `${ACADEMIC_YEAR + 1}-02-${day}`,
        ends_on: `${ACADEMIC_YEAR + 1}-02-${String(12 + n).padStart(2, '0')}`,
        created_at: now,
        updated_at: now,
      },
    ]);
    await insertAll(
      trx,
      'residential_attendance',
      placed.map((studentId, i) => ({
        residential_id: september as number,
        student_id: studentId,
        ...markFor(i + n),
        recorded_by_user_id: null,
        recorded_at: `${ACADEMIC_YEAR}-09-${day}T17:00:00.000Z`,
      })),
    );
  }
}
