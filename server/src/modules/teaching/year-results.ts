import { academicYear } from '@collegium/domain/academic-year';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Cell, type Sheet, sheetRows } from '../../lib/excel-writer.ts';
import { readModuleResults } from './module-results.ts';
import {
  BOARD_COLUMN,
  boardCell,
  RESULT_COLUMNS,
  resultCells,
  STUDENT_COLUMNS,
  studentCells,
} from './result-columns.ts';
import './tables.ts';

// Issue 18: the exam board's results workbook for a whole academic year (GET
// {api}/academic-years/:year/results/excel): every instance of the year on one sheet (a row per
// place: mark, outcome, credits, whether the board confirmed it), and a second sheet per student
// session with the credits passed that year and the progression decision the board recorded.
// Unconfirmed instances show the live result (as the module page does), marked "Not confirmed".

type Db = Kysely<Database>;

/** The places of the year's students with their engagement and that year's session. */
function sessionsOf(db: Db, year: number) {
  return db
    .selectFrom('results as r')
    .innerJoin('module_instances as mi', 'mi.id', 'r.module_instance_id')
    .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
    .leftJoin('engagement_sessions as es', (join) =>
      join.onRef('es.engagement_id', '=', 'e.id').on('es.academic_year', '=', year),
    )
    .select([
      'mi.id as instance_id',
      'e.id as engagement_id',
      'e.student_id',
      'e.programme_code',
      'e.level as engagement_level',
      'es.level as session_level',
      'es.status as session_status',
      'es.progression',
      'es.progression_award',
    ])
    .where('mi.academic_year', '=', year)
    .execute();
}

export async function yearResultsWorkbook(db: Db, year: number): Promise<{ name: string; sheets: Sheet[] }> {
  const instances = await db
    .selectFrom('module_instances as mi')
    .innerJoin('modules as m', 'm.id', 'mi.module_id')
    .select(['mi.id', 'mi.hub', 'm.code', 'm.title', 'm.level'])
    .where('mi.academic_year', '=', year)
    .orderBy('m.code')
    .orderBy('mi.hub')
    .orderBy('mi.id')
    .execute();
  const places = await sessionsOf(db, year);
  const placeOf = new Map(places.map((p) => [`${p.instance_id}:${p.student_id}`, p]));
  const label = academicYear(year);
  const resultRows: Cell[][] = [];
  /** Per engagement: who, and the credits the year's results give (confirmed or live). */
  const students = new Map<number, { partnerId: number | null; name: string; credits: number; modules: number }>();
  for (const instance of instances) {
    const results = await readModuleResults(db, instance.id);
    const board = boardCell(results.confirmedAt);
    for (const r of results.rows) {
      const place = placeOf.get(`${instance.id}:${r.studentId}`);
      resultRows.push([
        instance.code,
        instance.title,
        instance.level,
        instance.hub,
        ...studentCells(r),
        place?.programme_code ?? null,
        ...resultCells(r),
        board,
      ]);
      if (!place) continue;
      const student = students.get(place.engagement_id) ?? {
        partnerId: r.partnerId,
        name: r.name,
        credits: 0,
        modules: 0,
      };
      student.credits += r.outcome === 'Passed' ? r.creditsAwarded : 0;
      student.modules += 1;
      students.set(place.engagement_id, student);
    }
  }
  const sessions = [...new Map(places.map((p) => [p.engagement_id, p])).values()]
    .map((p) => ({ ...p, ...(students.get(p.engagement_id) ?? { partnerId: null, name: '', credits: 0, modules: 0 }) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.engagement_id - b.engagement_id);
  return {
    name: `exam-board-results-${year}`,
    sheets: [
      {
        name: `Results ${label.replace('/', '-')}`,
        columns: [
          { key: 'module', header: 'Module' },
          { key: 'title', header: 'Title', width: 32 },
          { key: 'level', header: 'Level' },
          { key: 'hub', header: 'Hub' },
          ...STUDENT_COLUMNS,
          { key: 'programme', header: 'Programme' },
          ...RESULT_COLUMNS,
          BOARD_COLUMN,
        ],
        rows: sheetRows(resultRows, (r) => r),
      },
      {
        name: `Progression ${label.replace('/', '-')}`,
        columns: [
          ...STUDENT_COLUMNS,
          { key: 'programme', header: 'Programme' },
          { key: 'level', header: 'Level' },
          { key: 'modules', header: 'Modules' },
          { key: 'credits', header: 'Credits passed' },
          { key: 'session', header: 'Session status' },
          { key: 'decision', header: 'Progression decision', width: 22 },
          { key: 'award', header: 'Exit award' },
        ],
        rows: sheetRows(sessions, (s) => [
          ...studentCells(s),
          s.programme_code,
          s.session_level ?? s.engagement_level,
          s.modules,
          s.credits,
          s.session_status,
          s.progression,
          s.progression_award,
        ]),
      },
    ],
  };
}
