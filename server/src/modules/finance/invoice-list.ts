import { formatPartnerId } from '@collegium/domain/partner-id';
import {
  INVOICE_LIST_STATES,
  INVOICE_STATE_LABELS,
  type InvoiceListResponse,
  type InvoiceListRow,
  type InvoiceSort,
} from '@collegium/domain/invoice-list';
import { INTAKES } from '@collegium/domain/payment-schedule';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type ListView, type SortColumn, dateCell } from '../../lib/list-view.ts';
import { commaList, keyRanges, listViewShape, NAME_PREFIX_LENGTH, peopleStarting } from '../../lib/list-view-params.ts';
import { type ListDialect, valueFor } from '../../lib/search-keys.ts';
import { dialectOf } from '../entities/list-repository.ts';
import {
  CORRELATED,
  invoiceColumns,
  invoiceStateSql,
  outstandingSql,
  type StoredInvoice,
  toRow,
} from './invoice-settlement.ts';

// Issue 14, Finance > Invoices, a ListView since issue 19 (lib/list-view.ts, the one list grid):
// the invoices with what was paid and credited against each and their state, searched, filtered
// (state, payer, academic year, intake, due range), sorted and paged, with the totals of
// everything the filters select and the filters' choices (the values invoices hold), or every
// matching row as Excel (each state by its label, amounts in pounds, dates as dates).

