#!/usr/bin/env node
// Starts the real server for the browser tests on a fresh SQLite database with the demo data.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// E2E_DATA_DIR lets two runs on one machine keep apart (with E2E_PORT and WEB_DIST).
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : path.join(root, 'e2e/.data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, 'e2e.db'),
    PORT: process.env.E2E_PORT ?? '3100',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    // The stories use the optional bursary pages (student-finance.spec.ts), invoicing and payments (finance-fees.spec.ts),
    // the accounting connection (finance-accounting.spec.ts), and the flags of issue 20 (flag-<name>.spec.ts).
    FEATURES:
      process.env.FEATURES ??
      'bursaries,invoices,payments,accounting,externalLink,personal-tutor,badges,residentialAttendance,cohortGroupLabels,library,formation-groups,bap',
    LIBRARY_URL_TEMPLATE: process.env.LIBRARY_URL_TEMPLATE ?? 'https://library.example.ac.uk/patron/{id}',
    // A work-account provider whose issuer cannot be reached (port 9 refuses at once), so the
    // single sign-on failure path is the real one (sso-error.spec.ts).
    OIDC_ISSUER: process.env.OIDC_ISSUER ?? 'http://127.0.0.1:9/unreachable-issuer',
    OIDC_CLIENT_ID: process.env.OIDC_CLIENT_ID ?? 'e2e-client',
    OIDC_CLIENT_SECRET: process.env.OIDC_CLIENT_SECRET ?? 'e2e-secret',
    // Error reporting on, to a loopback ingest at E2E_PORT + 1000 that error-reporting.spec.ts
    // starts; while nothing listens there, reports are dropped (as when a real service is down).
    SENTRY_DSN: process.env.SENTRY_DSN ?? `http://e2e@127.0.0.1:${Number(process.env.E2E_PORT ?? '3100') + 1000}/1`,
    SENTRY_ENVIRONMENT: 'e2e',
    // The college's UK Provider Reference Number, without which the HESA export refuses (hesa-return.spec.ts).
    HESA_UKPRN: process.env.HESA_UKPRN ?? '10012345',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
