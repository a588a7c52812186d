import type { TuteeRow, TUTOR_LIST_SORTS } from '@collegium/domain/personal-tutor';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { filterText, listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import type { ListView } from '../../lib/list-view.ts';
import { dialectOf } from '../entities/list-repository.ts';

// Feature personal-tutor, GET /students/personal-tutors (students:view): students with their
// current engagement's personal tutor, as a ListView (lib/list-view.ts), for the registry to pick
// students and assign a tutor to them all. Current and Starting students by default; filters by
// tutor (an id, or `none`), programme and hub; search by name or partner id; ?export=excel.

const SORTS = {
  name: 's.person_last_name',
  partnerId: 's.partner_id',
  programme: 'e.programme_code',
  tutor: 't.last_name',
} as const satisfies Record<(typeof TUTOR_LIST_SORTS)[number], string>;

export const tuteeListQuery = z.object({
  status: z.enum(['active', 'all'], { error: 'Choose active or all.' }).default('active'),
  tutor: z
    .string()
    .regex(/^(none|\d{1,9})$/, 'Choose a tutor or none.')
    .optional(),
  programme: filterText,
  hub: filterText,
  ...listViewShape(SORTS, 'name'),
});
export type TuteeListQuery = z.infer<typeof tuteeListQuery>;

interface Stored {
  student_id: number;
  partner_id: number;
  first_name: string;
  preferred_name: string | null;
  last_name: string;
  programme_code: string | null;
  hub: string | null;
  status: string | null;
  tutor_id: number | null;
  t_first: string | null;
  t_preferred: string | null;
  t_last: string | null;
}

/** Studying now or about to start (spec 4.2 Current; Starting for a future engagement). */
const ACTIVE = ['Current', 'Starting'];

export function tuteeView(db: Kysely<Database>): ListView<TuteeListQuery, Stored, TuteeRow> {
  return {
    name: 'personal-tutors',
    title: 'Personal tutors',
    sorts: SORTS,
    thenBy: { name: 's.person_first_name', tutor: 't.first_name' },
    tiebreak: 's.id',
    rows: (q) => {
      let query = db
        .selectFrom('students as s')
        .innerJoin('people as p', 'p.id', 's.person_id')
        .innerJoin('engagements as e', 'e.id', 's.current_engagement_id')
        .leftJoin('faculty as f', 'f.id', 'e.personal_tutor_id')
        .leftJoin('people as t', 't.id', 'f.person_id')
        .select([
          's.id as student_id',
          's.partner_id',
          'p.first_name',
          'p.preferred_name',
          'p.last_name',
          'e.programme_code',
          'e.hub',
          'e.status',
          'e.personal_tutor_id as tutor_id',
          't.first_name as t_first',
          't.preferred_name as t_preferred',
          't.last_name as t_last',
        ]);
      if (q.status === 'active') query = query.where('e.status', 'in', ACTIVE);
      if (q.tutor === 'none') query = query.where('e.personal_tutor_id', 'is', null);
      else if (q.tutor) query = query.where('e.personal_tutor_id', '=', Number(q.tutor));
      if (q.programme) query = query.where('e.programme_code', '=', q.programme);
      if (q.hub) query = query.where('e.hub', '=', q.hub);
      if (q.search) query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
      return query;
    },
    toRow: (r) => ({
      studentId: r.student_id,
      partnerId: r.partner_id,
      name: `${r.preferred_name ?? r.first_name} ${r.last_name}`,
      programmeCode: r.programme_code,
      hub: r.hub,
      status: r.status,
      tutorId: r.tutor_id,
      tutorName: r.t_last === null ? null : `${r.t_preferred ?? r.t_first ?? ''} ${r.t_last}`.trim(),
    }),
    columns: [
      { header: 'Partner id', cell: (r) => formatPartnerId(r.partnerId) },
      { header: 'Name', cell: (r) => r.name, width: 28 },
      { header: 'Programme', cell: (r) => r.programmeCode },
      { header: 'Hub', cell: (r) => r.hub },
      { header: 'Status', cell: (r) => r.status },
      { header: 'Personal tutor', cell: (r) => r.tutorName, width: 28 },
    ],
  };
}

/** The active faculty, by name, to choose a tutor from. */
export async function tutorChoices(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('faculty as f')
    .innerJoin('people as p', 'p.id', 'f.person_id')
    .select(['f.id', 'p.first_name', 'p.preferred_name', 'p.last_name'])
    .where('f.active', '=', 1)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy(sql.ref('f.id'))
    .execute();
  return rows.map((r) => ({ id: r.id, name: `${r.preferred_name ?? r.first_name} ${r.last_name}` }));
}
