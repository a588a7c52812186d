import type { FastifyInstance, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// Compresses JSON and HTML answers above a small threshold (issue 19), by the request's
// Accept-Encoding: brotli when accepted, else gzip. Only whole payloads (strings and buffers) are
// compressed: streams (Excel downloads, stored files, the web app's precompressed assets) go out
// as they are. Headers set by other hooks (Cache-Control: no-store on /api and /auth) are kept;
// `Vary: Accept-Encoding` is added to every compressible answer, compressed or not, so a cache
// never hands a compressed body to a client that did not ask for one.

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(html|plain|csv))\b/i;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** The encoding to use from an Accept-Encoding header (q-values honoured; q=0 refuses). */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const star = quality.get('*');
  const q = (name: Encoding) => quality.get(name) ?? star ?? 0;
  const br = q('br');
  const gzipQ = q('gzip');
  if (br > 0 && br >= gzipQ) return 'br';
  if (gzipQ > 0) return 'gzip';
  return null;
}

function addVary(current: unknown): string {
  const text = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(text)) return text;
  return text ? `${text}, Accept-Encoding` : 'Accept-Encoding';
}

export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.getHeader('content-encoding') !== undefined) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_THRESHOLD) return payload;
    reply.header('vary', addVary(reply.getHeader('vary')));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : await gz(payload, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
