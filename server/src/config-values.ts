import { isIPv4, isIPv6 } from 'node:net';

// The checks and normal forms of single settings (config.ts reads the environment with them): a
// setting that is wrong stops the start with a ConfigError that says what was expected.

export class ConfigError extends Error {}

export function normalisePrefix(value: string): string {
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function normaliseBase(value: string): string {
  let base = value.trim() || '/';
  if (!base.startsWith('/')) base = `/${base}`;
  if (!base.endsWith('/')) base = `${base}/`;
  return base;
}

export function parseInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** An http(s) address with {id} where a record's id goes. */
function isIdTemplate(value: string): boolean {
  let url: URL | null = null;
  try {
    url = new URL(value.replace('{id}', '0'));
  } catch {
    url = null;
  }
  return url !== null && /^https?:$/.test(url.protocol) && value.includes('{id}');
}

/** The donor CRM page to frame: an http(s) address with {id} where the donor's CRM id goes. */
export function crmUrlTemplate(value: string | undefined): string {
  if (!value) return '';
  if (!isIdTemplate(value)) {
    throw new ConfigError(
      'CRM_URL_TEMPLATE must be an http(s) address containing {id}, e.g. https://crm.example.org/contacts/{id}',
    );
  }
  return value;
}

/** Issue 20: the library catalogue's account page, an http(s) address with {id} for the account number. */
export function libraryUrlTemplate(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!isIdTemplate(value.trim())) {
    throw new ConfigError(
      'LIBRARY_URL_TEMPLATE must be an http(s) address containing {id}, e.g. https://library.example.ac.uk/patron/{id}',
    );
  }
  return value.trim();
}

export function smtpUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  if (!/^smtps?:\/\/[^/]/.test(value.trim())) {
    throw new ConfigError(
      'SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:password@mail.example.org:587',
    );
  }
  return value.trim();
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrRange(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const v4 = isIPv4(address);
  if (!v4 && !isIPv6(address)) return false;
  if (prefix === undefined) return true;
  if (v4 && isIPv4(prefix)) return true; // a netmask, e.g. 10.0.0.0/255.0.0.0
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (v4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or false trusts no proxy; a whole number trusts that many hops (only when
 * nothing can reach the server except through them); otherwise a comma-separated list of proxy
 * addresses, CIDR ranges or the names loopback, linklocal, uniquelocal. `true` is read as
 * `loopback`: a reverse proxy on this machine. A client's own
 * X-Forwarded-For is never believed unless its connection comes from a trusted proxy.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return ['loopback'];
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !PROXY_NAMES.has(e) && !isAddressOrRange(e));
  if (wrong.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY must be false, true (a proxy on this machine), a number of hops, or proxy addresses/CIDR ranges separated by commas; not understood: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/**
 * SENTRY_DSN: a Sentry-compatible DSN, `https://<public key>@<host>/<project id>`. Checked at
 * start-up so a typo is a clear message rather than reports that silently never arrive.
 */
export function parseSentryDsn(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError('SENTRY_DSN is not a URL: expected https://<public key>@<host>/<project id>');
  }
  if (!/^https?:$/.test(url.protocol) || url.username === '' || !/^\/(.+\/)?\d+$/.test(url.pathname)) {
    throw new ConfigError('SENTRY_DSN must look like https://<public key>@<host>/<project id>');
  }
  return text;
}

export function hesaUkprn(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (!/^1\d{7}$/.test(text))
    throw new ConfigError(
      `HESA_UKPRN must be the 8-digit UK Provider Reference Number (it starts with 1); not ${text}`,
    );
  return text;
}
