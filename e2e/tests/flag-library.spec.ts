import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';
import { queryServerDatabase } from './server-database.ts';

// Issue 20, feature library: the registry gives a student a library account number on the record
// page (the catalogue link appears at once), then, acting as the student, sees it on Student
// Forms → Library.

test('the registry adds a library account number and the student sees it with the catalogue link', async ({ page }) => {
  const { id } = queryServerDatabase<{ id: number }>(
    "select students.id from students join users on users.person_id = students.person_id where users.email = 'student@demo.college'",
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto(`/students/${id}`);
  const panel = page.getByRole('region', { name: 'Library' });
  await panel.getByRole('button', { name: /Add number|Change number/ }).click();
  const field = panel.getByRole('textbox', { name: 'Library account number' });
  await field.fill('bad number!');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('Use letters, digits, dots, slashes and hyphens only.')).toBeVisible();
  await field.fill('LIB-20417');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByTestId('library-account')).toHaveText('LIB-20417');
  const link = panel.getByRole('link', { name: /Open in the library catalogue/ });
  await expect(link).toHaveAttribute('href', 'https://library.example.ac.uk/patron/LIB-20417');
  await expect(link).toHaveAttribute('target', '_blank');
  await checkBothWidths(page, 'flag-library-record', { ready: () => expect(link).toBeVisible() });

  await page.goto(`/loginas/student/${id}`);
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Library', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await expect(page.getByText('LIB-20417')).toBeVisible();
  await checkBothWidths(page, 'flag-library-portal', {
    ready: () => expect(page.getByRole('link', { name: /Open in the library catalogue/ })).toBeVisible(),
  });
});
