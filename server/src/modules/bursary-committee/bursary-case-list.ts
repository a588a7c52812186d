import { type BursaryCase, BURSARY_CASE_STATUSES } from '@collegium/domain/bursary-committee';
import type { BursaryStatus } from '@collegium/domain/student-finance';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { type CaseRow, caseOf, cases } from './bursary-committee.ts';
import { dialectOf } from '../entities/list-repository.ts';

// GET /finance/bursaries (role:bursary, feature bursaries): the applications students have sent,
// as a ListView (lib/list-view.ts): search by name or partner id, sort, paging, filters by status
// and academic year, and ?export=excel. Newest submission first unless sorted otherwise.

const SORTS = {
  submittedAt: 'b.submitted_at',
  name: 'b.person_last_name',
  partnerId: 's.partner_id',
  programme: 's.programme_code',
  academicYear: 'b.academic_year',
  status: 'b.status',
  bursaryType: 'b.bursary_type',
  amountRequested: 'b.amount_requested',
  decidedAt: 'b.decided_at',
} as const;

export const bursaryCaseQuery = z.object({
  status: z
    .enum(BURSARY_CASE_STATUSES as [BursaryStatus, ...BursaryStatus[]], {
      error: `Choose a status: ${BURSARY_CASE_STATUSES.join(', ')}.`,
    })
    .optional(),
  academicYear: z.coerce
    .number({ error: 'Give the academic year as its first calendar year, like 2026.' })
    .int()
    .min(2000)
    .max(2100)
    .optional(),
  ...listViewShape(SORTS, 'submittedAt', 'desc'),
});
export type BursaryCaseQuery = z.infer<typeof bursaryCaseQuery>;

export function bursaryCasesView(db: Kysely<Database>): ListView<BursaryCaseQuery, CaseRow, BursaryCase> {
  return {
    name: 'bursaries',
    title: 'Bursary applications',
    sorts: SORTS,
    thenBy: { name: 'b.person_first_name' },
    tiebreak: 'b.id',
    rows: (q) => {
      let query = cases(db);
      if (q.status) query = query.where('b.status', '=', q.status);
      if (q.academicYear) query = query.where('b.academic_year', '=', q.academicYear);
      if (q.search) {
        query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
      }
      return query;
    },
    toRow: caseOf,
    columns: [
      { header: 'Partner id', cell: (r) => r.partnerId },
      { header: 'Name', cell: (r) => r.studentName, width: 28 },
      { header: 'Programme', cell: (r) => r.programme },
      { header: 'Academic year', cell: (r) => r.academicYearLabel, width: 14 },
      { header: 'Bursary', cell: (r) => r.bursaryType, width: 24 },
      { header: 'Requested (£)', cell: (r) => r.amountRequested, width: 14 },
      { header: 'Status', cell: (r) => r.status, width: 20 },
      { header: 'Submitted', cell: (r) => dateCell(r.submittedAt) },
      { header: 'Decided', cell: (r) => dateCell(r.decidedAt) },
    ],
  };
}

/** The academic years that have applications the committee sees, newest first. */
export async function bursaryCaseYears(db: Kysely<Database>): Promise<number[]> {
  const years = await db
    .selectFrom('bursary_applications')
    .select('academic_year')
    .distinct()
    .where('status', 'in', [...BURSARY_CASE_STATUSES])
    .orderBy('academic_year', 'desc')
    .execute();
  return years.map((y) => y.academic_year);
}
