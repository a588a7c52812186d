import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 20, feature badges: the registry defines a badge and grants it to a student by partner
// id; the awards report lists it; the student sees the badge in the portal.

test('the registry defines a badge, grants it and finds it in the report', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'registry@demo.college');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Students', exact: true }).click();
  await menu.getByRole('link', { name: 'Badges' }).click();
  await expect(page.getByRole('heading', { name: 'Badges', level: 1 })).toBeVisible();

  await page.getByLabel('New badge').fill('Residential weekend');
  await page.getByLabel('Description').fill('Attended the autumn residential');
  await page.getByRole('button', { name: 'Add badge' }).click();
  await expect(page.getByRole('list', { name: 'The badges' }).getByText('Residential weekend')).toBeVisible();

  const grant = page.getByRole('form', { name: 'Grant a badge' });
  await grant.getByLabel('Badge').selectOption({ label: 'Residential weekend' });
  await grant.getByLabel('Partner ids').fill('2400101, 9999999');
  await grant.getByRole('button', { name: 'Grant badge' }).click();
  await expect(grant.getByText('No student has the partner id 9999999.')).toBeVisible();
  await grant.getByLabel('Partner ids').fill('2400101');
  await grant.getByRole('button', { name: 'Grant badge' }).click();
  await expect(grant.getByText('Granted to 1 student.')).toBeVisible();
  const report = page.getByRole('grid', { name: 'Badge awards' });
  await expect(report.getByText('Samuel Adeyemi')).toBeVisible();
  await checkBothWidths(page, 'flag-badges', { ready: () => expect(report).toBeVisible() });
});

test('the student sees their badges', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'student@demo.college');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/forms/badges');
  await expect(page.getByRole('heading', { name: 'My Badges', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Residential weekend' })).toBeVisible();
  await checkBothWidths(page, 'flag-my-badges', {
    ready: () => expect(page.getByRole('heading', { name: 'Residential weekend' })).toBeVisible(),
  });
});
