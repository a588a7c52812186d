import { expect, test } from '@playwright/test';
import { startFakeIngest, type FakeIngest } from '../../server/src/test/fake-error-ingest.ts';
import { DESKTOP, signIn } from './support.ts';

// Issue 20: with SENTRY_DSN set (e2e/serve.mjs points it at E2E_PORT + 1000), a browser error
// reaches the reporting service once, through the server's relay, with no personal data. The
// service is a real HTTP server on loopback.

const port = Number(process.env.E2E_PORT ?? 3100) + 1000;
let ingest: FakeIngest;

test.beforeAll(async () => {
  ingest = await startFakeIngest(port, 'e2e');
});
test.afterAll(async () => {
  await ingest.close();
});

function eventsWith(text: string) {
  return ingest.events.filter((e) => JSON.stringify(e.event.exception ?? '').includes(text));
}

async function reportingReady(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => {
    const carrier = (globalThis as unknown as { __SENTRY__?: Record<string, unknown> }).__SENTRY__;
    return Boolean(carrier && Object.keys(carrier).length > 0);
  });
}

test('an unhandled browser error is reported once, scrubbed, with the user id only', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await reportingReady(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('Boom while saving for jane.doe@example.com');
    }, 0);
  });
  await expect.poll(() => eventsWith('Boom while saving').length, { timeout: 15_000 }).toBe(1);
  await page.waitForTimeout(1000);
  const found = eventsWith('Boom while saving');
  expect(found).toHaveLength(1);
  const { event, raw } = found[0]!;
  expect(raw).not.toContain('jane.doe');
  expect(JSON.stringify(event.exception)).toContain('Boom while saving for [email]');
  expect(event.environment).toBe('e2e');
  expect(event.user).toEqual({ id: expect.stringMatching(/^\d+$/) });
  expect(event.breadcrumbs).toBeUndefined();
  expect(String((event.request as { url?: string } | undefined)?.url ?? '')).not.toContain('?');
});
