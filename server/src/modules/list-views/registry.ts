import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { ListView, ListViewParams } from '../../lib/list-view.ts';
import { fundraisingAlumniQuery, fundraisingAlumniView } from '../alumni/fundraising-alumni-list.ts';
import { applicantListQuery, applicantListView } from '../application-review/applicant-list.ts';
import { awardListQuery, awardView } from '../badges/award-list.ts';
import { bursaryCaseQuery, bursaryCasesView } from '../bursary-committee/bursary-case-list.ts';
import { enrolmentQuery, enrolmentView } from '../enrolment/enrolment-list.ts';
import { folderRequestQuery, folderRequestsView } from '../folder-requests/folder-request-list.ts';
import { invoiceListQuery, invoiceListView } from '../finance/invoice-list.ts';
import { newStudentsQuery, newStudentsView } from '../intakes/new-students-list.ts';
import { intentionsQuery, intentionsView } from '../intentions/intentions-list.ts';
import { tuteeListQuery, tuteeView } from '../personal-tutor/tutee-list.ts';
import { requestQueueQuery, requestQueueView } from '../student-requests/request-queue.ts';

// Issue 13: every special list built on the ListView kit (lib/list-view.ts), in one registry, so
// the plan tests (list-view-plans.test.ts) and benches walk them all the way list-plans.test.ts
// walks the entity definitions. `main` is the table whose rows the list pages (its tiebreak's),
// its alias in the list's query and the equality filter every page carries: each sort key on
// that table has an index in list order (migration 0072a), and so has the name order, on the
// student's names copied onto that table (migration 0076a); intentions' two engagement statuses
// are one generated column, `intentions_due`, that leads its indexes (migration 0082b). Four lists
// have no `main` (ARCHITECTURE.md "Known limits"): the requests queue pages a UNION of two tables;
// tutees filter the students by their current engagement's two statuses (`in (...)`, on another
// table than the sort); the applicant lists (issue 19) read a college's applications, hundreds,
// not the 100,000 students.

export interface ListTable {
  table: string;
  alias: string;
  fixed?: string;
}

export interface SpecialList {
  name: string;
  main?: ListTable;
  /** The list's query parameters (the route's querystring schema). */
  query: z.ZodType<ListViewParams, unknown>;
  /** The list with the route's context fixed (the whole college's scope, a sample intake or year). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each list's query, stored and API rows differ
  view: (db: Kysely<Database>) => ListView<any, any, any>;
  /** Parameters the route adds to the parsed query (the enrolment year). */
  extra?: Readonly<Record<string, unknown>>;
}

export const SPECIAL_LISTS: readonly SpecialList[] = [
  {
    name: 'enrolment',
    main: { table: 'engagement_sessions', alias: 's', fixed: 'academic_year' },
    query: enrolmentQuery,
    view: enrolmentView,
    extra: { academicYear: 2026 },
  },
  {
    name: 'intentions',
    main: { table: 'engagements', alias: 'e', fixed: 'intentions_due' },
    query: intentionsQuery,
    view: (db) => intentionsView(db, { all: true, hub: null, programme: null }),
  },
  {
    name: 'new students',
    main: { table: 'engagements', alias: 'e', fixed: 'start_intake' },
    query: newStudentsQuery,
    view: (db) => newStudentsView(db, '2026-09-01'),
  },
  {
    name: 'requests queue',
    query: requestQueueQuery,
    view: (db) => requestQueueView(db, 'dd/MM/yyyy'),
  },
  {
    name: 'bursary cases',
    main: { table: 'bursary_applications', alias: 'b' },
    query: bursaryCaseQuery,
    view: bursaryCasesView,
  },
  {
    name: 'folder requests',
    main: { table: 'folder_requests', alias: 'r', fixed: 'status' },
    query: folderRequestQuery,
    view: folderRequestsView,
  },
  { name: 'tutees', query: tuteeListQuery, view: tuteeView },
  {
    name: 'fundraising alumni',
    main: { table: 'alumni', alias: 'a' },
    query: fundraisingAlumniQuery,
    view: fundraisingAlumniView,
  },
  { name: 'badge awards', main: { table: 'badge_awards', alias: 'a' }, query: awardListQuery, view: awardView },
  {
    name: 'flexible study applications',
    query: applicantListQuery,
    view: (db) => applicantListView(db, { flexi: true }),
  },
  { name: 'my applicants', query: applicantListQuery, view: (db) => applicantListView(db, { course: 'MA' }) },
  // Issue 19: Finance > Invoices (its own columns' sort indexes: 0033a on PostgreSQL, 0083a on SQLite).
  {
    name: 'invoices',
    main: { table: 'invoices', alias: 'i' },
    query: invoiceListQuery,
    view: (db) => invoiceListView(db, '2026-11-27'),
  },
];

/** The list's parsed query for these parameters, with the route's additions. */
export function specialListQuery(list: SpecialList, params: Record<string, string>): ListViewParams {
  return { ...list.query.parse(params), ...list.extra };
}
