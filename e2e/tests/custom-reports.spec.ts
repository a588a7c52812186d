import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkBothWidths, noSidewaysScroll, signIn } from './support.ts';

// At each width nothing may stick out sideways (the wide tables scroll inside their own region).
const fits = (page: import('@playwright/test').Page) => ({
  ready: () => page.waitForFunction(noSidewaysScroll, undefined, { timeout: 5000 }).then(() => undefined),
});

// Issue 16, Reporting: the registry builds a custom report of current students with their
// programme and finance balance, previews it, exports it to Excel, saves it shared and runs it
// again; the system administrator asks the reporting views an ad hoc question and is refused a table.

test('the registry builds, previews, exports, saves and reruns a custom report', async ({ page }) => {
  const name = `Current students ${Date.now()}`;
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/reporting/custom');
  await expect(page.getByRole('heading', { name: 'Custom reports', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByLabel('Report on').click();
  await page.getByRole('option', { name: 'Students' }).click();
  const columns = page.getByRole('combobox', { name: 'Columns' });
  for (const field of ['Last name', 'Hub', 'Programme title', 'Balance (£)']) {
    await columns.click();
    await columns.fill(field);
    await page.getByRole('option', { name: field, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add a filter' }).click();
  await page.getByLabel('Filter 1 field').click();
  await page.getByRole('option', { name: 'Student: Status' }).click();
  await page.getByLabel('Filter 1 value').click();
  await page.getByRole('option', { name: 'Current', exact: true }).click();
  await page.getByLabel('Sort by').click();
  await page.getByRole('option', { name: 'Student: Last name' }).click();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Preview' });
  await expect(preview.getByRole('columnheader', { name: 'Programme title' })).toBeVisible();
  await expect(page.getByTestId('report-total')).toHaveText(/rows\./);
  const rows = preview.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
  // Sorted by last name.
  const names = await preview.locator('tbody tr td:first-child').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  await checkBothWidths(page, 'custom-report-preview', fits(page));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');

  await page.getByLabel('Report name').fill(name);
  await page.getByLabel('Shared with everyone who builds reports').check();
  await page.getByRole('button', { name: 'Save report' }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();

  // Later: the saved report runs again from the list.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Custom reports', level: 1 })).toBeVisible();
  await page.getByRole('list', { name: 'Saved reports' }).getByText(name).click();
  await expect(
    page.getByRole('table', { name: 'Preview' }).getByRole('columnheader', { name: 'Balance (£)' }),
  ).toBeVisible();
  await expect(page.getByLabel('Report name')).toHaveValue(name);
  await checkBothWidths(page, 'custom-report-saved', fits(page));
});

test('the system administrator runs an ad hoc query over the reporting views', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/reporting/adhoc');
  await expect(page.getByRole('heading', { name: 'Ad hoc queries', level: 1 })).toBeVisible({ timeout: 30_000 });
  const sql = page.getByLabel('SQL query');
  await sql.fill(
    'select programme_code, count(*) as students from report_students group by programme_code order by programme_code',
  );
  await page.getByRole('button', { name: 'Run query' }).click();
  const result = page.getByRole('table', { name: 'Result' });
  await expect(result.getByRole('columnheader', { name: 'students' })).toBeVisible();
  expect(await result.locator('tbody tr').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('adhoc-summary')).toHaveText(/rows in \d+ ms/);
  await page.getByRole('button', { name: /report_students/ }).click();
  await expect(page.getByText('Status of the current engagement.')).toBeVisible();
  await checkBothWidths(page, 'adhoc-query-result', fits(page));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^ad-hoc-query-.*\.xlsx$/);

  await sql.fill('select email, password_hash from users');
  await page.getByRole('button', { name: 'Run query' }).click();
  await expect(
    page.getByText('“users” is a table; ad hoc queries read only the reporting views (report_…).'),
  ).toBeVisible();
  await checkBothWidths(page, 'adhoc-query-refused', fits(page));
});
