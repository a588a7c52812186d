import {
  type InvoiceListRow,
  type InvoiceListState,
  type invoiceListQuery,
  invoiceListState,
} from '@collegium/domain/invoice-list';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';

// Issue 14, Finance > Invoices: the invoices with what was paid and credited against each, their
// state (invoice-list.ts), filtered, searched, sorted and paged, with the totals of everything
// the filters select. One query for the page, one for the totals.

type Query = z.output<typeof invoiceListQuery>;

function settled(db: Kysely<Database>) {
  return db
    .selectFrom('invoices as i')
    .innerJoin('students as s', 's.id', 'i.student_id')
    .innerJoin('people as pe', 'pe.id', 's.person_id')
    .leftJoin(
      db
        .selectFrom('payments')
        .select((eb) => ['invoice_id', eb.fn.sum<number>('amount_pence').as('amount')])
        .groupBy('invoice_id')
        .as('p'),
      'p.invoice_id',
      'i.id',
    )
    .leftJoin(
      db
        .selectFrom('credit_allocations')
        .select((eb) => ['invoice_id', eb.fn.sum<number>('amount_pence').as('amount')])
        .groupBy('invoice_id')
        .as('c'),
      'c.invoice_id',
      'i.id',
    );
}
type Base = ReturnType<typeof settled>;

const paid = sql<number>`coalesce(p.amount, 0)`;
const credited = sql<number>`coalesce(c.amount, 0)`;
const outstanding = sql<number>`(i.amount_pence - coalesce(p.amount, 0) - coalesce(c.amount, 0))`;
/** invoiceListState in SQL, so the state filters and counts without reading every row. */
const stateOf = (today: string) => sql<InvoiceListState>`case
  when i.status = 'draft' then 'draft'
  when coalesce(p.amount, 0) + coalesce(c.amount, 0) >= i.amount_pence then case when coalesce(c.amount, 0) > coalesce(p.amount, 0) then 'credited' else 'paid' end
  when i.due_on < ${today} then 'overdue'
  when coalesce(p.amount, 0) + coalesce(c.amount, 0) > 0 then 'part-paid'
  else 'issued' end`;

const likePrefix = (word: string) => `${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(q: Base, query: Query, today: string) {
  let b = q;
  if (query.state?.length) b = b.where(stateOf(today), 'in', query.state);
  if (query.payer) b = b.where('i.payer', '=', query.payer);
  if (query.academicYear !== undefined) b = b.where('i.academic_year', '=', query.academicYear);
  if (query.intake) b = b.where('i.intake', '=', query.intake);
  if (query.dueFrom) b = b.where('i.due_on', '>=', query.dueFrom);
  if (query.dueTo) b = b.where('i.due_on', '<=', query.dueTo);
  for (const word of (query.search ?? '').split(/\s+/).filter(Boolean)) {
    const like = likePrefix(word);
    const digits = /^\d{1,9}$/.test(word) ? Number(word) : null;
    b = b.where((eb) =>
      eb.or([
        eb(sql`lower(i.number)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(i.payer)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(pe.last_name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(pe.first_name)`, 'like', sql`${like} escape '\\'`),
        ...(digits !== null ? [eb('s.partner_id', '=', digits)] : []),
      ]),
    );
  }
  return b;
}

const SORTS = {
  dueOn: sql`i.due_on`,
  number: sql`i.number`,
  student: sql`pe.last_name`,
  payer: sql`i.payer`,
  amount: sql`i.amount_pence`,
  outstanding,
} as const;

function rows(db: Kysely<Database>, query: Query, today: string) {
  const order = query.order ?? (query.sort === undefined ? 'desc' : 'asc');
  const sort = SORTS[query.sort ?? 'dueOn'];
  return filtered(settled(db), query, today)
    .select([
      'i.id',
      'i.number',
      'i.student_id',
      'pe.first_name',
      'pe.last_name',
      's.partner_id',
      'i.description',
      'i.payer',
      'i.academic_year',
      'i.intake',
      'i.issued_on',
      'i.due_on',
      'i.amount_pence',
      'i.status',
      'i.accounting_status',
      paid.as('paid'),
      credited.as('credited'),
    ])
    .orderBy(sql`${sort} ${sql.raw(order)}`)
    .orderBy('i.id', order);
}

type RawRow = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

export function toRow(r: RawRow, today: string): InvoiceListRow {
  const amounts = { amount: r.amount_pence, paid: Number(r.paid), credited: Number(r.credited) };
  return {
    id: r.id,
    number: r.number,
    studentId: r.student_id,
    studentName: `${r.first_name} ${r.last_name}`,
    partnerId: r.partner_id,
    description: r.description,
    payer: r.payer,
    academicYear: r.academic_year,
    intake: r.intake,
    issuedOn: r.issued_on,
    dueOn: r.due_on,
    ...amounts,
    outstanding: amounts.amount - amounts.paid - amounts.credited,
    state: invoiceListState({ status: r.status, dueOn: r.due_on, ...amounts }, today),
    accountingStatus: r.accounting_status,
  };
}

export async function listInvoices(db: Kysely<Database>, query: Query, today = new Date().toISOString().slice(0, 10)) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 50;
  const totals = await filtered(settled(db), query, today)
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('i.amount_pence').as('amount'),
      eb.fn.sum<number>(paid).as('paid'),
      eb.fn.sum<number>(credited).as('credited'),
    ])
    .executeTakeFirstOrThrow();
  const count = Number(totals.count);
  const items =
    count > (page - 1) * pageSize
      ? await rows(db, query, today)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute()
      : [];
  const payers = await db.selectFrom('invoices').select('payer').distinct().orderBy('payer').execute();
  const amount = Number(totals.amount ?? 0);
  const p = Number(totals.paid ?? 0);
  const c = Number(totals.credited ?? 0);
  return {
    items: items.map((r) => toRow(r, today)),
    total: count,
    page,
    pageSize,
    totals: { count, amount, paid: p, credited: c, outstanding: amount - p - c },
    payers: payers.map((x) => x.payer),
  };
}

/** Every invoice the filters select, in list order, a batch at a time (for the Excel download). */
export async function* allInvoices(
  db: Kysely<Database>,
  query: Query,
  today = new Date().toISOString().slice(0, 10),
): AsyncGenerator<InvoiceListRow> {
  const batch = 2000;
  for (let offset = 0; ; offset += batch) {
    const page = await rows(db, query, today).limit(batch).offset(offset).execute();
    for (const r of page) yield toRow(r, today);
    if (page.length < batch) return;
  }
}

export { settled as invoicesWithSettlements, stateOf as invoiceStateSql };
