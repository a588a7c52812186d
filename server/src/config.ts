import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  crmUrlTemplate,
  hesaUkprn,
  libraryUrlTemplate,
  normaliseBase,
  normalisePrefix,
  parseInteger,
  parseSentryDsn,
  parseTrustProxy,
  smtpUrl,
} from './config-values.ts';

// Every setting the server reads, from the environment, in one place (documented in the README).

export const FEATURE_FLAGS = [
  'invoices',
  'bursaries',
  'bap',
  'formation-groups',
  'cohortGroupLabels',
  'accounting',
  'library',
  'payments',
  'externalLink',
  'personal-tutor',
  'badges',
  'residentialAttendance',
  'welcome-dashboard',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export interface SsoProviderConfig {
  key: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface AppConfig {
  /** Issue 16: the college's UK Provider Reference Number for the HESA return (8 digits, from 1); null until set. */
  hesaUkprn: string | null;
  /** Issue 16: how long an ad hoc query may run before the database stops it (ADHOC_QUERY_TIMEOUT_MS). */
  adhocQueryTimeoutMs: number;
  port: number;
  host: string;
  databaseUrl: string;
  apiPrefix: string;
  baseUrl: string;
  sessionSecret: string;
  features: FeatureFlag[];
  dateFormat: string;
  logLevel: string;
  /** Idle lifetime of a sign-in session, in minutes. */
  sessionIdleMinutes: number;
  /** Sign-in attempts allowed per IP address and minute on /auth/login. */
  loginRateLimit: number;
  /** Failed sign-ins for one e-mail from one IP before that IP is locked out of it, and for how long. */
  lockoutThreshold: number;
  lockoutMinutes: number;
  /** Failures for one e-mail from all IPs together after which every attempt on it is slowed, and by how much. */
  lockoutAddressThreshold: number;
  lockoutSlowSeconds: number;
  /**
   * Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy): false (none), a number
   * of hops, or a list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
   * TRUST_PROXY=true means a proxy on this machine (loopback), never "everyone".
   */
  trustProxy: false | number | string[];
  collegeName: string;
  accountingProviderName: string;
  crmUrlTemplate: string;
  publicUrl: string | null;
  sso: SsoProviderConfig | null;
  webDist: string;
  version: string;
  /** smtp:// or smtps:// address of the mail server; null holds mail in the outbox for admins to see. */
  smtpUrl: string | null;
  /** The sender of every mail, e.g. "St Aidan's College <admissions@example.ac.uk>". */
  mailFrom: string;
  /** Background jobs (mail delivery): whether this process runs them, how often it looks, retries. */
  jobs: { worker: boolean; pollSeconds: number; maxAttempts: number; backoffSeconds: number; leaseSeconds: number };
  /** Where stored files (photos, documents) live; several servers may share it. */
  filesDir: string;
  /** Largest student photo accepted, in bytes. */
  photoMaxBytes: number;
  /** Largest student document accepted, in bytes. */
  documentMaxBytes: number;
  /** Where unhandled errors are reported (a Sentry-compatible DSN); null reports nothing. */
  errorReporting: { dsn: string | null; environment: string };
  /** The Xero app (feature accounting): OAuth client and the endpoints (overridable for a test server). */
  xero: XeroConfig;
  /** Issue 15: the largest import file (CSV or XLSX) an administrator may upload. */
  importMaxBytes: number;
  /** Issue 20, feature library: the catalogue's account page, {id} being the student's library account number. */
  libraryUrlTemplate: string | null;
}

export interface XeroConfig {
  clientId: string | null;
  clientSecret: string | null;
  redirectUri: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  connectionsUrl: string;
  apiUrl: string;
  /** How often the outbox is sent and paid status read back, in seconds. */
  syncSeconds: number;
}

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DATA_DIR = path.join(REPO_ROOT, 'data');

function parseFeatures(value: string | undefined): FeatureFlag[] {
  if (!value) return [];
  const names = value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(FEATURE_FLAGS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    throw new ConfigError(`FEATURES has unknown flags: ${unknown.join(', ')}. Known: ${FEATURE_FLAGS.join(', ')}`);
  }
  return [...new Set(names)] as FeatureFlag[];
}

/** SESSION_SECRET, or one generated once and kept in the data folder so sessions survive restarts. */
function sessionSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SESSION_SECRET) {
    if (env.SESSION_SECRET.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
    return env.SESSION_SECRET;
  }
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function ssoConfig(env: NodeJS.ProcessEnv): SsoProviderConfig | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = env;
  if (!OIDC_ISSUER && !OIDC_CLIENT_ID) return null;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) {
    throw new ConfigError('Single sign-on needs OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together');
  }
  const key = (env.OIDC_PROVIDER_KEY ?? 'microsoft').trim();
  if (!/^[a-z0-9-]+$/.test(key)) throw new ConfigError('OIDC_PROVIDER_KEY may hold only a-z, 0-9 and -');
  return {
    key,
    name: env.OIDC_PROVIDER_NAME ?? 'Microsoft',
    issuer: OIDC_ISSUER,
    clientId: OIDC_CLIENT_ID,
    clientSecret: OIDC_CLIENT_SECRET,
  };
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function xeroConfig(env: NodeJS.ProcessEnv): XeroConfig {
  const url = (name: string, fallback: string) => (env[name]?.trim() || fallback).replace(/\/+$/, '');
  const publicUrl = env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null;
  const prefix = normalisePrefix(env.API_PREFIX ?? '/api');
  return {
    clientId: env.XERO_CLIENT_ID?.trim() || null,
    clientSecret: env.XERO_CLIENT_SECRET?.trim() || null,
    redirectUri:
      env.XERO_REDIRECT_URI?.trim() || (publicUrl ? `${publicUrl}${prefix}/finance/accounting/callback` : null),
    authorizeUrl: url('XERO_AUTHORIZE_URL', 'https://login.xero.com/identity/connect/authorize'),
    tokenUrl: url('XERO_TOKEN_URL', 'https://identity.xero.com/connect/token'),
    connectionsUrl: url('XERO_CONNECTIONS_URL', 'https://api.xero.com/connections'),
    apiUrl: url('XERO_API_URL', 'https://api.xero.com/api.xro/2.0'),
    syncSeconds: Math.max(1, parseInteger('XERO_SYNC_SECONDS', env.XERO_SYNC_SECONDS, 60)),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : DATA_DIR;
  return {
    hesaUkprn: hesaUkprn(env.HESA_UKPRN),
    adhocQueryTimeoutMs: Math.max(100, parseInteger('ADHOC_QUERY_TIMEOUT_MS', env.ADHOC_QUERY_TIMEOUT_MS, 5000)),
    port: parseInteger('PORT', env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? path.join(dataDir, 'collegium.db'),
    apiPrefix: normalisePrefix(env.API_PREFIX ?? '/api'),
    baseUrl: normaliseBase(env.BASE_URL ?? '/'),
    sessionSecret: sessionSecret(env, dataDir),
    features: parseFeatures(env.FEATURES),
    dateFormat: env.DATE_FORMAT ?? 'DD/MM/YYYY',
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionIdleMinutes: parseInteger('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 8 * 60),
    loginRateLimit: parseInteger('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 30),
    lockoutThreshold: parseInteger('LOCKOUT_THRESHOLD', env.LOCKOUT_THRESHOLD, 5),
    lockoutMinutes: parseInteger('LOCKOUT_MINUTES', env.LOCKOUT_MINUTES, 15),
    lockoutAddressThreshold: parseInteger('LOCKOUT_ADDRESS_THRESHOLD', env.LOCKOUT_ADDRESS_THRESHOLD, 50),
    lockoutSlowSeconds: parseInteger('LOCKOUT_SLOW_SECONDS', env.LOCKOUT_SLOW_SECONDS, 3),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    collegeName: env.COLLEGE_NAME ?? 'Collegium Theological College',
    accountingProviderName: env.ACCOUNTING_PROVIDER_NAME ?? 'Xero',
    crmUrlTemplate: crmUrlTemplate(env.CRM_URL_TEMPLATE),
    libraryUrlTemplate: libraryUrlTemplate(env.LIBRARY_URL_TEMPLATE),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    sso: ssoConfig(env),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : path.join(REPO_ROOT, 'web/dist'),
    version: packageVersion(),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM?.trim() || `${env.COLLEGE_NAME ?? 'Collegium Theological College'} <no-reply@localhost>`,
    jobs: {
      worker: env.JOB_WORKER !== 'false',
      pollSeconds: Math.max(1, parseInteger('JOB_POLL_SECONDS', env.JOB_POLL_SECONDS, 5)),
      maxAttempts: Math.max(1, parseInteger('JOB_MAX_ATTEMPTS', env.JOB_MAX_ATTEMPTS, 8)),
      backoffSeconds: Math.max(1, parseInteger('JOB_BACKOFF_SECONDS', env.JOB_BACKOFF_SECONDS, 60)),
      leaseSeconds: Math.max(10, parseInteger('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 300)),
    },
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : path.join(dataDir, 'files'),
    photoMaxBytes: parseInteger('PHOTO_MAX_MB', env.PHOTO_MAX_MB, 5) * 1024 * 1024,
    documentMaxBytes: parseInteger('DOCUMENT_MAX_MB', env.DOCUMENT_MAX_MB, 10) * 1024 * 1024,
    errorReporting: {
      dsn: parseSentryDsn(env.SENTRY_DSN),
      environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
    },
    xero: xeroConfig(env),
    importMaxBytes: parseInteger('IMPORT_MAX_MB', env.IMPORT_MAX_MB, 100) * 1024 * 1024,
  };
}
