import type { FastifyInstance } from 'fastify';
import { type ErrorDetail, validationFailed } from './errors.ts';

// Text that no field may hold: control characters (C0 except tab, line feed and carriage return;
// DEL; C1) and lone UTF-16 surrogates. PostgreSQL refuses a NUL in text (a 500 before this guard)
// and a lone surrogate cannot be written as UTF-8 at all. Checked once for every route, on the
// parsed body, query string and path parameters, before the route's own schema runs, so no
// field can be forgotten; multipart text fields and file names are checked by readUpload.

const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE =
  'This text contains control characters or invalid characters. Remove them and try again.';

export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/** One detail per string (or object key) in `value` holding unsafe text, named by its path. */
export function unsafeTextDetails(value: unknown, path = '', found: ErrorDetail[] = [], depth = 0): ErrorDetail[] {
  if (found.length >= 50 || depth > 64) return found;
  if (typeof value === 'string') {
    if (!isSafeText(value)) found.push({ param: path || 'body', message: UNSAFE_TEXT_MESSAGE });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unsafeTextDetails(item, join(path, String(i)), found, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) found.push({ param: join(path, key.replace(UNSAFE, '?')), message: UNSAFE_TEXT_MESSAGE });
      unsafeTextDetails(item, join(path, key), found, depth + 1);
    }
  }
  return found;
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const details = [
      ...unsafeTextDetails(request.params),
      ...unsafeTextDetails(request.query),
      ...unsafeTextDetails(request.body),
    ];
    if (details.length > 0) throw validationFailed(details);
  });
}
