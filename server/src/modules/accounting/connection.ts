import { daysAfter } from '@collegium/domain/day-arithmetic';
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { openSecret, sealSecret } from './token-crypto.ts';
import { exchangeCode, listTenants, refreshTokens, removeConnection, XeroError } from './xero-client.ts';

// Issue 14: the college's one connection to Xero is the `accounting` token (spec 3) of the finance
// user who connected it. The row's secret holds, encrypted, the tokens and the organisation; its
// expires_at is when the connection lapses unless used (Xero's refresh token lives 60 days), set to
// the moment Xero refused it when it did, so a revoked connection shows, never hides.

export const TOKEN_NAME = 'accounting';
const REFRESH_LIFETIME_DAYS = 60;
const AUTHORIZATION_MINUTES = 10;
const SCOPES =
  'openid profile email offline_access accounting.transactions accounting.contacts accounting.settings.read';

interface StoredConnection {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: string;
  tenantId: string;
  tenantName: string;
  connectionId: string;
  problem: string | null;
}

export interface ConnectionView {
  state: 'connected' | 'needs reconnection' | 'not connected';
  organisation: string | null;
  connectedBy: string | null;
  connectedAt: string | null;
  expiresAt: string | null;
  problem: string | null;
}

/** The error a call answers when the provider failed it (spec 8): 500, message starting with its name. */
export function providerError(ctx: AppContext, error: unknown): AppError {
  const name = ctx.config.accountingProviderName;
  const text = error instanceof Error ? error.message : String(error);
  return new AppError(500, 'accounting_provider', text.startsWith(name) ? text : `${name}: ${text}`);
}

export const isConfigured = (ctx: AppContext) => !!(ctx.config.xero.clientId && ctx.config.xero.redirectUri);

async function latestToken(ctx: AppContext) {
  return ctx.db.kysely
    .selectFrom('user_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select(['t.id', 't.user_id', 't.secret', 't.created_at', 't.expires_at', 'p.first_name', 'p.last_name'])
    .where('t.name', '=', TOKEN_NAME)
    .orderBy('t.id', 'desc')
    .executeTakeFirst();
}

function opened(ctx: AppContext, secret: string): StoredConnection | null {
  const plain = openSecret(ctx.config.sessionSecret, secret);
  if (!plain) return null;
  try {
    return JSON.parse(plain) as StoredConnection;
  } catch {
    return null;
  }
}

export async function connectionView(ctx: AppContext, now = new Date()): Promise<ConnectionView> {
  const row = await latestToken(ctx);
  if (!row)
    return {
      state: 'not connected',
      organisation: null,
      connectedBy: null,
      connectedAt: null,
      expiresAt: null,
      problem: null,
    };
  const stored = opened(ctx, row.secret);
  const lapsed = row.expires_at !== null && new Date(row.expires_at) <= now;
  const problem = stored
    ? stored.problem
    : 'The stored connection cannot be read (made elsewhere or before a change of SESSION_SECRET).';
  return {
    state: stored && !lapsed && !stored.problem ? 'connected' : 'needs reconnection',
    organisation: stored?.tenantName ?? null,
    connectedBy: `${row.first_name} ${row.last_name}`,
    connectedAt: row.created_at,
    expiresAt: row.expires_at,
    problem: problem ?? (lapsed ? 'The connection lapsed: reconnect to Xero.' : null),
  };
}

const base64url = (b: Buffer) => b.toString('base64url');

/** Starts the OAuth 2.0 authorisation code flow with PKCE: the address to send the browser to. */
export async function startConnection(ctx: AppContext, userId: number, now = new Date()): Promise<string> {
  if (!isConfigured(ctx))
    throw conflict(
      'Xero is not configured on this server: set XERO_CLIENT_ID, XERO_CLIENT_SECRET and PUBLIC_URL (or XERO_REDIRECT_URI).',
    );
  const state = base64url(randomBytes(24));
  const verifier = base64url(randomBytes(48));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const cutoff = new Date(now.getTime() - AUTHORIZATION_MINUTES * 60_000).toISOString();
  await ctx.db.kysely.deleteFrom('accounting_authorizations').where('created_at', '<', cutoff).execute();
  await ctx.db.kysely
    .insertInto('accounting_authorizations')
    .values({
      state: createHash('sha256').update(state).digest('hex'),
      user_id: userId,
      verifier: sealSecret(ctx.config.sessionSecret, verifier),
      created_at: now.toISOString(),
    })
    .execute();
  const x = ctx.config.xero;
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: x.clientId ?? '',
    redirect_uri: x.redirectUri ?? '',
    scope: SCOPES,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `${x.authorizeUrl}?${query.toString()}`;
}

/** Finishes it: the code for tokens, the organisation from /connections, stored encrypted. */
export async function completeConnection(
  ctx: AppContext,
  actor: Actor,
  code: string,
  state: string,
  now = new Date(),
): Promise<string> {
  const key = createHash('sha256').update(state).digest('hex');
  const pending = await ctx.db.kysely
    .selectFrom('accounting_authorizations')
    .selectAll()
    .where('state', '=', key)
    .executeTakeFirst();
  await ctx.db.kysely.deleteFrom('accounting_authorizations').where('state', '=', key).execute();
  const fresh = pending && new Date(pending.created_at).getTime() > now.getTime() - AUTHORIZATION_MINUTES * 60_000;
  const verifier = pending ? openSecret(ctx.config.sessionSecret, pending.verifier) : null;
  if (!pending || !fresh || !verifier || pending.user_id !== actor.userId) {
    throw new AppError(
      400,
      'accounting_state',
      'This Xero sign-in is not the one started here, or it took more than 10 minutes. Start again with Connect to Xero.',
    );
  }
  let stored: StoredConnection;
  try {
    const tokens = await exchangeCode(ctx.config.xero, code, verifier);
    const tenants = await listTenants(ctx.config.xero, tokens.accessToken);
    const tenant = tenants[0];
    if (!tenant) throw new XeroError('validation', 'Xero: no organisation was chosen for this connection.');
    stored = {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: tokens.expiresAt,
      tenantId: tenant.tenantId,
      tenantName: tenant.tenantName,
      connectionId: tenant.id,
      problem: null,
    };
  } catch (error) {
    throw providerError(ctx, error);
  }
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_tokens').where('name', '=', TOKEN_NAME).execute();
    const row = await trx
      .insertInto('user_tokens')
      .values({
        user_id: actor.userId,
        name: TOKEN_NAME,
        secret: sealSecret(ctx.config.sessionSecret, JSON.stringify(stored)),
        created_at: now.toISOString(),
        expires_at: daysAfter(now, REFRESH_LIFETIME_DAYS).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'user_tokens',
      entityId: row.id,
      action: 'accounting connected',
      changes: { organisation: { from: null, to: stored.tenantName } },
    });
  });
  return stored.tenantName;
}

