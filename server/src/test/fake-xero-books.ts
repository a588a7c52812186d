import { randomUUID } from 'node:crypto';
import { cents, DATE, documentChecks, lineItems, type Received, validationError } from './fake-xero-contract.ts';

// The books of the loopback Xero (fake-xero.ts): the documents it holds and the Accounting API
// calls that read and make them, each checked against Xero's contract (fake-xero-contract.ts).

export class XeroBooks {
  readonly violations: string[] = [];
  readonly contacts = new Map<string, { ContactID: string; Name: string; ContactNumber?: string }>();
  readonly invoices = new Map<
    string,
    {
      InvoiceID: string;
      InvoiceNumber: string;
      ContactID: string;
      Total: number;
      AmountPaid: number;
      AmountCredited: number;
      Type: string;
    }
  >();
  readonly creditNotes = new Map<
    string,
    { CreditNoteID: string; CreditNoteNumber: string; Total: number; RemainingCredit: number }
  >();
  /** Over-payments received (PUT /BankTransactions of Type RECEIVE-OVERPAYMENT). */
  readonly overpayments = new Map<
    string,
    { OverpaymentID: string; ContactID: string; Total: number; RemainingCredit: number }
  >();
  /** Refunds paid out of an over-payment or a credit note (PUT /Payments with Overpayment or CreditNote). */
  readonly refunds: { PaymentID: string; SourceType: string; SourceID: string; Amount: number; Account: string }[] = [];
  /** Credit note allocations made (PUT /CreditNotes/{id}/Allocations). */
  readonly allocations: { CreditNoteID: string; InvoiceID: string; Amount: number; Date: string }[] = [];
  /** Over-payment allocations made (PUT /Overpayments/{id}/Allocations). */
  readonly overpaymentAllocations: { OverpaymentID: string; InvoiceID: string; Amount: number; Date: string }[] = [];
  readonly payments = new Map<string, { PaymentID: string; InvoiceID: string; Amount: number }>();
  /** Account codes of the organisation's chart; others are refused with a ValidationErrors 400. */
  accountCodes = new Set(['200', '090']);

  protected violation(r: Received, message: string) {
    this.violations.push(`${r.method} ${r.path}: ${message}`);
  }

