import { expect, type Page, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Issue 5: the demo student (Samuel Adeyemi, BTh level 5 part time, diocese-funded) opens Finance,
// Overview and sees his fee, invoices and balance; then applies for a bursary: the draft survives a
// reload, is saved at the college, and is submitted from a phone-sized screen, after which it is
// read only; the bursary committee (the finance office, role:bursary) awards it in Finance,
// Bursaries and the student sees the award. Needs FEATURES to include `bursaries` (e2e/serve.mjs
// turns it on); the third story reads the application the second sent.

const PHONE = { width: 360, height: 740 };

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the demo student sees his fees, invoices and balance on Finance, Overview', async ({ page }) => {
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms');
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(page).toHaveURL(/\/forms\/finance-details$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page.getByText(/student number 2400101/).first()).toBeVisible();

  const fee = page.getByRole('region', { name: /^Your fee for \d{4}\/\d{2}$/ });
  await expect(fee.getByText('£4,625.00')).toBeVisible();
  await expect(fee.getByText(/^Diocese of /)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Your balance' })
      .getByText(/^£\d[\d,]*\.\d{2}$/)
      .first(),
  ).toBeVisible();

  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices.getByRole('row')).toHaveCount(5); // a header and four invoices
  await expect(invoices.getByText('Tuition fee', { exact: false }).first()).toBeVisible();
  await expect(invoices.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(invoices.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments received' }).getByRole('listitem').first()).toBeVisible();
  await checkPage(page, 'student-finance-overview');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')).toHaveCount(4);
  await checkPage(page, 'student-finance-overview-360');
});

