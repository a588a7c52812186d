import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 17: a student withdraws their marketing e-mail consent in the portal (below Personal
// Details); a manager then sees the withdrawal in the contact's Consents tab, recorded via Portal.

test('a student changes their marketing consent; the manager sees it in the history', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/forms/personal-details');
  const panel = page.getByRole('region', { name: 'Marketing consents' });
  const toggle = panel.getByRole('switch', { name: 'Marketing e-mails' });
  await expect(toggle).toBeVisible();
  if (!(await toggle.isChecked())) {
    await toggle.click();
    await expect(panel.getByText(/^Given on/)).toBeVisible();
  }
  await toggle.click();
  await expect(panel.getByText(/^Withdrawn on/)).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await checkBothWidths(page, 'portal-marketing-consents', { ready: () => expect(panel).toBeVisible() });

  await page.context().clearCookies();
  await signIn(page, 'admin@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found = await (await page.request.get('/api/contacts?search=student%40demo.college')).json();
  const personId = Number(found.items[0].id);
  await page.goto(`/contacts/${personId}`);
  // The contact record opens on the person's timeline; consents are the next tab.
  await page.getByRole('tab', { name: 'Consents' }).click();
  const history = page.getByRole('table', { name: 'Marketing e-mails history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Withdrawn');
  await expect(history.getByRole('row').nth(1)).toContainText('Portal');
  await expect(page.getByRole('heading', { name: 'Record a grant / withdrawal' })).toBeVisible();
  await checkBothWidths(page, 'contact-consents', { ready: () => expect(history).toBeVisible() });
});
