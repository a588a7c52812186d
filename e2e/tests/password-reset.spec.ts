import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';
import { queryServerDatabase } from './server-database.ts';

test('a student without a password sets one from a reset link the administrator issued', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A demo student whose portal account has no password yet (the users screen comes later).
  const student = queryServerDatabase<{ id: number; email: string }>(
    'select users.id, users.email from users join students on students.person_id = users.person_id where users.password_hash is null order by users.id limit 1',
  );
  const issued = await page.request.post('/auth/reset', { data: { id: student.id } });
  expect(issued.status()).toBe(201);
  const { link } = await issued.json();

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByText(student.email)).toBeVisible();
  await checkPage(visitor, 'reset-password');
  await visitor.getByLabel('New password', { exact: false }).first().fill('short');
  await visitor.getByLabel('New password again').fill('short');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visitor.getByText('Use at least 12 characters.')).toBeVisible();

  await visitor.getByLabel('New password', { exact: false }).first().fill('my-first-portal-password');
  await visitor.getByLabel('New password again').fill('my-first-portal-password');
  await visitor.getByRole('button', { name: 'Save the new password' }).click();
  await expect(visitor.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  await signIn(visitor, student.email, 'my-first-portal-password');
  await expect(visitor.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  // The link works once only.
  const again = await visitor.request.get(`/auth/reset/${String(link).split('/').pop()}`);
  expect(again.status()).toBe(410);
  await visitorContext.close();
});
