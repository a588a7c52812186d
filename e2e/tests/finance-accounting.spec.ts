import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 14 (feature accounting): on Finance > Validation the finance office sees the Xero
// connection (not connected on this server: no Xero app is configured, so Connect is offered but
// disabled with the reason), the check of documents not yet in Xero (the demo year's invoices wait
// in the outbox; one was refused by Xero, with its message), and chooses the account codes Xero will be sent.

test('finance sees the Xero connection and the documents waiting for it, and sets the accounts', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: 'Validation' });
  if (!(await link.isVisible())) await nav.getByText('Finance', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/finance\/validation$/);
  const panel = page.getByRole('region', { name: 'Xero connection' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/^Not connected: invoices, credit notes and payments wait here/)).toBeVisible();
  await expect(panel.getByText(/Xero is not configured on this server/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Connect to Xero' })).toBeDisabled();

  const check = panel.getByRole('region', { name: 'Invoices not yet in the accounting system or failed there' });
  const count = Number(await check.getByLabel(/ found$/).textContent());
  expect(count).toBeGreaterThan(0);
  // The demo year's one refusal comes first, with Xero's message and a Retry; the rest wait.
  await expect(check.getByRole('listitem').first()).toContainText(
    /Invoice INV-\d{4}-\d+ — refused: Xero: The contact name .+ is already assigned to another contact\./,
  );
  await expect(check.getByRole('button', { name: /^Retry INV-\d{4}-\d+$/ })).toHaveCount(1);
  await expect(check.getByRole('listitem').nth(1)).toContainText(/Invoice INV-\d{4}-\d+ — waiting/);

  const accounts = panel.getByRole('form', { name: 'Xero accounts' });
  // The codes are chosen from System data's account codes (system-data.spec.ts adds one).
  const sales = accounts.getByRole('combobox', { name: 'Sales account code' });
  await expect(sales).toHaveText('200');
  await sales.click();
  await page.getByRole('option', { name: '090', exact: true }).click();
  await accounts.getByRole('button', { name: 'Save accounts' }).click();
  await expect(accounts.getByRole('status')).toHaveText(/^Saved\./);
  await page.reload();
  await expect(panel.getByRole('combobox', { name: 'Sales account code' })).toHaveText('090', { timeout: 30_000 });

  await checkBothWidths(page, 'finance-accounting', {
    reload: true,
    ready: () => expect(panel.getByLabel(/ found$/).first()).toBeVisible({ timeout: 30_000 }),
  });
});
