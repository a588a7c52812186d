import type { InvoiceRecord } from '@collegium/domain/invoice-list';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { invoiceColumns, invoicesWithSettlements, JOINED, toRow } from './invoice-settlement.ts';

// Issue 14: one invoice as Finance > Invoices opens it: its state, the other instalments of its
// fee assessment, the payments and credit notes that settle it, and its accounting status.

const columns = invoiceColumns(JOINED);

export async function readInvoice(
  db: Kysely<Database>,
  id: number,
  today = new Date().toISOString().slice(0, 10),
): Promise<InvoiceRecord> {
  const row = await invoicesWithSettlements(db)
    .select(columns)
    .select([
      'i.classification',
      'i.instalment_number',
      'i.instalment_count',
      'i.accounting_message',
      'i.fee_assessment_id',
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no invoice with id ${id}.`);
  const assessment = row.fee_assessment_id
    ? await db
        .selectFrom('fee_assessments')
        .select('payment_term')
        .where('id', '=', row.fee_assessment_id)
        .executeTakeFirst()
    : undefined;
  // Only an instalment has sibling instalments: a separate charge billed against the same
  // assessment (a residential weekend) is not one of the fee's instalments.
  const siblings =
    row.fee_assessment_id && row.instalment_number !== null
      ? await invoicesWithSettlements(db)
          .select(columns)
          .where('i.fee_assessment_id', '=', row.fee_assessment_id)
          .where('i.instalment_number', 'is not', null)
          .orderBy('i.due_on')
          .orderBy('i.id')
          .execute()
      : [];
  const payments = await db
    .selectFrom('payments')
    .select(['id', 'received_on', 'method', 'reference', 'amount_pence', 'accounting_status'])
    .where('invoice_id', '=', id)
    .orderBy('received_on')
    .orderBy('id')
    .execute();
  const credits = await db
    .selectFrom('credit_allocations as a')
    .innerJoin('credit_notes as n', 'n.id', 'a.credit_note_id')
    .select(['n.id', 'n.number', 'n.kind', 'n.description', 'n.issued_on', 'a.amount_pence', 'n.accounting_status'])
    .where('a.invoice_id', '=', id)
    .orderBy('n.issued_on')
    .orderBy('n.id')
    .execute();
  return {
    invoice: {
      ...toRow(row, today),
      status: row.status,
      classification: row.classification,
      instalmentNumber: row.instalment_number,
      instalmentCount: row.instalment_count,
      accountingMessage: row.accounting_message,
      feeAssessmentId: row.fee_assessment_id,
      paymentTerm: assessment?.payment_term ?? null,
    },
    instalments: siblings.map((s) => {
      const r = toRow(s, today);
      return {
        id: r.id,
        number: r.number,
        dueOn: r.dueOn,
        amount: r.amount,
        outstanding: r.outstanding,
        state: r.state,
      };
    }),
    payments: payments.map((p) => ({
      id: p.id,
      receivedOn: p.received_on,
      method: p.method,
      reference: p.reference,
      amount: p.amount_pence,
      accountingStatus: p.accounting_status,
    })),
    credits: credits.map((c) => ({
      creditNoteId: c.id,
      number: c.number,
      kind: c.kind,
      description: c.description,
      issuedOn: c.issued_on,
      amount: c.amount_pence,
      accountingStatus: c.accounting_status,
    })),
  };
}
