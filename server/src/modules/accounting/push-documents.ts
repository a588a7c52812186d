import type { AppContext } from '../../context.ts';
import type { AccountingSyncTable } from '../../db/schema.ts';
import { formatPartnerId } from '@collegium/domain/partner-id';
import { NotYet } from './not-yet.ts';
import { pushOverpaymentAllocation } from './push-allocation.ts';
import { pushRefund } from './push-refund.ts';
import { accountingCall, XeroError } from './xero-client.ts';

// Issue 14: one outbox row (accounting_sync) to Xero. The student's contact first (found by the
// partner id as ContactNumber, else created), then the document, each create carrying the row's
// idempotency key, so a retry after a timeout or a crash between Xero's answer and our write
// returns Xero's first result instead of a second document.

type Auth = { accessToken: string; tenantId: string };
type Row = Pick<AccountingSyncTable, 'document_type' | 'document_id' | 'student_id' | 'idempotency_key'> & {
  id: number;
};
const pounds = (pence: number) => Math.round(pence) / 100;

export { NotYet };

async function contactFor(ctx: AppContext, auth: Auth, row: Row): Promise<string> {
  const db = ctx.db.kysely;
  const known = await db
    .selectFrom('accounting_contacts')
    .select('contact_id')
    .where('student_id', '=', row.student_id)
    .executeTakeFirst();
  if (known) return known.contact_id;
  const s = await db
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['s.partner_id', 'p.first_name', 'p.last_name', 'p.email'])
    .where('s.id', '=', row.student_id)
    .executeTakeFirstOrThrow();
  const number = formatPartnerId(s.partner_id);
  const found = await accountingCall<{ Contacts?: { ContactID: string }[] }>(
    ctx.config.xero,
    auth,
    'GET',
    `/Contacts?where=${encodeURIComponent(`ContactNumber=="${number}"`)}`,
  );
  let contactId = found.Contacts?.[0]?.ContactID;
  if (!contactId) {
    const made = await accountingCall<{ Contacts: { ContactID: string }[] }>(
      ctx.config.xero,
      auth,
      'PUT',
      '/Contacts',
      {
        Contacts: [
          {
            Name: `${s.first_name} ${s.last_name} (${number})`,
            ContactNumber: number,
            FirstName: s.first_name,
            LastName: s.last_name,
            ...(s.email ? { EmailAddress: s.email } : {}),
          },
        ],
      },
      `contact-${row.idempotency_key}`,
    );
    contactId = made.Contacts[0]?.ContactID;
    if (!contactId) throw new XeroError('unavailable', 'Xero created the contact but sent no ContactID.');
  }
  await db
    .insertInto('accounting_contacts')
    .values({ student_id: row.student_id, contact_id: contactId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('student_id').doNothing())
    .execute();
  return contactId;
}

