// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build (issue 19), so
// the server sends them precompressed by the browser's Accept-Encoding (server/src/web/spa-routes.ts)
// without compressing on each request. index.html is left out: the server fills it in per
// deployment and compresses that answer itself.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;
const MIN = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

export function precompress(dist) {
  let count = 0;
  for (const file of files(dist)) {
    if (!TEXT.test(file) || relative(dist, file).startsWith('.vite')) continue;
    const body = readFileSync(file);
    if (body.length < MIN) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  console.log(`precompress: ${precompress(dist)} files written as .br and .gz`);
}
