import { GIFT_FUNDS, GIFT_METHODS, type Gift } from '@collegium/domain/gifts';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { listViewShape } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { personWordMatch, searchWords } from './person-words.ts';

// Issue 17, GET /fundraising/gifts (fundraising:menu + donors:view): every recorded gift, newest
// first, as a ListView (search by the donor's name or e-mail, filters donor / fund / method / the
// period received, ?export=excel), with the total of every gift the filters match.

const SORTS = {
  receivedOn: 'g.received_on',
  amount: 'g.amount_pence',
  donor: 'p.last_name',
} as const;

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Give the ${what} as a date, YYYY-MM-DD.`)
    .optional();

export const giftsQuery = z.object({
  /** One donor's gifts (the donor's page). */
  donorId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  fund: z.enum(GIFT_FUNDS, { error: `Choose one of: ${GIFT_FUNDS.join(', ')}.` }).optional(),
  method: z.enum(GIFT_METHODS, { error: `Choose one of: ${GIFT_METHODS.join(', ')}.` }).optional(),
  /** Received on or after this day. */
  from: day('first day'),
  /** Received on or before this day. */
  to: day('last day'),
  ...listViewShape(SORTS, 'receivedOn', 'desc'),
});
export type GiftsQuery = z.infer<typeof giftsQuery>;

interface Stored {
  id: number;
  donor_id: number;
  person_id: number;
  first_name: string;
  preferred_name: string | null;
  last_name: string;
  received_on: string;
  amount_pence: number | string;
  fund: string;
  method: string;
  gift_aid_claimable: number | boolean;
  notes: string | null;
  recorded_by: string | null;
}

function matching(db: Kysely<Database>, q: GiftsQuery) {
  let query = db
    .selectFrom('gifts as g')
    .innerJoin('donors as d', 'd.id', 'g.donor_id')
    .innerJoin('people as p', 'p.id', 'd.person_id');
  if (q.donorId) query = query.where('g.donor_id', '=', q.donorId);
  if (q.fund) query = query.where('g.fund', '=', q.fund);
  if (q.method) query = query.where('g.method', '=', q.method);
  if (q.from) query = query.where('g.received_on', '>=', q.from);
  if (q.to) query = query.where('g.received_on', '<=', q.to);
  for (const word of searchWords(q.search)) query = query.where(personWordMatch('p', word));
  return query;
}

/** The sum of every gift the filters match, pence. */
export async function giftsTotal(db: Kysely<Database>, q: GiftsQuery): Promise<number> {
  const row = await matching(db, q)
    .select(sql<number | string>`coalesce(sum(g.amount_pence), 0)`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function giftsView(db: Kysely<Database>): ListView<GiftsQuery, Stored, Gift> {
  return {
    name: 'gifts',
    title: 'Gifts',
    sorts: SORTS,
    thenBy: { donor: 'p.first_name' },
    tiebreak: 'g.id',
    rows: (q) =>
      matching(db, q).select([
        'g.id',
        'g.donor_id',
        'd.person_id',
        'p.first_name',
        'p.preferred_name',
        'p.last_name',
        'g.received_on',
        'g.amount_pence',
        'g.fund',
        'g.method',
        'g.gift_aid_claimable',
        'g.notes',
        'g.recorded_by',
      ]),
    toRow: (r) => ({
      id: Number(r.id),
      donorId: Number(r.donor_id),
      personId: Number(r.person_id),
      donorName: `${r.preferred_name ?? r.first_name} ${r.last_name}`,
      receivedOn: r.received_on,
      amountPence: Number(r.amount_pence),
      fund: r.fund,
      method: r.method,
      giftAidClaimable: Number(r.gift_aid_claimable) === 1,
      notes: r.notes,
      recordedBy: r.recorded_by,
    }),
    columns: [
      { header: 'Received', cell: (r) => dateCell(r.receivedOn) },
      { header: 'Donor', cell: (r) => r.donorName, width: 28 },
      { header: 'Amount (£)', cell: (r) => r.amountPence / 100, width: 12 },
      { header: 'Fund', cell: (r) => r.fund, width: 20 },
      { header: 'Method', cell: (r) => r.method, width: 16 },
      { header: 'Gift Aid claimable', cell: (r) => (r.giftAidClaimable ? 'Yes' : 'No') },
      { header: 'Notes', cell: (r) => r.notes, width: 30 },
      { header: 'Recorded by', cell: (r) => r.recordedBy, width: 20 },
    ],
  };
}
