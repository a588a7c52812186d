// npm run bench:web (issue 19): the web app's speed as a user on a slow machine feels it. The real
// server on a fresh demo database, Debian's Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate) and a cold cache each time, on loopback. Prints, as medians of
// RUNS: the sign-in page's and the staff dashboard's Largest Contentful Paint, and the time from a
// click on "All students" in the menu to the first rows in the grid. Needs `npm run build` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3890);
const BASE = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 5);
const THROTTLE = 4;
const TARGET_MS = 1500;
const STAFF = 'registry@demo.college';
const PASSWORD = 'college-demo-2026';

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'collegium-bench-web-'));
  const child = spawn(process.execPath, ['e2e/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, E2E_PORT: String(PORT), E2E_DATA_DIR: dataDir },
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/api/status`)).ok) return { child, dataDir };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not start');
}

/** A page with a cold cache and the CPU slowed down, recording LCP entries from the start. */
async function slowPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  // A string, not a function: the e2e project has no DOM types.
  await page.addInitScript(`
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  `);
  return page;
}

async function lcpOf(page: Page, url: string, ready: string): Promise<number> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: ready }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => (globalThis as unknown as { __lcp: number }).__lcp);
}

async function signedInContext(browser: Awaited<ReturnType<typeof chromium.launch>>): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const answer = await context.request.post(`${BASE}/auth/login`, {
    data: { email: STAFF, password: PASSWORD },
    headers: { origin: BASE },
  });
  if (!answer.ok()) throw new Error(`Sign-in failed: ${answer.status()}`);
  return context;
}

async function timeToRows(page: Page): Promise<number> {
  await lcpOf(page, `${BASE}/dashboard`, 'Dashboard');
  let link = page.getByRole('link', { name: 'All students', exact: true });
  if (!(await link.isVisible())) {
    await page.getByRole('button', { name: 'Students', exact: true }).click();
    link = page.getByRole('link', { name: 'All students', exact: true });
  }
  const start = Date.now();
  await link.click();
  await page.locator('.MuiDataGrid-row').first().waitFor();
  return Date.now() - start;
}

/** `measure` on `page`, then the page closed. */
async function alone(page: Page, measure: (page: Page) => Promise<number>): Promise<number> {
  try {
    return await measure(page);
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main() {
  const { child, dataDir } = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const figures: Record<string, number[]> = {
      'login LCP': [],
      'staff dashboard LCP': [],
      'All students: click to first rows': [],
    };
    for (let run = 0; run < RUNS; run++) {
      // One page at a time: a page left open keeps running (timers, what it fetches when idle)
      // beside the next one, on the same slowed CPU.
      const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      figures['login LCP']!.push(
        await alone(await slowPage(anonymous), (p) => lcpOf(p, `${BASE}/pages/login`, 'Sign in')),
      );
      await anonymous.close();
      const staff = await signedInContext(browser);
      figures['staff dashboard LCP']!.push(
        await alone(await slowPage(staff), (p) => lcpOf(p, `${BASE}/dashboard`, 'Dashboard')),
      );
      figures['All students: click to first rows']!.push(await alone(await slowPage(staff), timeToRows));
      await staff.close();
    }
    console.log(
      `\nWeb speed at ${THROTTLE}x CPU throttling, cold cache, loopback (median of ${RUNS}; target ≤ ${TARGET_MS} ms):`,
    );
    for (const [name, values] of Object.entries(figures)) {
      const m = median(values);
      console.log(
        `  ${name.padEnd(36)} ${String(Math.round(m)).padStart(5)} ms  ${m <= TARGET_MS ? 'ok' : 'OVER TARGET'}   (runs: ${values.map(Math.round).join(', ')})`,
      );
    }
  } finally {
    await browser.close();
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
