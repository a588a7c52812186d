import { academicYear } from '@collegium/domain/academic-year';
import { PROGRAMME_LEVEL_VALUES } from '@collegium/domain/programme-levels';
import { CREDITS_PER_LEVEL } from '@collegium/domain/programme-years';
import type { Kysely } from 'kysely';
import { type StudentResults } from '@collegium/domain/student-record-views';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';
import { programmeRules } from '../system-data/programmes-repository.ts';

// The Modules and results tab: every module place the student has held, on any engagement,
// grouped by academic year (newest first), and the credits achieved at each level against the
// 120 a level asks (spec 9).

type ModulePlace = StudentResults['years'][number]['modules'][number];

const levelOrder = (level: string) => {
  const i = (PROGRAMME_LEVEL_VALUES as readonly string[]).indexOf(level);
  return i === -1 ? PROGRAMME_LEVEL_VALUES.length : i;
};

/** The credits of each level: those of `programmeCode` first, then any other level studied. */
export function creditTotals(
  programmeLevels: readonly string[],
  places: readonly Pick<ModulePlace, 'level' | 'creditsAwarded'>[],
) {
  const achieved = new Map<string, number>(programmeLevels.map((l) => [l, 0]));
  for (const place of places) achieved.set(place.level, (achieved.get(place.level) ?? 0) + (place.creditsAwarded ?? 0));
  const levels = [...achieved]
    .map(([level, credits]) => ({ level, achieved: credits, required: CREDITS_PER_LEVEL }))
    .sort((a, b) => levelOrder(a.level) - levelOrder(b.level) || a.level.localeCompare(b.level));
  return {
    levels,
    achieved: levels.reduce((sum, l) => sum + l.achieved, 0),
    required: levels.reduce((sum, l) => sum + l.required, 0),
  };
}

/** The student's module places and credit totals; undefined when there is no such student. */
export async function loadStudentResults(db: Kysely<Database>, studentId: number): Promise<StudentResults | undefined> {
  const student = await db
    .selectFrom('students')
    .select('programme_code')
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return undefined;
  const rows = await db
    .selectFrom('results as r')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .leftJoin('faculty as f', 'f.id', 'mi.tutor_id')
    .leftJoin('people as tp', 'tp.id', 'f.person_id')
    .select([
      'r.id',
      'r.engagement_id',
      'r.outcome',
      'r.mark',
      'r.credits_awarded',
      'e.programme_code',
      'mi.id as module_instance_id',
      'mi.academic_year',
      'mi.hub',
      'm.code',
      'm.title',
      'm.level',
      'm.credits',
      'tp.first_name as tutor_first_name',
      'tp.last_name as tutor_last_name',
      'tp.preferred_name as tutor_preferred_name',
    ])
    .where('e.student_id', '=', studentId)
    .orderBy('mi.academic_year', 'desc')
    .orderBy('m.code')
    .orderBy('r.id')
    .execute();

  const years = new Map<number, ModulePlace[]>();
  for (const row of rows) {
    const year = Number(row.academic_year);
    const place: ModulePlace = {
      id: Number(row.id),
      engagementId: Number(row.engagement_id),
      programmeCode: row.programme_code,
      moduleInstanceId: Number(row.module_instance_id),
      moduleCode: row.code,
      moduleTitle: row.title,
      level: row.level,
      credits: Number(row.credits),
      hub: row.hub,
      tutor:
        row.tutor_first_name !== null && row.tutor_last_name !== null
          ? personName({
              first_name: row.tutor_first_name,
              last_name: row.tutor_last_name,
              preferred_name: row.tutor_preferred_name,
            })
          : null,
      outcome: row.outcome,
      mark: row.mark === null ? null : Number(row.mark),
      creditsAwarded: row.credits_awarded === null ? null : Number(row.credits_awarded),
    };
    years.set(year, [...(years.get(year) ?? []), place]);
  }
  return {
    years: [...years].map(([year, modules]) => ({ academicYear: year, label: academicYear(year), modules })),
    // The programme's levels as System data holds them
    totals: creditTotals(
      student.programme_code === null ? [] : ((await programmeRules(db, student.programme_code))?.levels ?? []),
      [...years.values()].flat(),
    ),
  };
}