test('the demo student drafts a bursary application, keeps it over a reload and submits it', async ({ page }) => {
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms/bursary-application');
  await expect(page.getByRole('heading', { name: 'Bursary Application', level: 1 })).toBeVisible();
  await checkPage(page, 'student-finance-bursary');

  // Submitting an empty form puts each message next to its field, and lists it in the error
  // summary at the top as a link to the field.
  await page.getByRole('button', { name: 'Submit application' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  for (const message of [
    'Choose which bursary you are applying for.',
    'Confirm that the information you have given is true and complete.',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expect(
      page.locator('.MuiFormHelperText-root, [id$="-error"]').filter({ hasText: message }).first(),
    ).toBeVisible();
  }

  await choose(page, 'Bursary you are applying for', 'General Bursary');
  await page.getByRole('textbox', { name: 'Amount you ask for (£)' }).fill('750');
  await choose(page, 'Household income a year, before tax', '£15,000 to £24,999');
  await page.getByRole('textbox', { name: 'People who depend on you' }).fill('2');
  await page.getByRole('textbox', { name: 'Monthly outgoings (£)' }).fill('1,380');

  // The draft in this browser survives a reload.
  await page.reload();
  await expect(page.getByText(/We restored your unsaved changes/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Amount you ask for (£)' })).toHaveValue('750');
  await expect(page.getByRole('combobox', { name: 'Bursary you are applying for' })).toHaveText('General Bursary');

  // Leaving with unsaved changes asks first.
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Stay and save' }).click();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your draft is saved. You can come back and finish it later.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Draft saved \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Monthly outgoings (£)' })).toHaveValue('1380');

  // Finished and submitted on a phone.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bursary Application', level: 1 })).toBeVisible();
  await checkPage(page, 'student-finance-bursary-360');
  await page
    .getByRole('textbox', { name: 'Other funding you receive or have applied for' })
    .fill('A grant of £300 from my sending parish.');
  await page.getByRole('textbox', { name: 'Other funding this year (£)' }).fill('300');
  await page
    .getByRole('textbox', { name: 'Statement of need' })
    .fill(
      'My wife was made redundant in September and we have two children at primary school. A bursary would let me keep up the fee for the residential weekends and buy the set books for this year.',
    );
  await page.getByRole('checkbox', { name: /I declare that the information I have given is true/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toHaveCount(0);
  await expect(page.getByText('£750')).toBeVisible();
  await checkPage(page, 'student-finance-bursary-submitted-360');

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
  await checkPage(page, 'student-finance-bursary-submitted');
});

test('the bursary committee awards the demo student £500 and he sees the award', async ({ page }) => {
  test.setTimeout(300_000); // two sign-ins, eight axe scans and four reloads: over 3 minutes at load 15
  // His balance before the award, to compare with after it.
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  const before = (await (await page.request.get('/api/forms/student/finance-details')).json()).totals.balance as number;
  await page.goto('/logout');
  await signIn(page, 'finance@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const bursaries = nav.getByRole('link', { name: 'Bursaries' });
  if (!(await bursaries.isVisible())) await nav.getByText('Finance', { exact: true }).click();
  await bursaries.click();
  await expect(page).toHaveURL(/\/finance\/bursaries$/);
  await expect(page.getByRole('heading', { name: 'Bursaries', level: 1 })).toBeVisible();

  // The application sent by the story before: still Submitted, £750 asked for.
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Submitted');
  await expect(page).toHaveURL(/status=Submitted/);
  const table = page.getByRole('grid', { name: 'Bursary applications' });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Samuel Adeyemi' }) })
    .first();
  await expect(row).toContainText('£750');
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await checkBothWidths(page, 'bursary-committee-list', {
    reload: true,
    ready: () => expect(page.getByRole('link', { name: 'Samuel Adeyemi' }).first()).toBeVisible(),
  });

  await row.getByRole('link', { name: 'Samuel Adeyemi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bursary application from Samuel Adeyemi' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(dialog.getByText('£15,000 to £24,999')).toBeVisible();
  await expect(dialog.getByText(/My wife was made redundant in September/)).toBeVisible();
  await expect(dialog.getByText(/A grant of £300 from my sending parish\. \(£300\.00 in all\)/)).toBeVisible();
  await expect(dialog.getByText(/^Diocese/).first()).toBeVisible();
  await checkBothWidths(page, 'bursary-committee-application', {
    reload: true,
    ready: () => expect(dialog.getByText('£15,000 to £24,999')).toBeVisible(),
  });

  // Awarding needs an amount; the message shows next to the field and in the error summary,
  // whose link leads to the field.
  await dialog.getByRole('radio', { name: 'Award a bursary' }).check();
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  await expect(dialog.locator('#field-amount-error')).toHaveText('Enter the amount awarded.');
  await expect(dialog.getByRole('link', { name: 'Enter the amount awarded.' })).toHaveAttribute(
    'href',
    '#field-amount',
  );
  await dialog.getByRole('textbox', { name: /^Amount awarded/ }).fill('500');
  await dialog
    .getByRole('textbox', { name: 'Note' })
    .fill('Agreed at the November meeting: £500 towards this year’s fee.');
  await checkPage(page, 'bursary-committee-decide');
  await dialog.getByRole('button', { name: 'Save the decision' }).click();
  await expect(dialog.getByText('Decision saved: Samuel Adeyemi is awarded £500.00.')).toBeVisible();
  await expect(dialog.getByText(/^Awarded by .+ on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save the decision' })).toHaveCount(0);
  await checkBothWidths(page, 'bursary-committee-awarded', {
    reload: true,
    ready: () => expect(dialog.getByText(/^Awarded by /)).toBeVisible(),
  });

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption('Awarded');
  await expect(
    page
      .getByRole('grid', { name: 'Bursary applications' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Samuel Adeyemi' }) })
      .first(),
  ).toContainText('Awarded');

  // The student reads the award on his application.
  await page.goto('/logout');
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms/bursary-application');
  await expect(page.getByRole('heading', { name: 'Bursary Application', level: 1 })).toBeVisible();
  await expect(page.getByText('Awarded', { exact: true })).toBeVisible();
  await expect(page.getByText(/^The committee has awarded you £500\.00/)).toBeVisible();
  await checkBothWidths(page, 'student-finance-bursary-awarded', {
    reload: true,
    ready: () => expect(page.getByText(/^The committee has awarded you £500\.00/)).toBeVisible(),
  });

  // Issue 11.19: the award is taken off what he owes, as a credit note, and his balance falls by it.
  await page.goto('/forms/finance-details');
  const credits = page.getByRole('region', { name: 'Credits taken off what you owe' });
  await expect(credits.getByText(/General Bursary \d{4}\/\d{2} \(credit note CN-\d{4}-\d{5}\)/)).toBeVisible();
  await expect(credits.getByText('-£500.00')).toBeVisible();
  expect((await (await page.request.get('/api/forms/student/finance-details')).json()).totals.balance).toBe(
    before - 50_000,
  );
  await checkBothWidths(page, 'student-finance-credited', {
    reload: true,
    ready: () => expect(credits.getByText('-£500.00')).toBeVisible(),
  });
});
