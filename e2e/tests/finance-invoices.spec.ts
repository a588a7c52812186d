import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 14, Finance > Invoices: finance filters the demo year's invoices to the overdue ones
// (the totals follow; issue 19: on the one list grid, states by their labels), opens one from its row, sees its instalments and payments, goes to the student's
// Finance tab and downloads the PDF statement; then keeps a fee rate on Finance > Fee rates.

test('finance reads the invoices, opens one and downloads the statement', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: 'Invoices' });
  if (!(await link.isVisible())) await nav.getByText('Finance', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/finance\/invoices$/);
  // Issue 19: the one list grid, the totals of every invoice the filters select below it.
  const grid = page.getByRole('grid', { name: 'Invoices' });
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText(/Totals of \d+ invoices/, { timeout: 60_000 });
  const all = Number(/Totals of (\d+)/.exec((await totals.textContent()) ?? '')?.[1]);
  expect(all).toBeGreaterThan(0);

  // The state filter offers the states invoices are in, by their labels.
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state.getByRole('option', { name: 'Overdue' })).toHaveCount(1);
  await expect(state.getByRole('option', { name: 'overdue', exact: true })).toHaveCount(0);
  await state.selectOption({ label: 'Overdue' });
  await expect(page).toHaveURL(/state=overdue/);
  await expect(totals).not.toContainText(`Totals of ${all} `);
  const first = grid
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /^INV-/ }) })
    .first();
  await expect(first).toContainText('Overdue', { timeout: 60_000 });
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(first).toContainText(/£[\d,]+\.\d{2}/);
  await checkBothWidths(page, 'finance-invoices', {
    reload: true,
    ready: () => expect(totals).toBeVisible({ timeout: 60_000 }),
  });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.xlsx$/);

  // The row opens the invoice (its number is a link too).
  const number = (await first.getByRole('link', { name: /^INV-/ }).textContent()) ?? '';
  await first.getByRole('gridcell').filter({ hasText: /^£/ }).first().click();
  await expect(page.getByRole('heading', { name: `Invoice ${number}`, level: 1 })).toBeVisible({ timeout: 60_000 });
  // An instalment lists its fee's instalments, itself among them; a separate charge (a residential
  // weekend, last year's balance) says it is none (which one is first depends on today's date).
  const instalments = page.getByRole('region', { name: 'Instalments of this fee' });
  await expect(
    instalments
      .getByText(`${number} (this invoice)`)
      .or(instalments.getByText("This invoice is not one of a fee's instalments.")),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accounting system' })).toContainText('Not sent');
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText(/Invoice issued/)).toBeVisible({ timeout: 60_000 });
  await checkBothWidths(page, 'finance-invoice-record', {
    reload: true,
    ready: () => expect(history.getByText(/Invoice issued/)).toBeVisible({ timeout: 60_000 }),
  });

  await page.getByRole('region', { name: 'Invoice', exact: true }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/students\/\d+\?tab=finance$/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF statement' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^statement-\d{7}-\d{4}-\d{2}-\d{2}\.pdf$/);
});

test('finance keeps the fee rates', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.goto('/finance/feerates');
  await expect(page.getByRole('heading', { name: 'Fee rates', level: 1 })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('region', { name: /Add or replace a rate/ });
  await form.getByRole('textbox', { name: 'Programme' }).fill('BTh');
  await form.getByRole('textbox', { name: 'Level' }).fill('6');
  await form.getByRole('textbox', { name: 'Fee (£)' }).fill('abc');
  await form.getByRole('button', { name: 'Save rate' }).click();
  await expect(form.getByText('Enter the fee in pounds, like 4,625.00.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Fee (£)' }).fill('4,321.50');
  await form.getByRole('button', { name: 'Save rate' }).click();
  await expect(page.getByRole('row').filter({ hasText: '£4,321.50' })).toHaveCount(1);
  await checkBothWidths(page, 'finance-fee-rates', {
    reload: true,
    ready: () => expect(page.getByRole('row').filter({ hasText: '£4,321.50' })).toHaveCount(1, { timeout: 60_000 }),
  });
});
