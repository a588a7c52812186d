import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 14, the finance office's year: on Finance > Runs finance creates next year's fee
// assessments as a background run and sees its progress and result (a second run finds nothing
// left), issues a month's invoices (a student moved from paying in full to termly has two drafts), and records a payment;
// the student sees the new balance.

test('finance starts next year’s assessments, issues the month’s invoices and records a payment', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name: 'Runs' });
  if (!(await link.isVisible())) await nav.getByText('Finance', { exact: true }).click();
  await link.click();
  await expect(page).toHaveURL(/\/finance\/runs$/);
  await expect(page.getByRole('heading', { name: 'Runs', level: 1 })).toBeVisible({ timeout: 60_000 });

  // Next academic year is chosen already: start it and follow the run to its result. (The demo has
  // no sessions of next year yet, so it finds nothing to do; the API tests assess real sessions.)
  const assess = page.getByRole('region', { name: 'Create fee assessments' });
  const year = (await assess.getByRole('combobox', { name: 'Academic year' }).textContent()) ?? '';
  expect(year).toMatch(/^\d{4}\/\d{2}$/);
  await assess.getByRole('button', { name: 'Create assessments' }).click();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(`Create fee assessments · ${year}`);
  await expect(first.getByRole('status')).toContainText(/^\d+ assessments made/, { timeout: 60_000 });
  const startYear = Number(year.slice(0, 4));
  await checkBothWidths(page, 'finance-runs', {
    reload: true,
    ready: () => expect(page.getByRole('article').first().getByRole('status')).toBeVisible({ timeout: 60_000 }),
  });

  // Run again: nothing doubles.
  await assess.getByRole('button', { name: 'Create assessments' }).click();
  await expect(page.getByRole('article').first().getByRole('status')).toHaveText(
    '0 assessments made. There was nothing left to do.',
    { timeout: 60_000 },
  );

  // A student paying in full moves to termly: his later instalments are drafted. The month's run
  // issues them (and only once).
  const current = await (
    await page.request.get(`/api/finance/invoices?academicYear=${startYear - 1}&intake=September&sort=dueOn&order=asc`)
  ).json();
  const label = `Tuition fee ${startYear - 1}/${String(startYear).slice(2)}`;
  const row = current.items.find(
    (i: { description: string; intake: string; studentName: string }) =>
      i.description === label && i.intake === 'September' && !i.studentName.includes('Adeyemi'),
  );
  const studentId = row.studentId as number;
  await page.goto(`/students/${studentId}?tab=finance`);
  const fees = page
    .getByRole('region', { name: 'Fees and invoices' })
    .getByRole('region', { name: `Fee assessment ${startYear - 1}/${String(startYear).slice(2)}` });
  await fees.getByRole('combobox', { name: 'Payment schedule' }).click();
  await page.getByRole('option', { name: 'Termly', exact: true }).click();
  await fees.getByRole('button', { name: 'Change schedule' }).click();
  const invoices = fees.getByRole('list', { name: /^Invoices of / }).getByRole('listitem');
  await expect(invoices.filter({ hasText: 'Draft' })).toHaveCount(2, { timeout: 60_000 });
  const drafts = await (
    await page.request.get(`/api/finance/invoices?state=draft&search=${row.partnerId}&sort=dueOn&order=desc`)
  ).json();
  const month = (drafts.items[0].dueOn as string).slice(0, 7);

  await page.goto('/finance/runs');
  const issue = page.getByRole('region', { name: 'Issue invoices' });
  await issue.getByLabel('Due by the end of').fill(month);
  await issue.getByRole('button', { name: 'Issue invoices' }).click();
  const issued = page.getByRole('article').first();
  await expect(issued.getByRole('heading')).toHaveText(`Issue invoices · ${month}`);
  await expect(issued.getByRole('status')).toContainText(/^[1-9]\d* invoices issued\.$/, { timeout: 60_000 });
  await issue.getByRole('button', { name: 'Issue invoices' }).click();
  await expect(page.getByRole('article').first().getByRole('status')).toHaveText(
    '0 invoices issued. There was nothing left to do.',
    { timeout: 60_000 },
  );
  await page.goto(`/students/${studentId}?tab=finance`);
  await expect(fees.getByRole('button', { name: 'Nothing to issue' })).toBeVisible({ timeout: 60_000 });
  await expect(invoices.filter({ hasText: /^INV-\d{4}-\d{5}/ })).toHaveCount(3);

  // A payment finance allocates to the last instalment; the student's balance falls by as much.
  const before = (await (await page.request.get(`/api/students/${studentId}/finance`)).json()).account.totals
    .balance as number;
  const form = page.getByRole('region', { name: 'Record a payment' });
  await form.getByRole('textbox', { name: 'Reference' }).fill('LAST INSTALMENT');
  // Everything owed and £50 more: the rest is credit on the account.
  const amount = before + 5_000;
  await form.getByRole('textbox', { name: 'Amount (£)' }).fill((amount / 100).toFixed(2));
  await form.getByRole('combobox', { name: 'Pays' }).click();
  const last = page.getByRole('option').last();
  const number = /^(INV-\d{4}-\d{5})/.exec((await last.textContent()) ?? '')?.[1] ?? '';
  expect(number).not.toBe('');
  await last.click();
  await page.keyboard.press('Escape');
  await expect(form.getByRole('combobox', { name: 'Pays' })).toHaveText(number);
  await checkBothWidths(page, 'finance-payment-picked', { ready: () => expect(form).toBeVisible() });
  await form.getByRole('button', { name: 'Record the payment' }).click();
  // Only the picked invoice is settled; what it did not need stays as credit.
  await expect(
    form.getByText(
      new RegExp(
        `^£[\\d.,]+ recorded: settles ${number} \\(£[\\d.,]+\\)(; £[\\d.,]+ kept on the account as credit)?\\.$`,
      ),
    ),
  ).toBeVisible({ timeout: 60_000 });
  expect((await (await page.request.get(`/api/students/${studentId}/finance`)).json()).account.totals.balance).toBe(
    -5_000,
  );

  // The credit is paid back; the account is square and the statement shows the refund.
  const refund = page.getByRole('region', { name: 'Refund credit' });
  await expect(refund.getByText('£50.00 is on the account as credit.')).toBeVisible({ timeout: 60_000 });
  await refund.getByRole('textbox', { name: 'Reference' }).fill('REFUND OVERPAYMENT');
  await checkBothWidths(page, 'finance-refund', { ready: () => expect(refund).toBeVisible() });
  await refund.getByRole('button', { name: 'Record the refund' }).click();
  await expect(refund).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Statement' }).getByText('REFUND OVERPAYMENT')).toBeVisible();
  expect((await (await page.request.get(`/api/students/${studentId}/finance`)).json()).account.totals.balance).toBe(0);
});
