import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 20, feature personal-tutor: the registry gives students a personal tutor from the list;
// the student sees their tutor's contact details and asks for a meeting (an e-mail to the tutor).

test('the registry assigns a personal tutor to chosen students', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'registry@demo.college');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Students', exact: true }).click();
  await menu.getByRole('link', { name: 'Personal tutors' }).click();
  await expect(page.getByRole('heading', { name: 'Personal tutors', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Students and their personal tutors' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await grid.getByRole('checkbox', { name: 'Select row' }).first().check();
  await page.getByLabel('Tutor to assign').selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Assign to chosen students' }).click();
  await expect(page.getByText(/^1 student now has .+ as personal tutor\.$/)).toBeVisible();
  await checkBothWidths(page, 'flag-personal-tutors', { ready: () => expect(grid).toBeVisible() });
});

test('the student sees their personal tutor and asks for a meeting', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'student@demo.college');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/forms/personal-tutor');
  await expect(page.getByRole('heading', { name: 'My Personal Tutor', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Say what you would like to talk about.')).toBeVisible();
  await page.getByLabel('What would you like to talk about?').fill('My placement next term');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText(/^Your request was sent to /)).toBeVisible();
  await checkBothWidths(page, 'flag-personal-tutor', {
    ready: () => expect(page.getByRole('heading', { name: 'Ask for a meeting' })).toBeVisible(),
  });
});
