import { expect, type Page, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

// Issue 5: the demo student asks for an interruption of studies; the draft survives a reload, the
// request shows as pending under the form and can be withdrawn. Deferrals and Withdrawal share the
// screen.

const PHONE = { width: 360, height: 740 };

async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, `${name}-360`);
  if (desktop) await page.setViewportSize(desktop);
}

test('the demo student asks for an interruption of studies, keeps a draft and withdraws the request', async ({ page }) => {
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms/interruption-of-studies');
  await expect(page.getByRole('heading', { name: 'Interruption of Studies', level: 1 })).toBeVisible();
  await checkPage(page, 'student-requests-ios');

  // Sending without a reason shows the message next to the field.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Say why you are asking.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Why do you need to interrupt/ }).fill('I am caring for my father after his operation.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Why do you need to interrupt/ })).toHaveValue('I am caring for my father after his operation.');
  await page.getByLabel(/^From/).fill('2026-12-01');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent to the registry.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'My requests' });
  await expect(mine.getByText(/^Pending: From 2026-12-01/)).toBeVisible();
  await atPhoneWidth(page, 'student-requests-ios');

  await mine.getByRole('button', { name: 'Withdraw' }).first().click();
  await expect(mine.getByText(/^Withdrawn: From 2026-12-01/).first()).toBeVisible();

  for (const [path, title] of [
    ['deferrals', 'Deferrals'],
    ['withdrawal', 'Withdrawal'],
  ] as const) {
    await page.goto(`/forms/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await checkPage(page, `student-requests-${path}`);
  }
});
