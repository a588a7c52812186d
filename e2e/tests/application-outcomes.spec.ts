import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

test('registry staff count applications by course and export the figures', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/applications/applicationreporting');
  await expect(page.getByRole('heading', { name: 'Application reporting', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Course' }).click();
  const report = await (await page.request.get('/api/applications/report?by=course')).json();
  const top = report.rows[0];
  await expect(page.getByRole('img', { name: /^Applications by course\. / })).toBeVisible();
  await expect(page.getByText(`${report.total} applications in all.`)).toBeVisible();
  await page.getByRole('button', { name: 'Show table' }).click();
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: top.value ?? 'Not recorded' })
      .first(),
  ).toContainText(String(top.count));
  await checkPage(page, 'application-reporting');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /export to excel/i }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/^applications-by-course-\d{4}-\d{2}-\d{2}\.xlsx$/);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Application reporting', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Applications by status\. / })).toBeVisible();
  await checkPage(page, 'application-reporting-360');
});

test('statistics chart applications per month and by stage, with the figures as a table', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/applications/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  const stats = await (await page.request.get('/api/applications/statistics?months=12')).json();
  await expect(page.getByRole('img', { name: /Applications submitted per month/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Applications by stage/ })).toBeVisible();
  const stage = page.getByRole('heading', { name: 'Applications by stage' }).locator('..');
  await stage.getByRole('button', { name: 'Show table' }).click();
  const confirmed = stats.byStage.find((s: { value: string }) => s.value === 'Confirmed');
  await expect(stage.getByRole('table').getByRole('row', { name: /Confirmed/ })).toContainText(String(confirmed.count));
  await checkPage(page, 'application-statistics');

  await page.getByLabel('Months shown').click();
  await page.getByRole('option', { name: 'Last 24 months' }).click();
  const perMonth = page.getByRole('heading', { name: 'Applications submitted per month' }).locator('..');
  await perMonth.getByRole('button', { name: 'Show table' }).click();
  await expect(perMonth.getByRole('table').getByRole('row')).toHaveCount(25);
  await checkPage(page, 'application-statistics-24-months');

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(page.getByRole('img', { name: /Applications by status/ })).toBeVisible();
  await checkPage(page, 'application-statistics-360');
});

test('an administrator without a programme is told no applicants are theirs', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/applications/myapplicants');
  await expect(page.getByRole('heading', { name: 'My applicants', level: 1 })).toBeVisible();
  await expect(page.getByText('Your account names no programme')).toBeVisible();
  await checkPage(page, 'my-applicants-none');
  await page.goto('/myapplicants/1');
  await expect(page.getByRole('heading', { name: 'Applicant not found' })).toBeVisible();
  await checkPage(page, 'my-applicant-not-found');
});

test('a programme director opens one of their applicants from My applicants', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // The administrator holds every role (role:pd included); naming a programme on the account
  // makes the applications to it theirs.
  const me = await (await page.request.get('/auth/account')).json();
  const account = await (await page.request.get(`/api/users/${me.id}`)).json();
  const saved = await page.request.patch(`/api/users/${me.id}`, {
    data: { programme: 'BTh', version: account.version },
  });
  expect(saved.status()).toBe(200);
  try {
    const mine = await (await page.request.get('/api/myapplicants')).json();
    expect(mine.programme).toBe('BTh');
    expect(mine.items.length).toBeGreaterThan(0);
    const first = mine.items[0];
    await page.goto('/applications/myapplicants');
    await expect(page.getByRole('heading', { name: 'My applicants', level: 1 })).toBeVisible();
    // The staff lists' one grid (issue 19): a page of 25, searched by name, each status as the catalogue names it.
    const grid = page.getByRole('grid', { name: 'Applications to your programme' });
    await expect(grid.getByRole('link')).toHaveCount(Math.min(mine.total, 25));
    await expect(grid.getByText(first.statusLabel).first()).toBeVisible();
    await checkPage(page, 'my-applicants');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(first.name);
    await expect(grid.getByRole('link', { name: first.name }).first()).toBeVisible();
    const found = await (await page.request.get(`/api/myapplicants?search=${encodeURIComponent(first.name)}`)).json();
    await expect(grid.getByRole('link')).toHaveCount(Math.min(found.total, 25));
    await grid.getByRole('link', { name: first.name }).first().click();
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'References', level: 2 })).toBeVisible();
    await checkPage(page, 'my-applicant-record');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
    await checkPage(page, 'my-applicant-record-360');
  } finally {
    const now = await (await page.request.get(`/api/users/${me.id}`)).json();
    await page.request.patch(`/api/users/${me.id}`, { data: { programme: null, version: now.version } });
  }
});
