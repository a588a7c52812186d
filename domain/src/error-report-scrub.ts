// What may leave the product in an error report (issue 20). The server and the browser send
// unhandled errors to a Sentry-compatible service only when SENTRY_DSN is set; both pass every
// event through `scrubErrorEvent` first. The rule is an allow-list where it can be: the request
// keeps its method and its path (query string cut off), the user only an id, headers only a few
// harmless ones; request bodies, cookies, breadcrumbs and free-form extras never leave. Strings
// that remain (messages, exception values, frame variables) have e-mail addresses, UK postcodes,
// phone numbers and long digit runs masked, and any key naming personal or special-category data
// has its value replaced.

/** The shape of a Sentry event, as far as the scrubber reads it (the SDKs' own type is wider). */
export interface ErrorEvent {
  message?: string;
  request?: {
    url?: string;
    method?: string;
    query_string?: unknown;
    data?: unknown;
    cookies?: unknown;
    headers?: Record<string, string>;
    env?: unknown;
  };
  user?: { id?: string | number; [key: string]: unknown };
  exception?: {
    values?: Array<{
      type?: string;
      value?: string;
      stacktrace?: { frames?: Array<{ vars?: Record<string, unknown>; [key: string]: unknown }> };
      [key: string]: unknown;
    }>;
  };
  breadcrumbs?: unknown;
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  server_name?: string;
  [key: string]: unknown;
}

const KEPT_HEADERS = new Set(['user-agent', 'accept', 'content-type', 'content-length', 'x-request-id']);

/** Keys whose values are personal or special-category data wherever they appear. */
const PERSONAL_KEY =
  /(name|e-?mail|address|postcode|phone|mobile|birth|dob|password|token|secret|cookie|session|ethnic|religio|sexual|gender|sex\b|disab|health|neuro|criminal|dbs|nationality|passport|ni_?number|national_?insurance|bank|iban|sort_?code|account_?number|note|comment|reason|body|query)/i;

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const POSTCODE = /\b[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}\b/gi;
const PHONE = /(?:\+44\s?|\b0)(?:\d[\s-]?){9,10}\b/g;
const LONG_DIGITS = /\b\d{7,}\b/g;

/** A string with e-mail addresses, postcodes, phone numbers and long numbers masked. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(PHONE, '[phone]')
    .replace(POSTCODE, '[postcode]')
    .replace(LONG_DIGITS, '[number]');
}

/** A URL cut to its path: the query string and the fragment often carry names and addresses. */
export function scrubUrl(url: string): string {
  const cut = url.split(/[?#]/, 1)[0] ?? '';
  return scrubText(cut);
}

function scrubValue(value: unknown, depth: number, byKey = true): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => scrubValue(v, depth + 1, byKey));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    out[key] = byKey && PERSONAL_KEY.test(key) ? '[scrubbed]' : scrubValue(v, depth + 1, byKey);
  }
  return out;
}

/** The SDKs' own contexts describe the machine, not a person: kept, with their strings masked. */
const SDK_CONTEXTS = new Set(['os', 'runtime', 'browser', 'device', 'app', 'trace', 'culture', 'cloud_resource']);

function scrubContexts(contexts: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(contexts)) {
    out[key] = scrubValue(value, 0, SDK_CONTEXTS.has(key) ? false : true);
  }
  return out;
}

/** The event as it may leave the product. Pure: the input is not changed. */
export function scrubErrorEvent<E extends object>(input: E): E {
  const event = input as ErrorEvent;
  const out: ErrorEvent = { ...event };
  delete out.breadcrumbs;
  delete out.extra;
  if (out.message) out.message = scrubText(out.message);
  if (event.request) {
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(event.request.headers ?? {})) {
      if (KEPT_HEADERS.has(key.toLowerCase())) headers[key] = scrubText(String(value));
    }
    out.request = {
      ...(event.request.method ? { method: event.request.method } : {}),
      ...(event.request.url ? { url: scrubUrl(event.request.url) } : {}),
      headers,
    };
  }
  if (event.user) {
    const id = event.user.id;
    out.user = id === undefined ? {} : { id };
  }
  if (event.exception?.values) {
    out.exception = {
      ...event.exception,
      values: event.exception.values.map((v) => ({
        ...v,
        ...(v.value ? { value: scrubText(v.value) } : {}),
        ...(v.stacktrace
          ? {
              stacktrace: {
                ...v.stacktrace,
                frames: v.stacktrace.frames?.map(({ vars, ...frame }) =>
                  vars ? { ...frame, vars: scrubValue(vars, 0) as Record<string, unknown> } : frame,
                ),
              },
            }
          : {}),
      })),
    };
  }
  if (event.contexts) out.contexts = scrubContexts(event.contexts);
  if (event.tags) out.tags = scrubValue(event.tags, 0) as Record<string, unknown>;
  return out as E;
}
