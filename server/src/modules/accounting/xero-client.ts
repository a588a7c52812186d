import type { XeroConfig } from '../../config.ts';

// Issue 14: the calls we make to Xero, typed and shaped as Xero's Accounting API and identity
// service describe them (xero_accounting.yaml; OAuth 2.0 with PKCE). We call them with fetch rather
// than the xero-node SDK because every endpoint must be pointed at a loopback fake in tests (the SDK
// fixes the identity and API hosts) and we need the Idempotency-Key header and Retry-After on every
// create, which we then control in one place.

export interface XeroTokenSet {
  accessToken: string;
  refreshToken: string;
  /** ISO time the access token lapses. */
  expiresAt: string;
}

export interface XeroTenant {
  id: string;
  tenantId: string;
  tenantName: string;
}

/** A failure Xero (or the way to it) caused. `kind` says what to do with it. */
export class XeroError extends Error {
  constructor(
    readonly kind: 'unauthorised' | 'rate_limited' | 'validation' | 'unavailable',
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 15_000;

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'no answer within 15 s'
        : error instanceof Error
          ? error.message
          : String(error);
    throw new XeroError('unavailable', `Xero could not be reached (${reason}).`);
  }
}

/** Xero's message out of an error answer: the validation errors of each element, or Message / Detail. */
export function xeroMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as {
    Message?: string;
    Detail?: string;
    Title?: string;
    error?: string;
    Elements?: { ValidationErrors?: { Message?: string }[] }[];
  };
  const validation = (b.Elements ?? []).flatMap((e) =>
    (e.ValidationErrors ?? []).map((v) => v.Message).filter((m): m is string => !!m),
  );
  if (validation.length > 0) return validation.join(' ');
  return b.Detail ?? b.Message ?? b.Title ?? b.error ?? null;
}

/** The error an answer that is not 2xx stands for (Xero's own message kept). */
export async function failure(res: Response): Promise<XeroError> {
  const text = await res.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  const said = xeroMessage(body);
  if (res.status === 401 || res.status === 403)
    return new XeroError(
      'unauthorised',
      `Xero refused the connection (${res.status}${said ? `: ${said}` : ''}); reconnect to Xero.`,
    );
  if (res.status === 429) {
    const after = Number(res.headers.get('retry-after'));
    return new XeroError(
      'rate_limited',
      'Xero asked us to slow down (429).',
      Number.isFinite(after) && after >= 0 ? after : 60,
    );
  }
  if (res.status === 400)
    return new XeroError('validation', said ? `Xero: ${said}` : 'Xero refused the document (400).');
  return new XeroError('unavailable', `Xero answered ${res.status}${said ? `: ${said}` : ''}.`);
}

function basic(config: XeroConfig): string {
  return `Basic ${Buffer.from(`${config.clientId ?? ''}:${config.clientSecret ?? ''}`).toString('base64')}`;
}

async function tokenCall(config: XeroConfig, form: Record<string, string>): Promise<XeroTokenSet> {
  const res = await send(config.tokenUrl, {
    method: 'POST',
    headers: {
      authorization: basic(config),
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
  if (!res.ok) {
    const error = await failure(res);
    // The identity service says invalid_grant (400) for a revoked or lapsed refresh token.
    throw res.status === 400
      ? new XeroError(
          'unauthorised',
          `Xero refused the sign-in (${error.message.replace(/^Xero: /, '')}); reconnect to Xero.`,
        )
      : error;
  }
  const body = (await res.json()) as { access_token?: string; refresh_token?: string; expires_in?: number };
  if (!body.access_token || !body.refresh_token)
    throw new XeroError('unavailable', 'Xero sent a token answer without the tokens.');
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    expiresAt: new Date(Date.now() + (body.expires_in ?? 1800) * 1000).toISOString(),
  };
}

export const exchangeCode = (config: XeroConfig, code: string, verifier: string) =>
  tokenCall(config, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: config.redirectUri ?? '',
    code_verifier: verifier,
  });

export const refreshTokens = (config: XeroConfig, refreshToken: string) =>
  tokenCall(config, { grant_type: 'refresh_token', refresh_token: refreshToken });

export async function listTenants(config: XeroConfig, accessToken: string): Promise<XeroTenant[]> {
  const res = await send(config.connectionsUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (!res.ok) throw await failure(res);
  return ((await res.json()) as XeroTenant[]).filter((t) => t.tenantId);
}

export async function removeConnection(config: XeroConfig, accessToken: string, connectionId: string): Promise<void> {
  const res = await send(`${config.connectionsUrl}/${encodeURIComponent(connectionId)}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!res.ok && res.status !== 404) throw await failure(res);
}

/** One call to the Accounting API for a tenant. */
export async function accountingCall<T>(
  config: XeroConfig,
  auth: { accessToken: string; tenantId: string },
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${auth.accessToken}`,
    'xero-tenant-id': auth.tenantId,
    accept: 'application/json',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  const res = await send(`${config.apiUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as T;
}
