import { expect, type Page, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

// Issue 5: the demo student (Samuel Adeyemi, BTh level 5 part time, diocese-funded) opens Finance,
// Overview and sees his fee, invoices and balance; then applies for a bursary: the draft survives a
// reload, is saved at the college, and is submitted from a phone-sized screen, after which it is
// read only. Needs FEATURES to include `bursaries` (e2e/serve.mjs turns it on).

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
  await expect(page.getByRole('region', { name: 'Your balance' }).getByText(/^£\d[\d,]*\.\d{2}$/).first()).toBeVisible();

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

  // Submitting an empty form puts each message next to its field.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Choose which bursary you are applying for.')).toBeVisible();
  await expect(page.getByText('Confirm that the information you have given is true and complete.')).toBeVisible();

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
  await page.getByRole('textbox', { name: 'Other funding you receive or have applied for' }).fill('A grant of £300 from my sending parish.');
  await page.getByRole('textbox', { name: 'Other funding this year (£)' }).fill('300');
  await page
    .getByRole('textbox', { name: 'Statement of need' })
    .fill('My wife was made redundant in September and we have two children at primary school. A bursary would let me keep up the fee for the residential weekends and buy the set books for this year.');
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
