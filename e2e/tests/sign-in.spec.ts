import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

test.describe('signing in', () => {
  test('the login page is accessible and a wrong password shows the message', async ({ page }) => {
    await page.goto('/pages/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await checkPage(page, 'login');
    await signIn(page, 'registry@demo.college', 'not-my-password');
    await expect(page.getByRole('alert')).toContainText('The e-mail address or password is not correct.');
    // issue 19: a sentence, never "401 · Needs authentication".
    await expect(page.getByRole('alert')).not.toContainText('401');
    await expect(page.getByRole('alert')).not.toContainText('Needs authentication');
    await expect(page).toHaveURL(/\/pages\/login/);
    await checkPage(page, 'login-wrong-password');
  });

  test('an empty form is stopped with a message next to each field', async ({ page }) => {
    await page.goto('/pages/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // issue 19: the GOV.UK error summary, focused, linking to each field; each message also at its field.
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Enter your e-mail address.', 'Enter your password.']);
    await expect(page.getByText('Enter your e-mail address.')).toHaveCount(2);
    await summary.getByRole('link', { name: 'Enter your password.' }).click();
    await expect(page.getByLabel('Password')).toBeFocused();
    await checkPage(page, 'login-error-summary');
    // The next attempt clears them.
    await page.getByLabel('E-mail address').fill('registry@demo.college');
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is not correct.');
    await expect(summary).toHaveCount(0);
  });

  test('a protected page sends you to sign in and back again', async ({ page }) => {
    await page.goto('/dashboard?from=bookmark');
    await expect(page).toHaveURL(/\/pages\/login\?redirect=%2Fdashboard%3Ffrom%3Dbookmark/);
    await page.getByLabel('E-mail address').fill('registry@demo.college');
    await page.getByLabel('Password').fill('college-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('signing out ends the session on the server', async ({ page }) => {
    await signIn(page, 'finance@demo.college');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/pages\/login/);
    const account = await page.request.get('/auth/account');
    expect(account.status()).toBe(404);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/pages\/login/);
  });

  test('the sysadmin sign-in admits system administrators only', async ({ page }) => {
    await page.goto('/sysadmin');
    await expect(page).toHaveURL(/\/pages\/sysadmin$/);
    await checkPage(page, 'sysadmin');
    await page.getByLabel('E-mail address').fill('registry@demo.college');
    await page.getByLabel('Password').fill('college-demo-2026');
    await page.getByRole('button', { name: /sign in/i }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'This sign-in is for system administrators only.' });
    await expect(refusal).toHaveText('This sign-in is for system administrators only.');
  });
});
