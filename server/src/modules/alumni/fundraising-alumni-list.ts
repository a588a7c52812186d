import { ALUMNI_CONSENT_COLUMNS, type FundraisingAlumnus } from '@collegium/domain/fundraising-alumni';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { everyWordStartsOne, filterText, listViewShape } from '../../lib/list-view-params.ts';
import { dateCell, type ListView } from '../../lib/list-view.ts';
import { dialectOf } from '../entities/list-repository.ts';

// Issue 17, GET /fundraising/alumni (fundraising:menu): alumni with programme, year, hub, donor
// type, lifetime giving (total, number of gifts, last gift) and current consents, as a ListView (search by name or e-mail, filters programme / year /
// hub / donor / diocese, ?export=excel). An alumnus's diocese is one named on any of their
// applications (the sponsoring diocese; alumni keep no diocese of their own). `consent=<purpose>` keeps only people whose consent to it is
// current, which makes the Excel export a mailing list that a withdrawal leaves at once.

const SORTS = {
  name: 'a.person_last_name',
  graduationYear: 'a.graduation_year',
  programme: 'a.programme',
  hub: 'a.hub',
} as const;

export const fundraisingAlumniQuery = z.object({
  programme: filterText,
  year: z.coerce
    .number({ error: 'Give a year such as 2021.' })
    .int('Give a year such as 2021.')
    .min(1950)
    .max(2100)
    .optional(),
  hub: filterText,
  /** A diocese named on any of the person's applications. */
  diocese: filterText,
  donor: z.enum(['true', 'false'], { error: 'Donor is true or false.' }).optional(),
  /** Only people whose consent to this purpose is current (the mailing export). */
  consent: filterText,
  ...listViewShape(SORTS, 'graduationYear', 'desc'),
});
export type FundraisingAlumniQuery = z.infer<typeof fundraisingAlumniQuery>;

/**
 * Whether the person's consent to `purpose` is current, in SQL: their latest consent row for it
 * (dated before undated, then the latest date, then the latest id) says given. The same rule as
 * domain/src/consent-state.ts, which the API test checks against.
 */
function consentCurrent(purpose: string): Expression<SqlBool> {
  return sql<SqlBool>`coalesce((select c.given from consents c where c.person_id = p.id and c.consent_type = ${purpose}
    order by case when c.given_on is null then 0 else 1 end desc, c.given_on desc, c.id desc limit 1), 0) = 1`;
}

interface Stored {
  id: number;
  person_id: number;
  first_name: string;
  preferred_name: string | null;
  last_name: string;
  email: string | null;
  programme: string;
  graduation_year: number;
  exit_award: string | null;
  hub: string | null;
  occupation: string | null;
  donor_id: number | null;
  donor_type: string | null;
  alumni_contact: number | boolean;
  marketing: number | boolean;
  fundraising: number | boolean;
  giving_pence: number | string;
  gift_count: number | string;
  last_gift_on: string | null;
}

