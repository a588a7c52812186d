import {
  APPLICATION_STATUSES,
  applicationStatusGroupLabel,
  applicationStatusLabel,
  isCompleteApplication,
} from '@collegium/domain/application-statuses';
import type { ApplicantListRow, ApplicantListSort } from '@collegium/domain/applicant-list';
import { type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { dialectOf } from '../entities/list-repository.ts';
import { listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';

// Issue 19: the one list of applications behind Flexible study (every flexi application) and My
// applicants (the applications to the director's programme), as a ListView (lib/list-view.ts):
// search by name, sort, paging, filters by status and intake, and ?export=excel. Each route fixes
// its scope; the filters offer the statuses and intakes its applications have.

const SORTS: Readonly<Record<ApplicantListSort, string>> = {
  name: 'p.last_name',
  status: 'a.status',
  course: 'a.course',
  intake: 'a.intake',
  submittedAt: 'a.submitted_at',
};

export const applicantListQuery = z.object({
  status: z
    .enum(APPLICATION_STATUSES as [string, ...string[]], {
      error: `Choose a status: ${APPLICATION_STATUSES.join(', ')}.`,
    })
    .optional(),
  /** The intake's first day. */
  intake: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the intake as its first day, YYYY-MM-DD.')
    .optional(),
  ...listViewShape(SORTS, 'name'),
});
export type ApplicantListQuery = z.infer<typeof applicantListQuery>;

/** Whose applications a list shows: the flexible study ones, or those to one programme (none when null). */
export type ApplicantScope = { flexi: true } | { course: string | null };

type Scoped = ExpressionBuilder<Database & { a: Database['applications'] }, 'a'>;
const inScope = (scope: ApplicantScope) => (eb: Scoped) =>
  'flexi' in scope
    ? eb('a.flexi', '=', 1)
    : scope.course === null
      ? sql<SqlBool>`1 = 0`
      : eb('a.course', '=', scope.course);

function scoped(db: Kysely<Database>, scope: ApplicantScope) {
  return db.selectFrom('applications as a').innerJoin('people as p', 'p.id', 'a.person_id').where(inScope(scope));
}

interface Stored {
  id: number;
  status: string;
  course: string;
  study_pace: string | null;
  intake: string | null;
  submitted_at: string | null;
  course_title: string | null;
  first_name: string;
  last_name: string;
}

function rowOf(r: Stored): ApplicantListRow {
  return {
    id: r.id,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status,
    // spec 4.3: a status reads as its catalogue names it for a submitted or an unfinished application.
    statusLabel: applicationStatusLabel(r.status, isCompleteApplication(r.status, r.submitted_at)),
    course: r.course,
    courseTitle: r.course_title,
    studyPace: r.study_pace,
    intake: r.intake,
    submittedAt: r.submitted_at,
  };
}

export function applicantListView(
  db: Kysely<Database>,
  scope: ApplicantScope,
): ListView<ApplicantListQuery, Stored, ApplicantListRow> {
  return {
    name: 'flexi' in scope ? 'flexible-study-applications' : 'my-applicants',
    title: 'flexi' in scope ? 'Flexible study applications' : 'My applicants',
    sorts: SORTS,
    thenBy: { name: 'p.first_name' },
    tiebreak: 'a.id',
    rows: (q) => {
      let query = scoped(db, scope)
        .leftJoin('programmes as g', 'g.code', 'a.course')
        .select([
          'a.id',
          'a.status',
          'a.course',
          'a.study_pace',
          'a.intake',
          'a.submitted_at',
          'g.title as course_title',
          'p.first_name',
          'p.last_name',
        ]);
      if (q.status) query = query.where('a.status', '=', q.status);
      if (q.intake) query = query.where('a.intake', '=', q.intake);
      if (q.search) {
        query = query.where(personIdSearch('p.id', dialectOf(db), q.search, false));
      }
      return query;
    },
    toRow: rowOf,
    columns: [
      { header: 'Name', cell: (r) => r.name, width: 28 },
      { header: 'Status', cell: (r) => r.statusLabel, width: 24 },
      { header: 'Course', cell: (r) => (r.courseTitle ? `${r.courseTitle} (${r.course})` : r.course), width: 32 },
      { header: 'Intake', cell: (r) => dateCell(r.intake) },
      { header: 'Submitted', cell: (r) => dateCell(r.submittedAt) },
    ],
  };
}

/** The filters' choices: the statuses and intakes the scope's applications have. */
export async function applicantListChoices(db: Kysely<Database>, scope: ApplicantScope) {
  const [statuses, intakes] = await Promise.all([
    scoped(db, scope).select('a.status').distinct().execute(),
    scoped(db, scope)
      .select('a.intake')
      .distinct()
      .where('a.intake', 'is not', null)
      .orderBy('a.intake', 'desc')
      .execute(),
  ]);
  const order = (s: string) => APPLICATION_STATUSES.indexOf(s as (typeof APPLICATION_STATUSES)[number]);
  return {
    statuses: statuses
      .map((s) => s.status)
      .sort((x, y) => order(x) - order(y))
      .map((value) => ({ value, label: applicationStatusGroupLabel(value) })),
    intakes: intakes.flatMap((i) => (i.intake ? [i.intake] : [])),
  };
}