/** Sends one document; answers Xero's id for it. */
export async function pushDocument(ctx: AppContext, auth: Auth, row: Row): Promise<string> {
  const db = ctx.db.kysely;
  const settings = await db.selectFrom('accounting_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  const line = (description: string, pence: number) => ({
    Description: description,
    Quantity: 1,
    UnitAmount: pounds(pence),
    AccountCode: settings.sales_account_code,
    TaxType: settings.tax_type,
  });

  if (row.document_type === 'refund') return pushRefund(ctx, auth, row, settings.bank_account_code);
  if (row.document_type === 'overpayment_allocation') return pushOverpaymentAllocation(ctx, auth, row);
  if (row.document_type === 'payment') {
    const p = await db.selectFrom('payments').selectAll().where('id', '=', row.document_id).executeTakeFirstOrThrow();
    const invoice = await db
      .selectFrom('accounting_sync')
      .select(['provider_id'])
      .where('document_type', '=', 'invoice')
      .where('document_id', '=', p.invoice_id)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    if (!invoice?.provider_id) throw new NotYet('Waits for its invoice to reach Xero.');
    const answer = await accountingCall<{ Payments: { PaymentID: string }[] }>(
      ctx.config.xero,
      auth,
      'PUT',
      '/Payments',
      {
        Payments: [
          {
            Invoice: { InvoiceID: invoice.provider_id },
            Account: { Code: settings.bank_account_code },
            Date: p.received_on,
            Amount: pounds(p.amount_pence),
            Reference: p.reference || p.method,
          },
        ],
      },
      row.idempotency_key,
    );
    const id = answer.Payments[0]?.PaymentID;
    if (!id) throw new XeroError('unavailable', 'Xero accepted the payment but sent no PaymentID.');
    return id;
  }

  const contactId = await contactFor(ctx, auth, row);
  if (row.document_type === 'overpayment')
    return pushOverpayment(ctx, auth, row, contactId, settings.bank_account_code);
  if (row.document_type === 'invoice') {
    const i = await db.selectFrom('invoices').selectAll().where('id', '=', row.document_id).executeTakeFirstOrThrow();
    const answer = await accountingCall<{ Invoices: { InvoiceID: string }[] }>(
      ctx.config.xero,
      auth,
      'PUT',
      '/Invoices',
      {
        Invoices: [
          {
            Type: 'ACCREC',
            Contact: { ContactID: contactId },
            InvoiceNumber: i.number,
            Reference: i.payer,
            Date: i.issued_on,
            DueDate: i.due_on,
            LineAmountTypes: 'NoTax',
            Status: 'AUTHORISED',
            CurrencyCode: 'GBP',
            LineItems: [line(i.description, i.amount_pence)],
          },
        ],
      },
      row.idempotency_key,
    );
    const id = answer.Invoices[0]?.InvoiceID;
    if (!id) throw new XeroError('unavailable', 'Xero accepted the invoice but sent no InvoiceID.');
    return id;
  }
  const c = await db.selectFrom('credit_notes').selectAll().where('id', '=', row.document_id).executeTakeFirstOrThrow();
  // What it settles here is allocated there too, so each invoice it settled must be in Xero first.
  const allocations = await db
    .selectFrom('credit_allocations as a')
    .leftJoin('accounting_sync as x', (j) =>
      j.onRef('x.document_id', '=', 'a.invoice_id').on('x.document_type', '=', 'invoice').on('x.status', '=', 'sent'),
    )
    .select(['a.invoice_id', 'a.amount_pence', 'x.provider_id'])
    .where('a.credit_note_id', '=', c.id)
    .orderBy('a.id')
    .execute();
  if (allocations.some((a) => !a.provider_id)) throw new NotYet('Waits for the invoices it settles to reach Xero.');
  const answer = await accountingCall<{ CreditNotes: { CreditNoteID: string }[] }>(
    ctx.config.xero,
    auth,
    'PUT',
    '/CreditNotes',
    {
      CreditNotes: [
        {
          Type: 'ACCRECCREDIT',
          Contact: { ContactID: contactId },
          CreditNoteNumber: c.number,
          Reference: c.kind,
          Date: c.issued_on,
          LineAmountTypes: 'NoTax',
          Status: 'AUTHORISED',
          CurrencyCode: 'GBP',
          LineItems: [line(c.description, c.amount_pence)],
        },
      ],
    },
    row.idempotency_key,
  );
  const id = answer.CreditNotes[0]?.CreditNoteID;
  if (!id) throw new XeroError('unavailable', 'Xero accepted the credit note but sent no CreditNoteID.');
  // One allocation per invoice, each with a key of its own derived from the row's: a retry after a
  // crash re-sends the same keys, and Xero answers what it did the first time.
  for (const a of allocations)
    await accountingCall(
      ctx.config.xero,
      auth,
      'PUT',
      `/CreditNotes/${id}/Allocations`,
      { Allocations: [{ Amount: pounds(a.amount_pence), Date: c.issued_on, Invoice: { InvoiceID: a.provider_id } }] },
      `${row.idempotency_key}-allocation-${a.invoice_id}`,
    );
  return id;
}

/**
 * What a receipt left on the account (no invoice needed it) as Xero's over-payment: a
 * RECEIVE-OVERPAYMENT bank transaction of the student's contact into the bank account (its line
 * carries no account code: Xero holds it as credit on the contact). Answers the OverpaymentID.
 */
async function pushOverpayment(
  ctx: AppContext,
  auth: Auth,
  row: Row,
  contactId: string,
  bank: string,
): Promise<string> {
  const db = ctx.db.kysely;
  const r = await db.selectFrom('receipts').selectAll().where('id', '=', row.document_id).executeTakeFirstOrThrow();
  // What the receipt paid when it came in; credit applied to later invoices is allocated there.
  const settled = await db
    .selectFrom('payments as p')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount_pence'), eb.lit(0)).as('s'))
    .where('p.receipt_id', '=', r.id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('accounting_sync as x')
            .select('x.id')
            .whereRef('x.document_id', '=', 'p.id')
            .where('x.document_type', '=', 'overpayment_allocation'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  const answer = await accountingCall<{ BankTransactions: { BankTransactionID: string; OverpaymentID?: string }[] }>(
    ctx.config.xero,
    auth,
    'PUT',
    '/BankTransactions',
    {
      BankTransactions: [
        {
          Type: 'RECEIVE-OVERPAYMENT',
          Contact: { ContactID: contactId },
          BankAccount: { Code: bank },
          Date: r.received_on,
          Reference: r.reference || r.method,
          LineAmountTypes: 'NoTax',
          CurrencyCode: 'GBP',
          LineItems: [
            { Description: `Kept on account (${r.method})`, LineAmount: pounds(r.amount_pence - Number(settled.s)) },
          ],
        },
      ],
    },
    row.idempotency_key,
  );
  const made = answer.BankTransactions[0];
  const id = made?.OverpaymentID ?? made?.BankTransactionID;
  if (!id) throw new XeroError('unavailable', 'Xero accepted the over-payment but sent no OverpaymentID.');
  return id;
}
