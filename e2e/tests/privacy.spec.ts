import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 15, the person's own data: the administrator finds one person and downloads their subject
// access export, then finds another and anonymises them after typing the name.

test('the administrator exports one person’s data and anonymises another', async ({ page }) => {
  const tag = Date.now();
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const made: Record<string, number> = {};
  for (const [first, last] of [
    ['Hilda', `Whitby${tag}`],
    ['Oswin', `Gilling${tag}`],
  ] as const) {
    const res = await page.request.post('/api/contacts', {
      data: { firstName: first, lastName: last, email: `${first.toLowerCase()}.${tag}@example.org` },
    });
    expect(res.status()).toBe(201);
    made[first] = ((await res.json()) as { id: number }).id;
  }

  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Name, e-mail or record number').fill(`Whitby${tag}`);
  await page.getByRole('list', { name: 'People found' }).getByText(`Hilda Whitby${tag}`).click();
  await expect(page.getByRole('heading', { name: `Hilda Whitby${tag}`, level: 2 })).toBeVisible();
  await expect(page.getByText('No export has been made.')).toBeVisible();
  await page.getByRole('button', { name: 'Produce export' }).click();
  await expect(page.getByText('Ready', { exact: true })).toBeVisible({ timeout: 30_000 });
  await checkBothWidths(page, 'privacy-export');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download zip' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^subject-access-\d+-\d+\.zip$/);
  const bytes = readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.length).toBeGreaterThan(200);

  await page.getByLabel('Name, e-mail or record number').fill(`oswin.${tag}`);
  await page.getByRole('list', { name: 'People found' }).getByText(`Oswin Gilling${tag}`).click();
  await expect(page.getByRole('heading', { name: `Oswin Gilling${tag}`, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Anonymise…' }).click();
  const dialog = page.getByRole('dialog', { name: `Anonymise Oswin Gilling${tag}?` });
  await dialog.getByLabel(/Reason/).fill('Asked to be forgotten, by letter.');
  const go = dialog.getByRole('button', { name: 'Anonymise', exact: true });
  await dialog.getByLabel(/to confirm/).fill('Oswin');
  await expect(go).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(`Oswin Gilling${tag}`);
  await checkBothWidths(page, 'privacy-anonymise-confirm');
  await go.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Anonymised Person ${made.Oswin}`, level: 2 })).toBeVisible();
  await expect(page.getByText(/Anonymised on/)).toBeVisible();
  await checkBothWidths(page, 'privacy-anonymised');
});
