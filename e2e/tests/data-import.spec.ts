import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 15: the system administrator imports a CSV of contacts with two bad rows, downloads the
// failed rows, fixes them and imports them again.

test('the administrator imports a CSV with two bad rows, fixes them and imports them again', async ({ page }) => {
  const tag = Date.now();
  const csv = [
    'First name,Last name,E-mail,Legacy id',
    `Agnes,Ridley,agnes.${tag}@example.org,1`,
    `,Nobody,nobody.${tag}@example.org,2`,
    `Bede,Jarrow,bede.${tag}@example.org,3`,
    `Cuthbert,Lindisfarne,not-an-address,4`,
  ].join('\n');

  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Source system').fill('Old CRM');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { name: /contacts\.csv — Contacts from Old CRM/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'E-mail' })).toHaveText('E-mail');

  await page.getByRole('button', { name: 'Dry run' }).click();
  const counts = page.getByTestId('import-counts');
  await expect(counts).toContainText('Create: 2');
  await expect(counts).toContainText('Error: 2');
  await expect(page.getByRole('cell', { name: 'Given name' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'First name: First name is required.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'E-mail: Enter a valid e-mail address.' })).toBeVisible();
  await checkBothWidths(page, 'import-dry-run');

  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Imported: 4 rows' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the 2 failed rows' }).click();
  const download = await downloading;
  const failed = readFileSync((await download.path()) as string, 'utf8');
  expect(failed.trim().split(/\r?\n/)).toHaveLength(3);
  const fixed = failed.replace(',Nobody,', 'Nora,Nobody,').replace('not-an-address', `cuthbert.${tag}@example.org`);

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'contacts-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { name: /contacts-fixed\.csv/ })).toBeVisible();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(counts).toContainText('Create: 2');
  await expect(counts).toContainText('Error: 0');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByRole('heading', { name: 'Imported: 2 rows' })).toBeVisible({ timeout: 20_000 });
  await checkBothWidths(page, 'import-done');

  // The same file once more: every row is already here, so there is nothing to import.
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'contacts-again.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('heading', { name: /contacts-again\.csv/ })).toBeVisible();
  await page.getByRole('button', { name: 'Dry run' }).click();
  await expect(counts).toContainText('Create: 0');
  await expect(page.getByText('Nothing to import: every row is already here unchanged or has an error.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();

  // The contacts are there, each once.
  await page.goto(`/contacts/all?search=${encodeURIComponent(`nora`)}`);
  await expect(page.getByRole('heading', { name: 'All contacts', level: 1 })).toBeVisible();
});