/** The person's gifts through their donor record: one aggregate per row, in the page's own query. */
const giving = <T>(aggregate: string) =>
  sql<T>`(select ${sql.raw(aggregate)} from gifts g inner join donors gd on gd.id = g.donor_id where gd.person_id = p.id)`;

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export function fundraisingAlumniView(
  db: Kysely<Database>,
): ListView<FundraisingAlumniQuery, Stored, FundraisingAlumnus> {
  const [contactPurpose, marketingPurpose, fundraisingPurpose] = ALUMNI_CONSENT_COLUMNS;
  return {
    name: 'alumni',
    title: 'Alumni',
    sorts: SORTS,
    thenBy: { name: 'a.person_first_name' },
    tiebreak: 'a.id',
    rows: (q) => {
      let query = db
        .selectFrom('alumni as a')
        .innerJoin('people as p', 'p.id', 'a.person_id')
        .select([
          'a.id',
          'a.person_id',
          'p.first_name',
          'p.preferred_name',
          'p.last_name',
          'p.email',
          'a.programme',
          'a.graduation_year',
          'a.exit_award',
          'a.hub',
          'a.occupation',
          sql<number | null>`(select min(d.id) from donors d where d.person_id = p.id)`.as('donor_id'),
          sql<string | null>`(select min(d.donor_type) from donors d where d.person_id = p.id)`.as('donor_type'),
          sql<number>`case when ${consentCurrent(contactPurpose)} then 1 else 0 end`.as('alumni_contact'),
          sql<number>`case when ${consentCurrent(marketingPurpose)} then 1 else 0 end`.as('marketing'),
          sql<number>`case when ${consentCurrent(fundraisingPurpose)} then 1 else 0 end`.as('fundraising'),
          giving<number | string>('coalesce(sum(g.amount_pence), 0)').as('giving_pence'),
          giving<number | string>('count(*)').as('gift_count'),
          giving<string | null>('max(g.received_on)').as('last_gift_on'),
        ]);
      if (q.programme) query = query.where('a.programme', '=', q.programme);
      if (q.year) query = query.where('a.graduation_year', '=', q.year);
      if (q.hub) query = query.where('a.hub', '=', q.hub);
      if (q.diocese)
        query = query.where(
          sql<SqlBool>`exists (select 1 from applications ap where ap.person_id = p.id and ap.diocese = ${q.diocese})`,
        );
      if (q.donor) {
        const isDonor = sql<SqlBool>`exists (select 1 from donors d where d.person_id = p.id)`;
        query = query.where(q.donor === 'true' ? isDonor : sql<SqlBool>`not ${isDonor}`);
      }
      if (q.consent) query = query.where(consentCurrent(q.consent));
      if (q.search?.trim()) {
        const columns = ['first_name', 'last_name', 'preferred_name', 'email'];
        query = query.where(everyWordStartsOne('p.id', dialectOf(db), q.search, columns));
      }
      return query;
    },
    toRow: (r) => ({
      id: Number(r.id),
      personId: Number(r.person_id),
      name: `${r.preferred_name ?? r.first_name} ${r.last_name}`,
      email: r.email,
      programme: r.programme,
      graduationYear: Number(r.graduation_year),
      exitAward: r.exit_award,
      hub: r.hub,
      occupation: r.occupation,
      donorType: r.donor_id === null ? null : (r.donor_type ?? 'Donor'),
      donorId: r.donor_id === null ? null : Number(r.donor_id),
      alumniContact: Number(r.alumni_contact) === 1,
      marketing: Number(r.marketing) === 1,
      fundraising: Number(r.fundraising) === 1,
      givingPence: Number(r.giving_pence),
      gifts: Number(r.gift_count),
      lastGiftOn: r.last_gift_on,
    }),
    columns: [
      { header: 'Name', cell: (r) => r.name, width: 28 },
      { header: 'E-mail', cell: (r) => r.email, width: 32 },
      { header: 'Programme', cell: (r) => r.programme },
      { header: 'Year', cell: (r) => r.graduationYear },
      { header: 'Award', cell: (r) => r.exitAward },
      { header: 'Hub', cell: (r) => r.hub },
      { header: 'Occupation', cell: (r) => r.occupation, width: 24 },
      { header: 'Donor', cell: (r) => r.donorType, width: 18 },
      { header: 'Lifetime giving (£)', cell: (r) => r.givingPence / 100, width: 14 },
      { header: 'Gifts', cell: (r) => r.gifts },
      { header: 'Last gift', cell: (r) => dateCell(r.lastGiftOn) },
      { header: 'Alumni contact', cell: (r) => yesNo(r.alumniContact) },
      { header: 'Marketing e-mails', cell: (r) => yesNo(r.marketing) },
      { header: 'Fundraising', cell: (r) => yesNo(r.fundraising) },
    ],
  };
}

/** The dioceses alumni's applications name, for the list's Diocese filter. */
export async function alumniDioceses(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('applications as ap')
    .innerJoin('alumni as a', 'a.person_id', 'ap.person_id')
    .select('ap.diocese')
    .distinct()
    .where('ap.diocese', 'is not', null)
    .orderBy('ap.diocese')
    .execute();
  return rows.flatMap((r) => (r.diocese === null ? [] : [r.diocese]));
}
