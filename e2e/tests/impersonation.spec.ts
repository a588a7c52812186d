import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';
import { queryServerDatabase } from './server-database.ts';

function demoStudentId(): number {
  return queryServerDatabase<{ id: number }>(
    "select students.id from students join users on users.person_id = students.person_id where users.email = 'student@demo.college'",
  ).id;
}

test('an administrator acts as a student and returns to their own account', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto(`/loginas/student/${demoStudentId()}`);
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await expect(page.getByText(/You are acting as/)).toContainText('Samuel Adeyemi');
  const acting = await (await page.request.get('/auth/account')).json();
  expect(acting.email).toBe('student@demo.college');
  expect(acting.overridingUser.email).toBe('admin@demo.college');
  await checkPage(page, 'impersonating-student');

  await page.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
  const back = await (await page.request.get('/auth/account')).json();
  expect(back.email).toBe('admin@demo.college');
  expect(back.overridingUser).toBeNull();
});

test('a tutor may not act as anyone', async ({ page }) => {
  await signIn(page, 'tutor@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto(`/loginas/student/${demoStudentId()}`);
  await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
  const me = await (await page.request.get('/auth/account')).json();
  expect(me.email).toBe('tutor@demo.college');
});
