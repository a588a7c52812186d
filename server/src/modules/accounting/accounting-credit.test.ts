import { afterAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser, login } from '../../test/factories.ts';
import { FakeXero } from '../../test/fake-xero.ts';
import { createTestApp } from '../../test/test-app.ts';
import { issueCreditNote } from '../finance/credit-notes.ts';
import { syncAccounting } from './sync.ts';

// Issue 14 (feature accounting): a credit note reaches Xero allocated against the invoices it
// settles here (PUT /CreditNotes/{id}/Allocations, checked against the contract by the fake), and
// only once those invoices are in Xero; a retry carries the same allocation keys. What a payment
// leaves on the account goes as Xero's over-payment (a RECEIVE-OVERPAYMENT bank transaction).

const xero = await new FakeXero().start();
afterAll(() => xero.stop());
const t = await createTestApp({ FEATURES: 'invoices,payments,accounting', ...xero.env() });
const db = t.db.kysely;
const finance = await buildUser(t.db, {
  permissions: 'dashboard:view finance:menu students:menu students:view students:invoice',
});
const cookie = await login(t.app, finance);
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const at = (seconds: number) => new Date(Date.now() + seconds * 1000);

const start = await call('POST', 'finance/accounting/connect');
await t.app.inject({ method: 'GET', url: xero.authorizeRedirect(start.json().authorizeUrl), headers: { cookie } });

const row = (type: 'invoice' | 'credit_note' | 'overpayment', id: number) =>
  db
    .selectFrom('accounting_sync')
    .select(['status', 'provider_id', 'idempotency_key'])
    .where('document_type', '=', type)
    .where('document_id', '=', id)
    .executeTakeFirstOrThrow();

describe('credit notes in Xero', () => {
  it('waits for its invoices, then is created and allocated against each, as much as it settles here', async () => {
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: 2026 });
    const { id: sessionId } = await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow();
    const a = (
      await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'Termly', fee: 462_500 })
    ).json();
    const invoices = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json().invoices as {
      id: number;
      amount: number;
    }[];
    const note = await db.transaction().execute((trx) =>
      issueCreditNote(
        trx,
        {
          studentId: s.id,
          feeAssessmentId: a.id,
          kind: 'Correction',
          description: 'Fee corrected',
          amount: 200_000,
          issuedOn: '2026-09-15',
        },
        null,
      ),
    );
    // Xero is down for the invoices: the credit note does not go before them.
    xero.fail(/^PUT .*\/Invoices$/, { kind: 500 }, 1);
    await syncAccounting(t.ctx, at(0));
    expect((await row('credit_note', note.id)).status).not.toBe('sent');
    expect(xero.creates('/api.xro/2.0/CreditNotes')).toHaveLength(0);

    for (const seconds of [60, 120, 300]) await syncAccounting(t.ctx, at(seconds));
    const sent = await row('credit_note', note.id);
    expect(sent.status).toBe('sent');
    const first = (await row('invoice', invoices[0]!.id)).provider_id;
    const second = (await row('invoice', invoices[1]!.id)).provider_id;
    expect(xero.allocations).toEqual([
      { CreditNoteID: sent.provider_id, InvoiceID: first, Amount: invoices[0]!.amount / 100, Date: '2026-09-15' },
      {
        CreditNoteID: sent.provider_id,
        InvoiceID: second,
        Amount: (200_000 - invoices[0]!.amount) / 100,
        Date: '2026-09-15',
      },
    ]);
    const keys = xero
      .creates(`/api.xro/2.0/CreditNotes/${sent.provider_id}/Allocations`)
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([
      `${sent.idempotency_key}-allocation-${invoices[0]!.id}`,
      `${sent.idempotency_key}-allocation-${invoices[1]!.id}`,
    ]);
    // Credited in Xero is not paid: nothing comes back as a payment made there.
    expect(xero.invoices.get(first!)).toMatchObject({ AmountPaid: 0, AmountCredited: invoices[0]!.amount / 100 });
    expect(await db.selectFrom('receipts').select('id').where('student_id', '=', s.id).execute()).toEqual([]);
    expect(xero.violations).toEqual([]);
  });

  it('sends what a payment leaves on the account as an over-payment, shows Xero’s refusal and goes on retry', async () => {
    const s = await buildStudent(t.db, (await buildUser(t.db)).personId, { sessionYear: 2026 });
    const { id: sessionId } = await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', '=', s.engagementId)
      .executeTakeFirstOrThrow();
    const a = (
      await call('POST', `students/${s.id}/fee-assessments`, { sessionId, schedule: 'InFull', fee: 100_000 })
    ).json();
    const [invoice] = (await call('POST', `finance/fee-assessments/${a.id}/issue`)).json().invoices as {
      amount: number;
    }[];
    const paid = (
      await call('POST', `students/${s.id}/payments`, {
        receivedOn: '2026-09-20',
        method: 'BACS',
        reference: 'FEES AND MORE',
        amount: invoice!.amount + 12_345,
      })
    ).json();
    expect(paid.onAccount).toBe(12_345);
    // Xero's chart lacks the bank account this time: refused with Xero's message, shown, then retried.
    xero.accountCodes.delete('090');
    await syncAccounting(t.ctx, at(400));
    const failed = await row('overpayment', paid.receiptId);
    expect(failed.status).toBe('failed');
    const listed = (await call('GET', 'finance/accounting'))
      .json()
      .documents.find((d: { documentType: string }) => d.documentType === 'overpayment');
    expect(listed).toMatchObject({
      number: 'Kept on account (FEES AND MORE)',
      status: 'failed',
      message: expect.stringContaining("Account code '090' is not a valid bank account."),
    });
    const receipt = await db
      .selectFrom('receipts')
      .select(['accounting_status', 'accounting_message'])
      .where('id', '=', paid.receiptId)
      .executeTakeFirstOrThrow();
    expect(receipt.accounting_status).toBe('Failed');
    xero.accountCodes.add('090');
    expect((await call('POST', `finance/accounting/documents/${listed.syncId}/retry`)).statusCode).toBe(204);
    await syncAccounting(t.ctx, at(500));
    const sent = await row('overpayment', paid.receiptId);
    expect(sent.status).toBe('sent');
    const contact = await db
      .selectFrom('accounting_contacts')
      .select('contact_id')
      .where('student_id', '=', s.id)
      .executeTakeFirstOrThrow();
    expect(xero.overpayments.get(sent.provider_id!)).toEqual({
      OverpaymentID: sent.provider_id,
      ContactID: contact.contact_id,
      Total: 123.45,
      RemainingCredit: 123.45,
    });
    const body = xero.creates('/api.xro/2.0/BankTransactions').at(-1)!.body as { BankTransactions: object[] };
    expect(body.BankTransactions[0]).toMatchObject({
      Type: 'RECEIVE-OVERPAYMENT',
      BankAccount: { Code: '090' },
      Date: '2026-09-20',
      Reference: 'FEES AND MORE',
      LineItems: [{ LineAmount: 123.45 }],
    });
    expect(xero.violations).toEqual([]);
  });
});
