// What the initial JavaScript is made of (issue 19): builds the web app into a temporary folder,
// takes the chunks each page needs before it draws (as check-budget.mjs does) and shares each
// chunk's gzipped size among its modules in proportion to their rendered length (after
// tree-shaking, before minifying), added up by package (node_modules) or by folder (our code).
// An estimate: gzip does not compress every module alike. Not part of the build; run by hand:
//   node web/scripts/budget-composition.mjs [--modules] [--config <vite config, to measure a variant>]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { initialChunks } from './check-budget.mjs';

const web = join(import.meta.dirname, '..');
const repo = join(web, '..');

/** A module's group: its package, our folder two levels down, or the bundler's own code. */
function groupOf(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + '/node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (!clean.startsWith('/')) return '(bundler runtime)';
  const path = relative(repo, clean).split('/');
  return path[0] === 'web' ? path.slice(2, 4).join('/') : path.slice(0, 3).join('/');
}

function report(dist, modulesByFile, chunks, showModules) {
  const byGroup = new Map();
  const byModule = new Map();
  let total = 0;
  for (const chunk of chunks) {
    const gz = gzipSync(readFileSync(join(dist, chunk.file)), { level: 9 }).length;
    total += gz;
    const modules = Object.entries(modulesByFile.get(chunk.file) ?? {});
    const length = modules.reduce((sum, [, n]) => sum + n, 0) || 1;
    for (const [id, n] of modules) {
      const share = (gz * n) / length;
      byGroup.set(groupOf(id), (byGroup.get(groupOf(id)) ?? 0) + share);
      byModule.set(id, (byModule.get(id) ?? 0) + share);
    }
  }
  const lines = [...byGroup]
    .sort((a, b) => b[1] - a[1])
    .map(([g, b]) => `  ${(b / 1024).toFixed(1).padStart(6)} KB  ${g}`);
  console.log(`${lines.join('\n')}\n  ${(total / 1024).toFixed(1).padStart(6)} KB  total in ${chunks.length} chunks`);
  if (showModules) {
    for (const [id, b] of [...byModule].sort((a, c) => c[1] - a[1]).slice(0, 60)) {
      console.log(`    ${(b / 1024).toFixed(2).padStart(6)} KB  ${relative(repo, id.replace(/^\0/, ''))}`);
    }
  }
}

const configAt = process.argv.indexOf('--config');
const configFile = configAt > 0 ? join(process.cwd(), process.argv[configAt + 1]) : join(web, 'vite.config.ts');
const dist = mkdtempSync(join(tmpdir(), 'budget-composition-'));
try {
  const result = await build({
    root: web,
    configFile,
    logLevel: 'warn',
    build: { outDir: dist, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const modulesByFile = new Map(
    outputs
      .filter((o) => o.type === 'chunk')
      .map((o) => [o.fileName, Object.fromEntries(Object.entries(o.modules).map(([id, m]) => [id, m.renderedLength]))]),
  );
  for (const [page, chunks] of Object.entries(initialChunks(dist))) {
    console.log(`\n${page}:`);
    report(dist, modulesByFile, chunks, process.argv.includes('--modules'));
  }
} finally {
  rmSync(dist, { recursive: true, force: true });
}
