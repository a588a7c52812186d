import type { AwardRow } from '@collegium/domain/badges';
import { formatPartnerId } from '@collegium/domain/partner-id';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listViewShape, personIdSearch } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import './tables.ts';
import { dialectOf } from '../entities/list-repository.ts';

// Feature badges, GET /badges/awards (students:view): the badges report, every award with its
// student, as a ListView (lib/list-view.ts): filter by badge and award dates, search by name or
// partner id, newest first by default, ?export=excel.

const SORTS = {
  awardedOn: 'a.awarded_on',
  name: 'a.person_last_name',
  partnerId: 's.partner_id',
  badge: 'b.name',
} as const;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date as YYYY-MM-DD.')
  .optional();

export const awardListQuery = z.object({
  badge: z.coerce.number({ error: 'Choose a badge.' }).int().positive().optional(),
  from: isoDay,
  to: isoDay,
  ...listViewShape(SORTS, 'awardedOn', 'desc'),
});
export type AwardListQuery = z.infer<typeof awardListQuery>;

interface Stored {
  id: number;
  badge_id: number;
  badge: string;
  student_id: number;
  partner_id: number;
  first_name: string;
  preferred_name: string | null;
  last_name: string;
  programme_code: string | null;
  awarded_on: string;
  note: string | null;
  by_first: string | null;
  by_last: string | null;
}

export function awardView(db: Kysely<Database>): ListView<AwardListQuery, Stored, AwardRow> {
  return {
    name: 'badges',
    title: 'Badges',
    sorts: SORTS,
    thenBy: { name: 'a.person_first_name' },
    tiebreak: 'a.id',
    rows: (q) => {
      let query = db
        .selectFrom('badge_awards as a')
        .innerJoin('badges as b', 'b.id', 'a.badge_id')
        .innerJoin('students as s', 's.id', 'a.student_id')
        .innerJoin('people as p', 'p.id', 's.person_id')
        .leftJoin('users as u', 'u.id', 'a.awarded_by_user_id')
        .leftJoin('people as up', 'up.id', 'u.person_id')
        .select([
          'a.id',
          'a.badge_id',
          'b.name as badge',
          's.id as student_id',
          's.partner_id',
          'p.first_name',
          'p.preferred_name',
          'p.last_name',
          's.programme_code',
          'a.awarded_on',
          'a.note',
          'up.first_name as by_first',
          'up.last_name as by_last',
        ]);
      if (q.badge) query = query.where('a.badge_id', '=', q.badge);
      if (q.from) query = query.where('a.awarded_on', '>=', q.from);
      if (q.to) query = query.where('a.awarded_on', '<=', q.to);
      if (q.search) query = query.where(personIdSearch('p.id', dialectOf(db), q.search));
      return query;
    },
    toRow: (r) => ({
      id: r.id,
      badgeId: r.badge_id,
      badge: r.badge,
      studentId: r.student_id,
      partnerId: r.partner_id,
      studentName: `${r.preferred_name ?? r.first_name} ${r.last_name}`,
      programmeCode: r.programme_code,
      awardedOn: r.awarded_on,
      awardedBy: r.by_last === null ? null : `${r.by_first ?? ''} ${r.by_last}`.trim(),
      note: r.note,
    }),
    columns: [
      { header: 'Badge', cell: (r) => r.badge, width: 28 },
      { header: 'Partner id', cell: (r) => formatPartnerId(r.partnerId) },
      { header: 'Student', cell: (r) => r.studentName, width: 28 },
      { header: 'Programme', cell: (r) => r.programmeCode },
      { header: 'Awarded', cell: (r) => dateCell(r.awardedOn) },
      { header: 'Awarded by', cell: (r) => r.awardedBy, width: 24 },
      { header: 'Note', cell: (r) => r.note, width: 40 },
    ],
  };
}
