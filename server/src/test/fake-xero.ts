import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XeroBooks } from './fake-xero-books.ts';
import { type Received, validationError } from './fake-xero-contract.ts';

export type { Received };

// A loopback Xero for tests (issue 14): the identity service (authorize, token with PKCE and
// refresh), /connections and the Accounting API calls we make. Every request is checked against
// what Xero's published contract (xero_accounting.yaml, checks written here by hand) requires:
// the Bearer token, the xero-tenant-id header, an Idempotency-Key (at most 128 characters) on every
// create, required fields, enums and YYYY-MM-DD dates. A request that breaks the contract is kept in
// `violations` and refused 400. It can be told to answer 401, 429 (Retry-After), 500, to hang up
// after doing the work (a timeout seen from our side), to hold its answer until released, or to
// refuse with Xero's ValidationErrors 400 and a message of the test's. It
// honours idempotency keys as Xero does: the same key answers the first successful result again.

type Fault =
  | { kind: 401 }
  | { kind: 429; retryAfter: number }
  | { kind: 500 }
  | { kind: 'hang-up' }
  | { kind: 'hold' }
  | { kind: 'validation'; element: string; message: string };

export class FakeXero extends XeroBooks {
  readonly received: Received[] = [];
  /** Requests whose work was done but whose answer was never sent (hang-up), with what was made. */
  readonly hungUp: { request: Received; answer: unknown }[] = [];
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
    if (fault?.kind === 'validation') {
      const refusal = validationError(fault.element, [fault.message]);
      return send(refusal.status, refusal.body);
    }

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
}