const SORTS: Readonly<Record<InvoiceSort, SortColumn>> = {
  dueOn: 'i.due_on',
  number: 'i.number',
  student: 's.person_last_name',
  payer: 'i.payer',
  amount: 'i.amount_pence',
  outstanding: outstandingSql(CORRELATED),
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .optional();

export const invoiceListQuery = z
  .strictObject({
    /** One or more states, comma-separated. (search: words each starting the number, payer or a name, or a partner id) */
    state: commaList(INVOICE_LIST_STATES, `Choose the state from: ${INVOICE_LIST_STATES.join(', ')}.`),
    payer: z.string().trim().max(200, 'Keep the payer to 200 characters.').optional(),
    /** The academic year's first calendar year. */
    academicYear: z.coerce
      .number({ error: 'Give the academic year as its first calendar year, like 2026.' })
      .int('Give the academic year as its first calendar year, like 2026.')
      .min(2018, 'The first invoice year is 2018.')
      .max(2100, 'Give the academic year as its first calendar year, like 2026.')
      .optional(),
    intake: z.enum(INTAKES, { error: `Choose the intake from: ${INTAKES.join(', ')}.` }).optional(),
    /** The due range's first and last days, YYYY-MM-DD. */
    dueFrom: isoDate,
    dueTo: isoDate,
    ...listViewShape(SORTS, 'dueOn', 'desc'),
  })
  .refine((q) => !q.dueFrom || !q.dueTo || q.dueFrom <= q.dueTo, {
    path: ['dueTo'],
    message: 'The end of the due range comes before its start.',
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuery>;

/**
 * The invoices one word finds, from indexes alone: a number or payer starting with it (the
 * invoices' prefix rows for a short word, migration 0047a; their lower-case keys, 0033a), or the
 * invoices of the students one of whose names starts with it or whose partner id it is.
 */
function invoicesOneWordFinds(dialect: ListDialect, word: string) {
  const lower = word.toLowerCase();
  const own =
    Array.from(lower).length <= NAME_PREFIX_LENGTH
      ? [sql`select id from invoices_search_prefixes where prefix = ${valueFor(dialect, lower)}`]
      : keyRanges(dialect, 'invoices', lower, ['number', 'payer']);
  const people = sql`select ix.id from invoices ix where ix.student_id in (
    select sx.id from students sx where sx.person_id in (${peopleStarting(dialect, word, true)}))`;
  return sql.join([...own, people], sql` union `);
}

/**
 * Every word of the search finds the invoice: one id set per word, each tested on its own (an
 * INTERSECT of the words' UNIONs would be read as a materialised scan of each).
 */
function invoiceSearch(dialect: ListDialect, search: string): Expression<SqlBool> {
  const words = search.split(/\s+/).filter((w) => w.length > 0);
  return sql<SqlBool>`(${sql.join(
    words.map((w) => sql`i.id in (${invoicesOneWordFinds(dialect, w)})`),
    sql` and `,
  )})`;
}

function filtered(db: Kysely<Database>, q: InvoiceListQuery, today: string) {
  let b = db.selectFrom('invoices as i').innerJoin('students as s', 's.id', 'i.student_id');
  if (q.state?.length) b = b.where(invoiceStateSql(today, CORRELATED), 'in', q.state);
  if (q.payer) b = b.where('i.payer', '=', q.payer);
  if (q.academicYear !== undefined) b = b.where('i.academic_year', '=', q.academicYear);
  if (q.intake) b = b.where('i.intake', '=', q.intake);
  if (q.dueFrom) b = b.where('i.due_on', '>=', q.dueFrom);
  if (q.dueTo) b = b.where('i.due_on', '<=', q.dueTo);
  if (q.search) b = b.where(invoiceSearch(dialectOf(db), q.search));
  return b;
}

const pounds = (pence: number) => Math.round(pence) / 100;

export function invoiceListView(
  db: Kysely<Database>,
  today = new Date().toISOString().slice(0, 10),
): ListView<InvoiceListQuery, StoredInvoice, InvoiceListRow> {
  return {
    name: 'invoices',
    title: 'Invoices',
    sorts: SORTS,
    thenBy: { student: 's.person_first_name' },
    tiebreak: 'i.id',
    rows: (q) =>
      filtered(db, q, today).innerJoin('people as pe', 'pe.id', 's.person_id').select(invoiceColumns(CORRELATED)),
    toRow: (r) => toRow(r, today),
    columns: [
      { header: 'Number', cell: (r) => r.number, width: 18 },
      { header: 'Student', cell: (r) => r.studentName, width: 28 },
      { header: 'Partner id', cell: (r) => formatPartnerId(r.partnerId) },
      { header: 'Payer', cell: (r) => r.payer, width: 26 },
      { header: 'Academic year', cell: (r) => r.academicYear },
      { header: 'Intake', cell: (r) => r.intake },
      { header: 'Issued on', cell: (r) => dateCell(r.issuedOn) },
      { header: 'Due on', cell: (r) => dateCell(r.dueOn) },
      { header: 'Amount (£)', cell: (r) => pounds(r.amount) },
      { header: 'Paid (£)', cell: (r) => pounds(r.paid) },
      { header: 'Credited (£)', cell: (r) => pounds(r.credited) },
      { header: 'Outstanding (£)', cell: (r) => pounds(r.outstanding) },
      // Issue 19: each state as the screen names it (the domain's label), never the code.
      { header: 'State', cell: (r) => INVOICE_STATE_LABELS[r.state].label },
      { header: 'Accounting status', cell: (r) => r.accountingStatus, width: 18 },
    ],
  };
}

type Extra = Omit<InvoiceListResponse, 'items' | 'total' | 'page' | 'pageSize'>;

/** The totals of every invoice the filters select, and the filters' choices (what invoices hold). */
export async function invoiceListExtra(
  db: Kysely<Database>,
  q: InvoiceListQuery,
  today = new Date().toISOString().slice(0, 10),
): Promise<Extra> {
  const state = invoiceStateSql(today, CORRELATED);
  const [totals, states, payers, years, intakes] = await Promise.all([
    filtered(db, q, today)
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('i.amount_pence').as('amount'),
        eb.fn.sum<number>(CORRELATED.paid).as('paid'),
        eb.fn.sum<number>(CORRELATED.credited).as('credited'),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom('invoices as i').select(state.as('state')).distinct().execute(),
    db.selectFrom('invoices').select('payer').distinct().orderBy('payer').execute(),
    db
      .selectFrom('invoices')
      .select('academic_year')
      .distinct()
      .where('academic_year', 'is not', null)
      .orderBy('academic_year', 'desc')
      .execute(),
    db.selectFrom('invoices').select('intake').distinct().where('intake', 'is not', null).execute(),
  ]);
  const amount = Number(totals.amount ?? 0);
  const paid = Number(totals.paid ?? 0);
  const credited = Number(totals.credited ?? 0);
  const held = new Set(states.map((s) => s.state));
  const heldIntakes = new Set(intakes.map((i) => i.intake));
  return {
    totals: { count: Number(totals.count), amount, paid, credited, outstanding: amount - paid - credited },
    states: INVOICE_LIST_STATES.filter((s) => held.has(s)).map((value) => ({
      value,
      label: INVOICE_STATE_LABELS[value].label,
    })),
    payers: payers.map((p) => p.payer),
    academicYears: years.flatMap((y) => (y.academic_year === null ? [] : [Number(y.academic_year)])),
    intakes: INTAKES.filter((i) => heldIntakes.has(i)),
  };
}
