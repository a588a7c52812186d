import { type InvoiceListRow, type InvoiceListState, invoiceListState } from '@collegium/domain/invoice-list';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 14: what was paid and credited against each invoice, and the state finance reads from it
// (domain invoice-list.ts), for Finance > Invoices (a page's rows), one invoice's record and the
// dashboard's overdue count. Two ways to reach the sums: joined (one grouped read of payments and
// credit allocations, for many invoices at once) or correlated (an index lookup per invoice, so a
// list's keys and page read only the rows they need).

/** Paid and credited pence of the invoice `i`. */
export interface Settlement {
  paid: RawBuilder<number>;
  credited: RawBuilder<number>;
}

/** From the `p` and `c` joins of `invoicesWithSettlements`. */
export const JOINED: Settlement = {
  paid: sql<number>`coalesce(p.amount, 0)`,
  credited: sql<number>`coalesce(c.amount, 0)`,
};

/** One lookup per invoice (payments_invoice_idx, credit_allocations_invoice_idx). */
export const CORRELATED: Settlement = {
  paid: sql<number>`(select coalesce(sum(px.amount_pence), 0) from payments px where px.invoice_id = i.id)`,
  credited: sql<number>`(select coalesce(sum(cx.amount_pence), 0) from credit_allocations cx where cx.invoice_id = i.id)`,
};

/** Invoices `i` with their student `s`, person `pe`, and the paid (`p`) and credited (`c`) sums. */
export function invoicesWithSettlements(db: Kysely<Database>) {
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

/** An invoice row's columns (StoredInvoice) from `i`, `s` and `pe`, with the sums read `settled`. */
export function invoiceColumns(settled: Settlement) {
  return [
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
    settled.paid.as('paid'),
    settled.credited.as('credited'),
  ] as const;
}

/** The outstanding pence of `i`. */
export const outstandingSql = ({ paid, credited }: Settlement) => sql<number>`(i.amount_pence - ${paid} - ${credited})`;

/** invoiceListState in SQL, so the state filters and counts without reading every row. */
export function invoiceStateSql(today: string, { paid, credited }: Settlement = JOINED) {
  return sql<InvoiceListState>`case
  when i.status = 'draft' then 'draft'
  when ${paid} + ${credited} >= i.amount_pence then case when ${credited} > ${paid} then 'credited' else 'paid' end
  when i.due_on < ${today} then 'overdue'
  when ${paid} + ${credited} > 0 then 'part-paid'
  else 'issued' end`;
}

/** An invoice row as the queries above select it. */
export interface StoredInvoice {
  id: number;
  number: string;
  student_id: number;
  first_name: string | null;
  last_name: string | null;
  partner_id: number;
  description: string;
  payer: string;
  academic_year: number | null;
  intake: string | null;
  issued_on: string;
  due_on: string;
  amount_pence: number;
  status: string;
  accounting_status: string;
  paid: number | string;
  credited: number | string;
}

export function toRow(r: StoredInvoice, today: string): InvoiceListRow {
  const amounts = { amount: r.amount_pence, paid: Number(r.paid), credited: Number(r.credited) };
  return {
    id: r.id,
    number: r.number,
    studentId: r.student_id,
    studentName: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
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