/** Marks the connection as needing reconnection, with the provider's reason. */
export async function markNeedsReconnection(ctx: AppContext, problem: string, now = new Date()): Promise<void> {
  const row = await latestToken(ctx);
  if (!row) return;
  const stored = opened(ctx, row.secret);
  await ctx.db.kysely
    .updateTable('user_tokens')
    .set({
      secret: stored ? sealSecret(ctx.config.sessionSecret, JSON.stringify({ ...stored, problem })) : row.secret,
      expires_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
}

/** A usable access token and the tenant, refreshed first when it lapses within two minutes; null when not connected. */
export async function activeAuth(
  ctx: AppContext,
  now = new Date(),
): Promise<{ accessToken: string; tenantId: string } | null> {
  const row = await latestToken(ctx);
  if (!row) return null;
  const stored = opened(ctx, row.secret);
  if (!stored || stored.problem || (row.expires_at && new Date(row.expires_at) <= now)) return null;
  if (new Date(stored.accessExpiresAt).getTime() - now.getTime() > 120_000)
    return { accessToken: stored.accessToken, tenantId: stored.tenantId };
  try {
    const tokens = await refreshTokens(ctx.config.xero, stored.refreshToken);
    const next = {
      ...stored,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      accessExpiresAt: tokens.expiresAt,
    };
    await ctx.db.kysely
      .updateTable('user_tokens')
      .set({
        secret: sealSecret(ctx.config.sessionSecret, JSON.stringify(next)),
        expires_at: daysAfter(now, REFRESH_LIFETIME_DAYS).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    return { accessToken: next.accessToken, tenantId: next.tenantId };
  } catch (error) {
    if (error instanceof XeroError && error.kind === 'unauthorised')
      await markNeedsReconnection(ctx, error.message, now);
    throw error;
  }
}

/** Ends the connection: Xero is told (best effort, it may already be gone) and the token deleted. */
export async function disconnect(ctx: AppContext, actor: Actor): Promise<void> {
  const row = await latestToken(ctx);
  if (!row) return;
  const stored = opened(ctx, row.secret);
  if (stored && !stored.problem)
    await removeConnection(ctx.config.xero, stored.accessToken, stored.connectionId).catch(() => undefined);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_tokens').where('name', '=', TOKEN_NAME).execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'user_tokens',
      entityId: row.id,
      action: 'accounting disconnected',
      changes: { organisation: { from: stored?.tenantName ?? null, to: null } },
    });
  });
}
