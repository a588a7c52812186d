import { defineConfig } from '@playwright/test';

// Real Chromium (Debian's, never a downloaded one) against the real server on a fresh database.
const port = Number(process.env.E2E_PORT ?? 3100);

// `npm test` runs the stories in two groups at once, each against its own server and database so
// neither sees the other's changes: E2E_GROUP=two the student-*.spec.ts stories and the teaching
// year, reporting and potential-student ones (chosen so the groups take about as long),
// E2E_GROUP=one the rest. Without E2E_GROUP every story runs, one after another.
const GROUP_TWO = /(student-|teaching-year|reporting-pages|custom-reports|lead-)[^/]*\.spec\.ts$/;
const group = process.env.E2E_GROUP;

export default defineConfig({
  testDir: './tests',
  ...(group === 'two' ? { testMatch: GROUP_TWO } : group === 'one' ? { testIgnore: GROUP_TWO } : {}),
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Generous: on a loaded 2-core machine a story with axe scans and screenshots takes 30-60 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // The product honours prefers-reduced-motion (its theme ends every transition at once): the
    // stories ask for it, so no scan meets a snackbar half faded in.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/status`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
