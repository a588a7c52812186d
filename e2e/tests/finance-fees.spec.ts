import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 14 (feature invoices): the finance office opens the demo student's record, Finance
// summary, sees his fee assessment with its issued invoice, moves him from paying in full to
// termly: the issued invoice stays as it is and the admin3 charge is drafted over the later terms;
// it issues the drafts, which take the next invoice numbers and appear on his statement.

test('finance changes a student’s schedule and issues the regenerated invoices', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const found = await (await page.request.get('/api/students?search=Adeyemi')).json();
  const samuel = found.items.find((s: { firstName: string }) => s.firstName === 'Samuel');
  await page.goto(`/students/${samuel.id}?tab=finance`);

  const panel = page.getByRole('region', { name: 'Fees and invoices' });
  const year = panel.getByRole('region', { name: /^Fee assessment \d{4}\/\d{2}$/ });
  await expect(year.getByRole('heading', { level: 3 })).toContainText('£4,625.00 on InFull');
  await expect(year.getByRole('list', { name: /^Invoices of / }).getByRole('listitem')).toHaveCount(1);
  await expect(year.getByRole('button', { name: 'Nothing to issue' })).toBeDisabled();
  await checkBothWidths(page, 'finance-fees-assessment', {
    reload: true,
    ready: () => expect(year.getByRole('heading', { level: 3 })).toBeVisible(),
  });

  const before = (await (await page.request.get(`/api/students/${samuel.id}/finance`)).json()).account.totals
    .invoiced as number;
  await year.getByRole('combobox', { name: 'Payment schedule' }).click();
  await page.getByRole('option', { name: 'Termly', exact: true }).click();
  await year.getByRole('button', { name: 'Change schedule' }).click();
  await expect(year.getByRole('heading', { level: 3 })).toContainText('on Termly (admin3)');
  const invoices = year.getByRole('list', { name: /^Invoices of / }).getByRole('listitem');
  await expect(invoices).toHaveCount(3);
  await expect(invoices.filter({ hasText: 'Draft' })).toHaveCount(2);
  await expect(invoices.filter({ hasText: /^INV-\d{4}-\d{5}/ })).toContainText('£4,625.00');
  await checkBothWidths(page, 'finance-fees-drafts', {
    reload: true,
    ready: () => expect(year.getByRole('button', { name: 'Issue 2 draft invoices' })).toBeVisible(),
  });

  await year.getByRole('button', { name: 'Issue 2 draft invoices' }).click();
  await expect(year.getByRole('button', { name: 'Nothing to issue' })).toBeVisible();
  await expect(invoices.filter({ hasText: /^INV-\d{4}-\d{5}/ })).toHaveCount(3);
  const statement = page.getByRole('table', { name: 'Statement' });
  await expect(statement.getByText(/^Invoice INV-\d{4}-\d{5}$/)).toHaveCount(6); // his tuition, the two new ones and three residential
  expect((await (await page.request.get(`/api/students/${samuel.id}/finance`)).json()).account.totals.invoiced).toBe(
    before + 2_500,
  );
  await checkBothWidths(page, 'finance-fees-issued', {
    reload: true,
    ready: () => expect(year.getByRole('button', { name: 'Nothing to issue' })).toBeVisible(),
  });
});

test('finance records a payment and the student sees the new balance', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const found = await (await page.request.get('/api/students?search=Adeyemi')).json();
  const samuel = found.items.find((s: { firstName: string }) => s.firstName === 'Samuel');
  const before = (await (await page.request.get(`/api/students/${samuel.id}/finance`)).json()).account.totals
    .balance as number;
  await page.goto(`/students/${samuel.id}?tab=finance`);

  const form = page.getByRole('region', { name: 'Record a payment' });
  // A bad amount is put right at the field, and nothing is recorded.
  await form.getByRole('textbox', { name: 'Reference' }).fill('ADEYEMI TERM 2');
  await form.getByRole('textbox', { name: 'Amount (£)' }).fill('three hundred');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(form.getByText('Enter the amount in pounds, like 250.00.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount (£)' }).fill('300.00');
  await form.getByRole('button', { name: 'Record the payment' }).click();
  await expect(form.getByText(/^£300\.00 recorded: settles INV-\d{4}-\d{5}/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Statement' }).getByText('ADEYEMI TERM 2', { exact: false }).first(),
  ).toBeVisible();
  await checkBothWidths(page, 'finance-fees-payment', { reload: true, ready: () => expect(form).toBeVisible() });

  const after = before - 30_000;
  expect((await (await page.request.get(`/api/students/${samuel.id}/finance`)).json()).account.totals.balance).toBe(
    after,
  );

  await page.goto('/logout');
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms/finance-details');
  const balance = page.getByRole('region', { name: 'Your balance' });
  const shown =
    after < 0
      ? `£${(-after / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
      : `£${(after / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
  await expect(balance.getByText(after < 0 ? 'In credit' : 'Balance to pay')).toBeVisible();
  await expect(balance.getByText(shown, { exact: true })).toBeVisible();
  await checkBothWidths(page, 'finance-fees-student-balance', {
    reload: true,
    ready: () => expect(balance.getByText(shown, { exact: true })).toBeVisible(),
  });
});
