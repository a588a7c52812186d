import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

test('registry staff see students counted by hub and export the figures', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/studentreporting');
  await expect(page.getByRole('heading', { name: 'Student reporting', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Hub' }).click();
  const report = await (await page.request.get('/api/students/report?by=hub')).json();
  const top = report.rows[0];
  await expect(page.getByRole('img', { name: /^Students by hub\. / })).toBeVisible();
  await page.getByRole('button', { name: 'Show table' }).click();
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: top.value ?? 'Not recorded' })
      .first(),
  ).toContainText(String(top.count));
  await checkPage(page, 'student-reporting');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /export to excel/i }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(/^students-by-hub-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
