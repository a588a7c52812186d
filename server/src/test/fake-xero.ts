import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A loopback Xero for tests (issue 14): the identity service (authorize, token with PKCE and
// refresh), /connections and the Accounting API calls we make. Every request is checked against
// what Xero's published contract (xero_accounting.yaml, checks written here by hand) requires:
// the Bearer token, the xero-tenant-id header, an Idempotency-Key (at most 128 characters) on every
// create, required fields, enums and YYYY-MM-DD dates. A request that breaks the contract is kept in
// `violations` and refused 400. It can be told to answer 401, 429 (Retry-After), 500, to hang up
// after doing the work (a timeout seen from our side), or to hold its answer until released. It
// honours idempotency keys as Xero does: the same key answers the first successful result again.

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Fault = { kind: 401 } | { kind: 429; retryAfter: number } | { kind: 500 } | { kind: 'hang-up' } | { kind: 'hold' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const cents = (n: number) => Math.round(n * 100) / 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FakeXero {
  readonly received: Received[] = [];
  readonly violations: string[] = [];
  /** Requests whose work was done but whose answer was never sent (hang-up), with what was made. */
  readonly hungUp: { request: Received; answer: unknown }[] = [];
  readonly contacts = new Map<string, { ContactID: string; Name: string; ContactNumber?: string }>();
  readonly invoices = new Map<
    string,
    {
      InvoiceID: string;
      InvoiceNumber: string;
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
  readonly overpayments = new Map<string, { OverpaymentID: string; ContactID: string; Total: number }>();
  /** Credit note allocations made (PUT /CreditNotes/{id}/Allocations). */
  readonly allocations: { CreditNoteID: string; InvoiceID: string; Amount: number; Date: string }[] = [];
  readonly payments = new Map<string, { PaymentID: string; InvoiceID: string; Amount: number }>();
  /** Account codes of the organisation's chart; others are refused with a ValidationErrors 400. */
  accountCodes = new Set(['200', '090']);
  readonly clientId = 'fake-client-id';
  readonly clientSecret = 'fake-client-secret';
  readonly tenantId = randomUUID();
  readonly tenantName = 'St Aidan’s College (Demo)';
  private readonly faults: { path: RegExp; fault: Fault }[] = [];
  private readonly codes = new Map<string, { challenge: string; redirectUri: string }>();
  private readonly accessTokens = new Set<string>();
  private readonly refreshTokensKnown = new Set<string>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private held: (() => void)[] = [];
  private heldWaiters: (() => void)[] = [];
  private server: Server | null = null;
  base = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.release();
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The XERO_* settings pointing at this fake. */
  env(): Record<string, string> {
    return {
      XERO_CLIENT_ID: this.clientId,
      XERO_CLIENT_SECRET: this.clientSecret,
      XERO_REDIRECT_URI: 'http://localhost/api/finance/accounting/callback',
      XERO_AUTHORIZE_URL: `${this.base}/identity/connect/authorize`,
      XERO_TOKEN_URL: `${this.base}/identity/connect/token`,
      XERO_CONNECTIONS_URL: `${this.base}/connections`,
      XERO_API_URL: `${this.base}/api.xro/2.0`,
    };
  }

  /** The next `times` calls whose "METHOD /path" matches answer with `fault`. */
  fail(path: RegExp, fault: Fault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults.push({ path, fault });
  }

  /** Resolves when a held request has arrived (its work done, its answer not yet sent). */
  async heldRequest(): Promise<void> {
    if (this.held.length > 0) return;
    await new Promise<void>((resolve) => this.heldWaiters.push(resolve));
  }

  release(): void {
    for (const go of this.held.splice(0)) go();
  }

  /** Revokes every token (the user disconnected the app in Xero). */
  revokeAll(): void {
    this.accessTokens.clear();
    this.refreshTokensKnown.clear();
  }

  /** A payment made in Xero itself. */
  payInXero(invoiceId: string, amount: number): void {
    const invoice = this.invoices.get(invoiceId);
    if (invoice) invoice.AmountPaid = Math.round((invoice.AmountPaid + amount) * 100) / 100;
  }

  creates(path: string): Received[] {
    return this.received.filter((r) => r.method === 'PUT' && r.path === path);
  }

  private issueTokens() {
    const access = `at-${randomUUID()}`;
    const refresh = `rt-${randomUUID()}`;
    this.accessTokens.add(access);
    this.refreshTokensKnown.add(refresh);
    return {
      access_token: access,
      refresh_token: refresh,
      expires_in: 1800,
      token_type: 'Bearer',
      scope: 'accounting.transactions',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.base);
    let body: unknown = raw;
    if ((req.headers['content-type'] ?? '').includes('application/json')) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const r: Received = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    };
    this.received.push(r);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    const faultAt = this.faults.findIndex((f) => f.path.test(`${r.method} ${url.pathname}`));
    const fault = faultAt >= 0 ? this.faults.splice(faultAt, 1)[0]?.fault : undefined;
    if (fault?.kind === 401)
      return send(401, { Type: null, Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' });
    if (fault?.kind === 429)
      return send(
        429,
        { Title: 'Too Many Requests' },
        { 'retry-after': String(fault.retryAfter), 'x-rate-limit-problem': 'minute' },
      );
    if (fault?.kind === 500) return send(500, { Title: 'An error occurred', Detail: 'Internal server error' });

    const answer = this.route(r);
    if (fault?.kind === 'hang-up') {
      this.hungUp.push({ request: r, answer: answer.body });
      res.socket?.destroy(); // the work is done; the answer never arrives
      return;
    }
    if (fault?.kind === 'hold') {
      await new Promise<void>((resolve) => {
        this.held.push(resolve);
        for (const w of this.heldWaiters.splice(0)) w();
      });
      if (res.socket?.destroyed) {
        this.hungUp.push({ request: r, answer: answer.body });
        return;
      }
    }
    return send(answer.status, answer.body);
  }

  private violation(r: Received, message: string) {
    this.violations.push(`${r.method} ${r.path}: ${message}`);
  }

  private route(r: Received): { status: number; body: unknown } {
    const form = typeof r.body === 'string' ? new URLSearchParams(r.body) : new URLSearchParams();
    if (r.path === '/identity/connect/authorize') return { status: 400, body: { error: 'use authorizeRedirect' } };
    if (r.path === '/identity/connect/token' && r.method === 'POST') {
      if (
        r.headers.authorization !== `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`
      )
        return { status: 401, body: { error: 'invalid_client' } };
      if (!(r.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
        this.violation(r, 'token request is not form-encoded');
      if (form.get('grant_type') === 'authorization_code') {
        const pending = this.codes.get(form.get('code') ?? '');
        this.codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!pending) return { status: 400, body: { error: 'invalid_grant' } };
        if (pending.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant' } };
        if (createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
          this.violation(r, 'PKCE verifier does not match the challenge');
          return { status: 400, body: { error: 'invalid_grant' } };
        }
        return { status: 200, body: this.issueTokens() };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const token = form.get('refresh_token') ?? '';
        if (!this.refreshTokensKnown.delete(token)) return { status: 400, body: { error: 'invalid_grant' } };
        return { status: 200, body: this.issueTokens() };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    const bearer = (r.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.accessTokens.has(bearer))
      return { status: 401, body: { Title: 'Unauthorized', Status: 401, Detail: 'TokenExpired: token expired' } };
    if (r.path === '/connections' && r.method === 'GET')
      return {
        status: 200,
        body: [
          {
            id: 'conn-1',
            tenantId: this.tenantId,
            tenantType: 'ORGANISATION',
            tenantName: this.tenantName,
            createdDateUtc: new Date().toISOString(),
          },
        ],
      };
    if (r.path.startsWith('/connections/') && r.method === 'DELETE') return { status: 204, body: null };
    if (!r.path.startsWith('/api.xro/2.0/')) return { status: 404, body: { Title: 'Not found' } };
    if (r.headers['xero-tenant-id'] !== this.tenantId) {
      this.violation(r, 'xero-tenant-id header missing or wrong');
      return { status: 403, body: { Title: 'Forbidden', Detail: 'AuthorizationUnsuccessful' } };
    }
    const resource = r.path.slice('/api.xro/2.0'.length);
    if (r.method === 'GET') return this.read(resource, r);
    if (r.method !== 'PUT' && r.method !== 'POST') return { status: 405, body: {} };
    const key = r.headers['idempotency-key'];
    if (typeof key !== 'string' || key.length === 0 || key.length > 128) {
      this.violation(r, 'a create without an Idempotency-Key of 1 to 128 characters');
      return { status: 400, body: { Message: 'Idempotency-Key required by this test server' } };
    }
    if (!(r.headers['content-type'] ?? '').startsWith('application/json')) this.violation(r, 'body is not JSON');
    const earlier = this.idempotent.get(`${resource} ${key}`);
    if (earlier) return earlier;
    const result = this.create(resource, r);
    if (result.status < 300) this.idempotent.set(`${resource} ${key}`, result);
    return result;
  }

  /** What the authorize endpoint would do once the user consents: the redirect back with a code. */
  authorizeRedirect(authorizeUrl: string): string {
    const u = new URL(authorizeUrl);
    const q = u.searchParams;
    const problems: string[] = [];
    if (q.get('response_type') !== 'code') problems.push('response_type must be code');
    if (q.get('client_id') !== this.clientId) problems.push('unknown client_id');
    if (q.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? ''))
      problems.push('PKCE S256 challenge missing');
    if (!(q.get('scope') ?? '').split(' ').includes('offline_access'))
      problems.push('offline_access scope missing (no refresh token)');
    if (!q.get('state')) problems.push('state missing');
    for (const p of problems) this.violations.push(`authorize: ${p}`);
    const code = `code-${randomUUID()}`;
    this.codes.set(code, { challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '' });
    const back = new URL(q.get('redirect_uri') ?? '');
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    return `${back.pathname}${back.search}`;
  }

  private read(resource: string, r: Received): { status: number; body: unknown } {
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
    return { status: 404, body: {} };
  }

  private validationError(kind: string, messages: string[]) {
    return {
      status: 400,
      body: {
        ErrorNumber: 10,
        Type: 'ValidationException',
        Message: 'A validation exception occurred',
        Elements: [{ ValidationErrors: messages.map((Message) => ({ Message })), Type: kind }],
      },
    };
  }

  private lineItems(r: Received, items: unknown): string[] {
    const problems: string[] = [];
    if (!Array.isArray(items) || items.length === 0) {
      this.violation(r, 'LineItems missing or empty');
      return problems;
    }
    for (const li of items as Record<string, unknown>[]) {
      if (typeof li.Description !== 'string' || !li.Description) this.violation(r, 'LineItem.Description missing');
      if (typeof li.Quantity !== 'number') this.violation(r, 'LineItem.Quantity must be a number');
      if (typeof li.UnitAmount !== 'number') this.violation(r, 'LineItem.UnitAmount must be a number');
      if (typeof li.TaxType !== 'string') this.violation(r, 'LineItem.TaxType missing');
      if (typeof li.AccountCode !== 'string') this.violation(r, 'LineItem.AccountCode missing');
      else if (!this.accountCodes.has(li.AccountCode))
        problems.push(`Account code '${li.AccountCode}' is not a valid code for this document.`);
    }
    return problems;
  }

  private documentChecks(r: Received, d: Record<string, unknown>, types: string[]): void {
    if (!types.includes(String(d.Type))) this.violation(r, `Type ${String(d.Type)} not one of ${types.join(', ')}`);
    const contact = d.Contact as { ContactID?: string } | undefined;
    if (!contact?.ContactID || !UUID.test(contact.ContactID) || !this.contacts.has(contact.ContactID))
      this.violation(r, 'Contact.ContactID missing or unknown');
    for (const f of ['Date', 'DueDate'] as const)
      if (d[f] !== undefined && !DATE.test(String(d[f]))) this.violation(r, `${f} is not YYYY-MM-DD`);
    if (d.Status !== undefined && !['DRAFT', 'SUBMITTED', 'AUTHORISED'].includes(String(d.Status)))
      this.violation(r, `Status ${String(d.Status)} cannot be set on create`);
    if (d.LineAmountTypes !== undefined && !['Exclusive', 'Inclusive', 'NoTax'].includes(String(d.LineAmountTypes)))
      this.violation(r, 'LineAmountTypes not in its enum');
    if (d.CurrencyCode !== undefined && !/^[A-Z]{3}$/.test(String(d.CurrencyCode)))
      this.violation(r, 'CurrencyCode is not a currency code');
  }

  private create(resource: string, r: Received): { status: number; body: unknown } {
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
        return this.validationError('Contact', [
          `The contact name ${c.Name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
        ]);
      const made = { ContactID: randomUUID(), Name: c.Name ?? '', ContactNumber: c.ContactNumber };
      this.contacts.set(made.ContactID, made);
      return { status: 200, body: { Contacts: [made] } };
    }
    if (resource === '/Invoices') {
      const d = (body.Invoices as Record<string, unknown>[] | undefined)?.[0];
      if (!d) return (this.violation(r, 'Invoices missing'), { status: 400, body: {} });
      this.documentChecks(r, d, ['ACCREC', 'ACCPAY']);
      const problems = this.lineItems(r, d.LineItems);
      if ([...this.invoices.values()].some((i) => i.InvoiceNumber === d.InvoiceNumber))
        problems.push('Invoice # must be unique.');
      if (problems.length > 0) return this.validationError('Invoice', problems);
      const made = {
        InvoiceID: randomUUID(),
        InvoiceNumber: String(d.InvoiceNumber ?? ''),
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
      this.documentChecks(r, d, ['ACCRECCREDIT', 'ACCPAYCREDIT']);
      const problems = this.lineItems(r, d.LineItems);
      if (problems.length > 0) return this.validationError('CreditNote', problems);
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
    const allocation = /^\/CreditNotes\/([^/]+)\/Allocations$/.exec(resource);
    if (allocation && r.method === 'PUT') return this.allocate(r, allocation[1]!, body.Allocations);
    if (resource === '/Payments') {
      const p = (body.Payments as Record<string, unknown>[] | undefined)?.[0];
      if (!p) return (this.violation(r, 'Payments missing'), { status: 400, body: {} });
      const invoice = this.invoices.get((p.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '');
      if (!invoice) this.violation(r, 'Payment.Invoice.InvoiceID missing or unknown');
      if (typeof (p.Account as { Code?: string } | undefined)?.Code !== 'string')
        this.violation(r, 'Payment.Account.Code missing');
      if (!DATE.test(String(p.Date))) this.violation(r, 'Payment.Date is not YYYY-MM-DD');
      if (typeof p.Amount !== 'number' || p.Amount <= 0) this.violation(r, 'Payment.Amount must be a number above 0');
      if (!invoice) return this.validationError('Payment', ['Invoice could not be found.']);
      if (!this.accountCodes.has(String((p.Account as { Code?: string }).Code)))
        return this.validationError('Payment', [
          `Account code '${String((p.Account as { Code?: string }).Code)}' is not a valid bank account.`,
        ]);
      const made = { PaymentID: randomUUID(), InvoiceID: invoice.InvoiceID, Amount: Number(p.Amount) };
      invoice.AmountPaid = Math.round((invoice.AmountPaid + made.Amount) * 100) / 100;
      this.payments.set(made.PaymentID, made);
      return { status: 200, body: { Payments: [made] } };
    }
    return { status: 404, body: {} };
  }

  /** PUT /CreditNotes/{CreditNoteID}/Allocations: Amount, Date and Invoice.InvoiceID required (xero_accounting.yaml, Allocation). */
  private allocate(r: Received, creditNoteId: string, list: unknown): { status: number; body: unknown } {
    const note = this.creditNotes.get(creditNoteId);
    if (!note) {
      this.violation(r, 'the CreditNoteID in the path is unknown');
      return this.validationError('Allocation', ['Credit note could not be found.']);
    }
    if (!Array.isArray(list) || list.length === 0)
      return (this.violation(r, 'Allocations missing or empty'), { status: 400, body: {} });
    const made: { CreditNoteID: string; InvoiceID: string; Amount: number; Date: string }[] = [];
    for (const a of list as Record<string, unknown>[]) {
      if (typeof a.Amount !== 'number' || a.Amount <= 0)
        this.violation(r, 'Allocation.Amount must be a number above 0');
      if (!DATE.test(String(a.Date))) this.violation(r, 'Allocation.Date is not YYYY-MM-DD');
      const invoice = this.invoices.get((a.Invoice as { InvoiceID?: string } | undefined)?.InvoiceID ?? '');
      if (!invoice) {
        this.violation(r, 'Allocation.Invoice.InvoiceID missing or unknown');
        return this.validationError('Allocation', ['Invoice could not be found.']);
      }
      const amount = Number(a.Amount);
      if (amount > cents(invoice.Total - invoice.AmountPaid - invoice.AmountCredited))
        return this.validationError('Allocation', [
          'The amount allocated cannot exceed the amount due on the invoice.',
        ]);
      if (amount > note.RemainingCredit)
        return this.validationError('Allocation', ['The amount allocated cannot exceed the remaining credit.']);
      invoice.AmountCredited = cents(invoice.AmountCredited + amount);
      note.RemainingCredit = cents(note.RemainingCredit - amount);
      made.push({
        CreditNoteID: note.CreditNoteID,
        InvoiceID: invoice.InvoiceID,
        Amount: amount,
        Date: String(a.Date),
      });
    }
    this.allocations.push(...made);
    return { status: 200, body: { Allocations: made } };
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
        return this.validationError('BankTransaction', ['Overpayments cannot have an account code on line items.']);
    }
    const code = (d.BankAccount as { Code?: string } | undefined)?.Code;
    if (typeof code !== 'string') this.violation(r, 'BankAccount.Code missing');
    if (!this.accountCodes.has(String(code)))
      return this.validationError('BankTransaction', [`Account code '${String(code)}' is not a valid bank account.`]);
    const total = cents((items ?? []).reduce((s, li) => s + Number(li.LineAmount), 0));
    const made = { BankTransactionID: randomUUID(), OverpaymentID: randomUUID(), Type: String(d.Type), Total: total };
    this.overpayments.set(made.OverpaymentID, {
      OverpaymentID: made.OverpaymentID,
      ContactID: contact?.ContactID ?? '',
      Total: total,
    });
    return { status: 200, body: { BankTransactions: [made] } };
  }
}
