import { fakerEN_GB as faker } from '@faker-js/faker';
import { SUPPORT_NEEDS } from './academic-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { addDays, dateIn } from './seed-calendar.ts';
import type { PlannedEngagement } from './study-timeline.ts';

// Demo learning-support needs (special-category data): what the disability adviser recorded and
// the adjustments agreed.

/** Learning-support needs for about 15% of students, three of them the demo tutor's tutees. */
export async function seedLearningSupport(
  trx: Trx,
  currents: readonly PlannedEngagement[],
  tutees: readonly number[],
  demoStudentId: number,
  now: string,
  today: string,
) {
  const categories = Object.keys(SUPPORT_NEEDS);
  const candidates = currents.filter((e) => e.studentId !== demoStudentId);
  const hisTutees = candidates.filter((e) => tutees.includes(e.studentId)).slice(1, 4);
  const others = faker.helpers.arrayElements(
    candidates.filter((e) => !tutees.includes(e.studentId)),
    Math.round(currents.length * 0.15) - hisTutees.length,
  );
  const chosen = [...hisTutees, ...others].sort((a, b) => a.studentId - b.studentId);
  await insertAll(
    trx,
    'learning_support',
    chosen.map((e) => {
      const picked = faker.helpers.arrayElements(
        categories,
        faker.helpers.weightedArrayElement([
          { weight: 5, value: 1 },
          { weight: 1, value: 2 },
        ]),
      );
      const notes = picked.map((c) => SUPPORT_NEEDS[c] as { needs: string; adjustments: string });
      const from = addDays(e.startIntake, -60);
      return {
        student_id: e.studentId,
        categories: picked.join(' '),
        needs: notes.map((n) => n.needs).join('\n\n'),
        adjustments: notes.map((n) => n.adjustments).join('\n\n'),
        disclosed_on: dateIn(from < today ? from : today, today),
        created_at: now,
        updated_at: now,
      };
    }),
  );
}