  protected read(resource: string, r: Received): { status: number; body: unknown } {
    if (resource === '/Contacts') {
      const where = r.query.get('where') ?? '';
      const m = /^ContactNumber=="([^"]*)"$/.exec(where);
      if (where && !m) this.violation(r, `unsupported where: ${where}`);
      return {
        status: 200,
        body: { Contacts: [...this.contacts.values()].filter((c) => !m || c.ContactNumber === m[1]) },
      };
    }
    if (resource === '/Invoices') {
      const ids = (r.query.get('IDs') ?? '').split(',').filter(Boolean);
      return {
        status: 200,
        body: {
          Invoices: [...this.invoices.values()]
            .filter((i) => ids.length === 0 || ids.includes(i.InvoiceID))
            .map((i) => ({
              ...i,
              Status: i.AmountPaid + i.AmountCredited >= i.Total ? 'PAID' : 'AUTHORISED',
              AmountDue: cents(i.Total - i.AmountPaid - i.AmountCredited),
            })),
        },
      };
    }
    const one = /^\/(Overpayments|CreditNotes)\/([^/]+)$/.exec(resource);
    if (one) {
      const found = (one[1] === 'Overpayments' ? this.overpayments : this.creditNotes).get(one[2]!);
      if (!found) return { status: 404, body: { Title: 'Not found' } };
      return {
        status: 200,
        body: { [one[1]!]: [{ ...found, Status: found.RemainingCredit > 0 ? 'AUTHORISED' : 'PAID' }] },
      };
    }
    return { status: 404, body: {} };
  }

  protected create(resource: string, r: Received): { status: number; body: unknown } {
    const body = (r.body ?? {}) as Record<string, unknown[]>;
    const total = (items: unknown) =>
      Math.round(
        (items as { Quantity: number; UnitAmount: number }[]).reduce((s, li) => s + li.Quantity * li.UnitAmount, 0) *
          100,
      ) / 100;
    if (resource === '/Contacts') {
      const list = body.Contacts as Record<string, string>[] | undefined;
      if (!Array.isArray(list) || list.length === 0)
        return (this.violation(r, 'Contacts missing'), { status: 400, body: {} });
      const c = list[0] as Record<string, string>;
      if (typeof c.Name !== 'string' || c.Name.length === 0 || c.Name.length > 255)
        this.violation(r, 'Contact.Name required (1 to 255 characters)');
      if ([...this.contacts.values()].some((x) => x.Name === c.Name))
        return validationError('Contact', [
          `The contact name ${c.Name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
        ]);
      const made = { ContactID: randomUUID(), Name: c.Name ?? '', ContactNumber: c.ContactNumber };
      this.contacts.set(made.ContactID, made);
      return { status: 200, body: { Contacts: [made] } };
    }
    if (resource === '/Invoices') {
      const d = (body.Invoices as Record<string, unknown>[] | undefined)?.[0];
      if (!d) return (this.violation(r, 'Invoices missing'), { status: 400, body: {} });
      documentChecks((x, m) => this.violation(x, m), this.contacts, r, d, ['ACCREC', 'ACCPAY']);
      const problems = lineItems((x, m) => this.violation(x, m), this.accountCodes, r, d.LineItems);
      if ([...this.invoices.values()].some((i) => i.InvoiceNumber === d.InvoiceNumber))
        problems.push('Invoice # must be unique.');
      if (problems.length > 0) return validationError('Invoice', problems);
      const made = {
        InvoiceID: randomUUID(),
        InvoiceNumber: String(d.InvoiceNumber ?? ''),
        ContactID: String((d.Contact as { ContactID?: string } | undefined)?.ContactID ?? ''),
        Type: String(d.Type),
        Total: total(d.LineItems),
        AmountPaid: 0,
        AmountCredited: 0,
      };
      this.invoices.set(made.InvoiceID, made);
      return { status: 200, body: { Invoices: [made] } };
    }
    if (resource === '/CreditNotes') {
      const d = (body.CreditNotes as Record<string, unknown>[] | undefined)?.[0];
      if (!d) return (this.violation(r, 'CreditNotes missing'), { status: 400, body: {} });
      documentChecks((x, m) => this.violation(x, m), this.contacts, r, d, ['ACCRECCREDIT', 'ACCPAYCREDIT']);
      const problems = lineItems((x, m) => this.violation(x, m), this.accountCodes, r, d.LineItems);
      if (problems.length > 0) return validationError('CreditNote', problems);
      const made = {
        CreditNoteID: randomUUID(),
        CreditNoteNumber: String(d.CreditNoteNumber ?? ''),
        Total: total(d.LineItems),
        RemainingCredit: total(d.LineItems),
      };
      this.creditNotes.set(made.CreditNoteID, made);
      return { status: 200, body: { CreditNotes: [made] } };
    }
    if (resource === '/BankTransactions') return this.bankTransaction(r, body.BankTransactions);
    const allocation = /^\/(CreditNotes|Overpayments)\/([^/]+)\/Allocations$/.exec(resource);
    if (allocation && r.method === 'PUT')
      return this.allocate(r, allocation[1] as 'CreditNotes' | 'Overpayments', allocation[2]!, body.Allocations);
    if (resource === '/Payments') {
      const p = (body.Payments as Record<string, unknown>[] | undefined)?.[0];
      if (!p) return (this.violation(r, 'Payments missing'), { status: 400, body: {} });
      // Payment: exactly one of Invoice, CreditNote, Overpayment (a payment on the invoice, or a refund
      // paid out of the credit a credit note or an over-payment holds).
      const targets = ['Invoice', 'CreditNote', 'Overpayment'].filter((k) => p[k] !== undefined);
      if (targets.length !== 1) this.violation(r, 'Payment needs exactly one of Invoice, CreditNote, Overpayment');
      if (p.CreditNote !== undefined || p.Overpayment !== undefined) return this.refund(r, p);
      const invoice = this.invoices.get((p.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '');
      if (!invoice) this.violation(r, 'Payment.Invoice.InvoiceID missing or unknown');
      if (typeof (p.Account as { Code?: string } | undefined)?.Code !== 'string')
        this.violation(r, 'Payment.Account.Code missing');
      if (!DATE.test(String(p.Date))) this.violation(r, 'Payment.Date is not YYYY-MM-DD');
      if (typeof p.Amount !== 'number' || p.Amount <= 0) this.violation(r, 'Payment.Amount must be a number above 0');
      if (!invoice) return validationError('Payment', ['Invoice could not be found.']);
      if (!this.accountCodes.has(String((p.Account as { Code?: string }).Code)))
        return validationError('Payment', [
          `Account code '${String((p.Account as { Code?: string }).Code)}' is not a valid bank account.`,
        ]);
      const made = { PaymentID: randomUUID(), InvoiceID: invoice.InvoiceID, Amount: Number(p.Amount) };
      invoice.AmountPaid = Math.round((invoice.AmountPaid + made.Amount) * 100) / 100;
      this.payments.set(made.PaymentID, made);
      return { status: 200, body: { Payments: [made] } };
    }
    return { status: 404, body: {} };
  }

  /** PUT /Payments of a refund: Account.Code, Date, Amount and the source's id required. */
  private refund(r: Received, p: Record<string, unknown>): { status: number; body: unknown } {
    const type = p.Overpayment !== undefined ? 'Overpayment' : 'CreditNote';
    const id = String((p[type] as Record<string, unknown> | undefined)?.[`${type}ID`] ?? '');
    const source = (type === 'Overpayment' ? this.overpayments : this.creditNotes).get(id);
    const account = (p.Account as { Code?: string } | undefined)?.Code;
    if (typeof account !== 'string') this.violation(r, 'Payment.Account.Code missing');
    if (!DATE.test(String(p.Date))) this.violation(r, 'Payment.Date is not YYYY-MM-DD');
    if (typeof p.Amount !== 'number' || p.Amount <= 0) this.violation(r, 'Payment.Amount must be a number above 0');
    if (!source) {
      this.violation(r, `Payment.${type}.${type}ID missing or unknown`);
      return validationError('Payment', [`${type} could not be found.`]);
    }
    if (!this.accountCodes.has(String(account)))
      return validationError('Payment', [`Account code '${String(account)}' is not a valid bank account.`]);
    const amount = Number(p.Amount);
    if (amount > source.RemainingCredit)
      return validationError('Payment', ['Payment amount exceeds the amount outstanding on this document']);
    source.RemainingCredit = cents(source.RemainingCredit - amount);
    const made = {
      PaymentID: randomUUID(),
      Amount: amount,
      PaymentType: type === 'Overpayment' ? 'AROVERPAYMENTPAYMENT' : 'ARCREDITPAYMENT',
      [type]: { [`${type}ID`]: id },
    };
    this.refunds.push({
      PaymentID: made.PaymentID,
      SourceType: type,
      SourceID: id,
      Amount: amount,
      Account: String(account),
    });
    return { status: 200, body: { Payments: [made] } };
  }

  /**
   * PUT /CreditNotes/{CreditNoteID}/Allocations and PUT /Overpayments/{OverpaymentID}/Allocations:
   * Amount, Date and Invoice.InvoiceID required (xero_accounting.yaml, Allocation); the invoice must
   * be the same contact's when the source is an over-payment.
   */
  private allocate(
    r: Received,
    kind: 'CreditNotes' | 'Overpayments',
    sourceId: string,
    list: unknown,
  ): { status: number; body: unknown } {
    const note = kind === 'CreditNotes' ? this.creditNotes.get(sourceId) : this.overpayments.get(sourceId);
    if (!note) {
      this.violation(r, `the ${kind === 'CreditNotes' ? 'CreditNoteID' : 'OverpaymentID'} in the path is unknown`);
      return validationError('Allocation', [
        `${kind === 'CreditNotes' ? 'Credit note' : 'Overpayment'} could not be found.`,
      ]);
    }
    if (!Array.isArray(list) || list.length === 0)
      return (this.violation(r, 'Allocations missing or empty'), { status: 400, body: {} });
    const made: { SourceID: string; InvoiceID: string; Amount: number; Date: string }[] = [];
    for (const a of list as Record<string, unknown>[]) {
      if (typeof a.Amount !== 'number' || a.Amount <= 0)
        this.violation(r, 'Allocation.Amount must be a number above 0');
      if (!DATE.test(String(a.Date))) this.violation(r, 'Allocation.Date is not YYYY-MM-DD');
      const invoice = this.invoices.get((a.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '');
      if (!invoice) {
        this.violation(r, 'Allocation.Invoice.InvoiceID missing or unknown');
        return validationError('Allocation', ['Invoice could not be found.']);
      }
      if (kind === 'Overpayments' && invoice.ContactID !== (note as { ContactID?: string }).ContactID)
        return validationError('Allocation', ['The invoice and the overpayment must belong to the same contact.']);
      const amount = Number(a.Amount);
      if (amount > cents(invoice.Total - invoice.AmountPaid - invoice.AmountCredited))
        return validationError('Allocation', ['The amount allocated cannot exceed the amount due on the invoice.']);
      if (amount > note.RemainingCredit)
        return validationError('Allocation', ['The amount allocated cannot exceed the remaining credit.']);
      invoice.AmountCredited = cents(invoice.AmountCredited + amount);
      note.RemainingCredit = cents(note.RemainingCredit - amount);
      made.push({ SourceID: sourceId, InvoiceID: invoice.InvoiceID, Amount: amount, Date: String(a.Date) });
    }
    if (kind === 'CreditNotes')
      this.allocations.push(...made.map(({ SourceID, ...m }) => ({ CreditNoteID: SourceID, ...m })));
    else this.overpaymentAllocations.push(...made.map(({ SourceID, ...m }) => ({ OverpaymentID: SourceID, ...m })));
    return {
      status: 200,
      body: {
        Allocations: made.map(({ SourceID, ...m }) => ({
          AllocationID: randomUUID(),
          ...m,
          Invoice: { InvoiceID: m.InvoiceID },
          ...(kind === 'CreditNotes'
            ? { CreditNote: { CreditNoteID: SourceID } }
            : { Overpayment: { OverpaymentID: SourceID } }),
        })),
      },
    };
  }

  /** PUT /BankTransactions (xero_accounting.yaml, BankTransaction: Type, LineItems and BankAccount required). */
  private bankTransaction(r: Received, list: unknown): { status: number; body: unknown } {
    const d = (list as Record<string, unknown>[] | undefined)?.[0];
    if (!d) return (this.violation(r, 'BankTransactions missing'), { status: 400, body: {} });
    const types = [
      'RECEIVE',
      'RECEIVE-OVERPAYMENT',
      'RECEIVE-PREPAYMENT',
      'SPEND',
      'SPEND-OVERPAYMENT',
      'SPEND-PREPAYMENT',
    ];
    if (!types.includes(String(d.Type))) this.violation(r, `Type ${String(d.Type)} not one of ${types.join(', ')}`);
    const contact = d.Contact as { ContactID?: string } | undefined;
    if (!contact?.ContactID || !this.contacts.has(contact.ContactID))
      this.violation(r, 'Contact.ContactID missing or unknown');
    if (d.Date !== undefined && !DATE.test(String(d.Date))) this.violation(r, 'Date is not YYYY-MM-DD');
    const items = d.LineItems as Record<string, unknown>[] | undefined;
    if (!Array.isArray(items) || items.length === 0) this.violation(r, 'LineItems missing or empty');
    for (const li of items ?? []) {
      if (typeof li.LineAmount !== 'number' || li.LineAmount <= 0)
        this.violation(r, 'LineItem.LineAmount must be a number above 0');
      // An over-payment's lines carry no account: Xero refuses one that does.
      if (String(d.Type).endsWith('OVERPAYMENT') && li.AccountCode !== undefined)
        return validationError('BankTransaction', ['Overpayments cannot have an account code on line items.']);
    }
    const code = (d.BankAccount as { Code?: string } | undefined)?.Code;
    if (typeof code !== 'string') this.violation(r, 'BankAccount.Code missing');
    if (!this.accountCodes.has(String(code)))
      return validationError('BankTransaction', [`Account code '${String(code)}' is not a valid bank account.`]);
    const total = cents((items ?? []).reduce((s, li) => s + Number(li.LineAmount), 0));
    const made = { BankTransactionID: randomUUID(), OverpaymentID: randomUUID(), Type: String(d.Type), Total: total };
    this.overpayments.set(made.OverpaymentID, {
      OverpaymentID: made.OverpaymentID,
      ContactID: contact?.ContactID ?? '',
      Total: total,
      RemainingCredit: total,
    });
    return { status: 200, body: { BankTransactions: [made] } };
  }
}
