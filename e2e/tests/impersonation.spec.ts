import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';
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

test('the registry opens a student’s record, logs in as the student in one click and returns in one click (issue 11)', async ({
  page,
}) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto(`/students/${demoStudentId()}`);
  await expect(page.getByRole('heading', { name: 'Samuel Adeyemi', level: 1 })).toBeVisible();
  const logInAs = page.getByRole('link', { name: 'Log in as Samuel Adeyemi' });
  await expect(logInAs).toBeVisible();
  await checkBothWidths(page, 'student-record-login-as', { ready: () => expect(logInAs).toBeVisible() });

  // Nothing of the staff page is asked for again under the student's identity (no 403s).
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url());
  });
  await logInAs.click();
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  await expect(page.getByText('You do not have permission to do this.')).toHaveCount(0);
  const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
  await expect(banner).toContainText('Samuel Adeyemi');
  await expect(banner).toContainText('Rachel Hughes');
  await checkBothWidths(page, 'acting-as-student', { ready: () => expect(banner).toBeVisible() });

  await banner.getByRole('button', { name: 'Return to my account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(/You are acting as/)).toHaveCount(0);
  expect((await (await page.request.get('/auth/account')).json()).email).toBe('registry@demo.college');
});

test('the registry is not offered "Log in as" on the finance officer’s account (it would lend rights)', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const finance = queryServerDatabase<{ id: number }>("select id from users where email = 'finance@demo.college'").id;
  // The administrator may act as anyone: the action is there on a user's page.
  await page.goto(`/users/${finance}`);
  await expect(page.getByRole('link', { name: /^Log in as / })).toBeVisible();
  await checkPage(page, 'user-record-login-as');
  // The registry has no users screen; the server says no to finance.
  await page.goto('/logout');
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const ability = await (await page.request.get(`/auth/loginas/user/${finance}`)).json();
  expect(ability.canLoginAs).toBe(false);
});
