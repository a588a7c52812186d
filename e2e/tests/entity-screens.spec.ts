import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { checkPage, signIn } from './support.ts';

// The generic list and record screens, told through organisations: search, sort, open, edit
// with a mistake then correctly, see it in History, export to Excel.

test('registry staff find an organisation, correct it, see the history and export the list', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Organisations', { exact: true }).first().click();
  const orgLink = page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /organisations|all/i })
    .first();
  if (!/\/organisations\//.test(page.url())) await orgLink.click();
  await expect(page).toHaveURL(/\/organisations\/all/);
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await checkPage(page, 'organisations-list');
  await page.setViewportSize({ width: 360, height: 740 });
  await checkPage(page, 'organisations-list-360');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Search narrows the list on the server.
  const all = await (await page.request.get('/api/organisations?pageSize=1')).json();
  const target = (await (await page.request.get('/api/organisations?sort=name&order=desc&pageSize=1')).json()).items[0];
  await page.getByRole('searchbox', { name: /search/i }).fill(target.name);
  await expect(grid.getByRole('row').filter({ hasText: target.name }).first()).toBeVisible();
  await expect(page.getByText('1 organisation', { exact: true })).toBeVisible();
  expect(all.total).toBeGreaterThan(1);

  // The list opens sorted by name, A to Z; one click on the header turns it Z to A.
  await page.getByRole('searchbox', { name: /search/i }).fill('');
  await expect(page.getByText(`${all.total} organisations`, { exact: true })).toBeVisible();
  await grid.getByRole('columnheader', { name: 'Name' }).click();
  await expect(grid.getByRole('row').nth(1)).toContainText(target.name);

  // Open it.
  await grid.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/organisations/${target.id}$`));
  await expect(page.getByRole('heading', { name: target.name, level: 1 })).toBeVisible();
  await checkPage(page, 'organisation-record');

  // A bad e-mail is refused next to the field; a good one is saved.
  const email = page.getByLabel('E-mail');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await email.fill('office@stmarys-e2e.example.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  const saved = await (await page.request.get(`/api/organisations/${target.id}`)).json();
  expect(saved.email).toBe('office@stmarys-e2e.example.org');

  // History shows who changed what.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('office@stmarys-e2e.example.org')).toBeVisible();
  await expect(page.getByText('Rachel Hughes').first()).toBeVisible();
  await checkPage(page, 'organisation-history');

  // Export the list to Excel and read the file back.
  await page.goBack();
  await page.goto('/organisations/all');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /export to excel/i }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^organisations-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const file = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet?.rowCount).toBe(all.total + 1);
  expect(sheet?.getRow(1).getCell(1).value).toBe('Name');
});
