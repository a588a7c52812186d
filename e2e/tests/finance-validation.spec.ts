import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 14, Finance > Validation: the finance office opens the checks from the menu, follows an
// invoice overdue more than 30 days to the student's Finance tab, records the payment that was
// missing, and the check has one fewer on it.

test('finance works an overdue invoice off the validation page', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: 'Validation' });
  if (!(await link.isVisible())) await nav.getByText('Finance', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/finance\/validation$/);
  await expect(page.getByRole('heading', { name: 'Validation', level: 1 })).toBeVisible();

  const overdue = page.getByRole('region', { name: 'Invoices overdue more than 30 days' });
  const count = Number(await overdue.getByLabel(/ found$/).textContent());
  expect(count).toBeGreaterThan(0);
  await checkBothWidths(page, 'finance-validation', {
    reload: true,
    ready: () => expect(overdue.getByLabel(/ found$/)).toBeVisible(),
  });

  // The first item names the invoice and what it still needs.
  const first = overdue.getByRole('listitem').first();
  const detail = (await first.textContent()) ?? '';
  const owed = /: £([\d,]+\.\d{2}) due since/.exec(detail)?.[1] ?? '';
  expect(owed).not.toBe('');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/students\/\d+\?tab=finance$/);

  const form = page.getByRole('region', { name: 'Record a payment' });
  await form.getByRole('textbox', { name: 'Reference' }).fill('LATE FEES PAID');
  await form.getByRole('textbox', { name: 'Amount (£)' }).fill(owed);
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(form.getByText(new RegExp(`^£${owed.replace('.', '\\.')} recorded: settles`))).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/finance\/validation$/);
  await page.reload();
  await expect(overdue.getByLabel(/ found$/)).toHaveText(String(count - 1));
});
