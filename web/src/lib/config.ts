// The public configuration of the server (docs/api-contract.md: GET {api}/config), injected into
// index.html as <script type="application/json" id="collegium-config"> so the SPA knows its API
// prefix and history base (spec 2.2, 7) before its first call. Read by hand rather than with zod
// so the shell does not carry a schema library before the first form needs one.

export interface SsoProvider {
  key: string;
  name: string;
}

export interface PublicConfig {
  apiPrefix: string;
  baseUrl: string;
  dateFormat: string;
  features: string[];
  ssoProviders: SsoProvider[];
  version: string;
  collegeName: string;
  accountingProviderName: string;
  /** spec 9: default sidebar image 'sidebar-1.jpg' (configurable). */
  sidebarImage: string;
  crmUrlTemplate: string | null;
  /** Where errors are reported (issue 20); null: nowhere. */
  errorReporting: { dsn: string; environment: string } | null;
  /** The largest document the server accepts (DOCUMENT_MAX_MB), stated by the upload drop zones. */
  documentMaxBytes: number;
}

const DEFAULTS: PublicConfig = {
  apiPrefix: '/api',
  baseUrl: '/',
  dateFormat: 'DD/MM/YYYY',
  features: [],
  ssoProviders: [],
  version: '',
  collegeName: 'Collegium',
  accountingProviderName: 'Accounting provider',
  sidebarImage: 'sidebar-1.jpg',
  crmUrlTemplate: null,
  errorReporting: null,
  documentMaxBytes: 10 * 1024 * 1024,
};

const str = (v: unknown, fallback: string): string => (typeof v === 'string' && v !== '' ? v : fallback);

/** The configuration from an untrusted value: wrong or missing fields take their defaults. */
export function parseConfig(value: unknown): PublicConfig {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const features = Array.isArray(v.features) ? v.features.filter((f): f is string => typeof f === 'string') : [];
  const ssoProviders = Array.isArray(v.ssoProviders)
    ? v.ssoProviders
        .filter(
          (p): p is SsoProvider =>
            typeof p === 'object' && p !== null && typeof p.key === 'string' && typeof p.name === 'string',
        )
        .map(({ key, name }) => ({ key, name }))
    : [];
  return {
    apiPrefix: str(v.apiPrefix, DEFAULTS.apiPrefix),
    baseUrl: str(v.baseUrl, DEFAULTS.baseUrl),
    dateFormat: str(v.dateFormat, DEFAULTS.dateFormat),
    features,
    ssoProviders,
    version: typeof v.version === 'string' ? v.version : DEFAULTS.version,
    collegeName: str(v.collegeName, DEFAULTS.collegeName),
    accountingProviderName: str(v.accountingProviderName, DEFAULTS.accountingProviderName),
    sidebarImage: str(v.sidebarImage, DEFAULTS.sidebarImage),
    crmUrlTemplate: typeof v.crmUrlTemplate === 'string' ? v.crmUrlTemplate : null,
    errorReporting: parseErrorReporting(v.errorReporting),
    documentMaxBytes: Number(v.documentMaxBytes) || DEFAULTS.documentMaxBytes,
  };
}

function parseErrorReporting(value: unknown): PublicConfig['errorReporting'] {
  if (typeof value !== 'object' || value === null) return null;
  const { dsn, environment } = value as Record<string, unknown>;
  return typeof dsn === 'string' && dsn !== '' ? { dsn, environment: str(environment, 'production') } : null;
}

export const DEFAULT_CONFIG: PublicConfig = DEFAULTS;

let current: PublicConfig = DEFAULT_CONFIG;

/** The configuration in force (the defaults until `loadConfig` has run). */
export function getConfig(): PublicConfig {
  return current;
}

/** Replaces the configuration (start-up, and tests). Unknown or missing fields take defaults. */
export function setConfig(value: unknown): PublicConfig {
  current = parseConfig(value);
  return current;
}

/** Reads the injected configuration; when absent (the Vite dev server) asks GET /api/config. */
export async function loadConfig(doc: Document = document): Promise<PublicConfig> {
  const injected = doc.getElementById('collegium-config')?.textContent;
  if (injected) {
    try {
      return setConfig(JSON.parse(injected));
    } catch {
      // A broken injection falls through to asking the server.
    }
  }
  try {
    const response = await fetch('/api/config', { credentials: 'same-origin' });
    if (response.ok) return setConfig(await response.json());
  } catch {
    // No server yet: the defaults let the app start and show its own errors.
  }
  return setConfig({});
}

/** `path` under the API prefix (spec 7: the prefix is relative to the origin). */
export function apiUrl(path: string): string {
  const prefix = current.apiPrefix.replace(/\/+$/, '');
  return `${prefix}/${path.replace(/^\/+/, '')}`;
}

/** The router's basename: the history base without its trailing slash ('/' stays '/'). */
export function routerBasename(): string {
  const trimmed = current.baseUrl.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** A file of web/public (or an absolute URL given by configuration) under the history base. */
export function assetUrl(name: string): string {
  if (/^([a-z]+:)?\/\//i.test(name) || name.startsWith('/') || name.startsWith('data:')) return name;
  const base = routerBasename();
  return `${base === '/' ? '' : base}/${name}`;
}
