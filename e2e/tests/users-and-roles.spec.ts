import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Issue 15: the administrator makes a role, gives it to a new member of staff invited by e-mail;
// she sets her password and sees exactly that role's menu; then the administrator deactivates her
// and her session ends at once.

function menu(page: import('@playwright/test').Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

test('a new role for a new colleague, who sees exactly its menu until deactivated', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // a long story, with a dozen accessibility scans
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Users → Roles: the generic list of roles, then a new one.
  await menu(page).getByText('Users', { exact: true }).click();
  await menu(page).getByRole('link', { name: 'Roles' }).click();
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Registry' })).toBeVisible();
  await checkPage(page, 'roles-list');
  await page.getByRole('link', { name: 'New role' }).click();
  await expect(page.getByRole('heading', { name: 'New role', level: 1 })).toBeVisible();
  await page.getByLabel('Name').fill('Alumni office');
  await page.getByLabel('Description').fill('Keeps in touch with former students.');
  await page.getByLabel('Permissions').fill('dashboard:view alumni:menu alumni:view alumni:');
  await expect(page.getByText('Not a permission: alumni:.')).toBeVisible();
  await page.getByLabel('Permissions').fill('dashboard:view alumni:menu alumni:view');
  // The preview shows the menu the role would see before anything is saved.
  const preview = page.getByRole('region', { name: 'What this role opens' });
  const previewMenu = preview.getByRole('list', { name: 'Menu it would see' });
  await expect(previewMenu).toContainText('Alumni');
  await expect(previewMenu.getByText('All alumni')).toBeVisible();
  await expect(previewMenu.getByText('Students', { exact: true })).toHaveCount(0);
  await checkBothWidths(page, 'role-new', { ready: () => expect(previewMenu.getByText('All alumni')).toBeVisible() });
  await page.getByRole('button', { name: 'Create role' }).click();
  await expect(page.getByRole('heading', { name: 'Alumni office', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/users\/roles\/\d+$/);

  // Users → All users → New user: invited by e-mail with the new role.
  await page.goto('/users/all');
  await page.getByRole('link', { name: 'New user' }).click();
  await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
  await page.getByLabel('First name').fill('Iris');
  await page.getByLabel('Last name').fill('Bell');
  await page.getByLabel('Sign-in e-mail').fill('iris.bell@demo.college');
  await page.getByRole('checkbox', { name: 'Alumni office' }).check();
  await expect(
    page.getByRole('region', { name: 'What this account will open' }).getByRole('list').first().getByText('All alumni'),
  ).toBeVisible();
  await checkBothWidths(page, 'user-new', { ready: () => expect(page.getByLabel('First name')).toBeVisible() });
  const invited = page.waitForResponse((r) => r.url().endsWith('/api/users/invite') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Create and send invitation' }).click();
  const { link } = await (await invited).json();
  await expect(page.getByRole('heading', { name: 'Iris Bell', level: 1 })).toBeVisible();
  await expect(page.getByText('None yet')).toBeVisible();
  const outbox = await (await page.request.get('/api/outbox')).json();
  expect(JSON.stringify(outbox)).toContain('iris.bell@demo.college');

  // Iris follows the link, chooses her password and signs in: her menu is the role's, no more.
  const iris = await (await browser.newContext({ baseURL })).newPage();
  await iris.goto(link);
  await iris.getByLabel('New password', { exact: false }).first().fill('iris-first-password');
  await iris.getByLabel('New password again').fill('iris-first-password');
  await iris.getByRole('button', { name: 'Save the new password' }).click();
  await expect(iris.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();
  await signIn(iris, 'iris.bell@demo.college', 'iris-first-password');
  await expect(iris.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await menu(iris).getByText('Alumni', { exact: true }).click();
  // Each child link carries its initials (spec 2.7 text mode) before its title.
  const links = (await menu(iris).getByRole('link').allInnerTexts())
    .map((l) => l.trim().split('\n').pop())
    .filter(Boolean);
  expect(links).toEqual(['Dashboard', 'Knowledge Base', 'All alumni']);
  for (const other of ['Applications', 'Students', 'Finance', 'Users', 'Administration', 'Contacts']) {
    await expect(menu(iris).getByText(other, { exact: true })).toHaveCount(0);
  }

  // The administrator sees her session on her record, then deactivates her: it ends at once.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Active sessions' }).getByRole('row')).toHaveCount(2);
  await checkBothWidths(page, 'user-record', {
    ready: () => expect(page.getByRole('heading', { name: 'Iris Bell', level: 1 })).toBeVisible(),
  });
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(page.getByText('Not signed in anywhere.')).toBeVisible();
  await page.getByRole('tab', { name: 'Sign-ins and changes' }).click();
  await expect(page.getByText('Deactivated', { exact: false }).first()).toBeVisible();
  await checkPage(page, 'user-record-history');

  await iris.getByRole('link', { name: 'All alumni' }).click();
  await expect(iris).toHaveURL(/\/pages\/login/);
});

test('a colleague keeps their own profile: name, password, sessions', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // Set-up through the calls the story above uses on screen: a new account with a password.
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const invited = await page.request.post('/api/users/invite', {
    data: { firstName: 'Owen', lastName: 'Pryce', email: 'owen.pryce@demo.college', roleIds: [], signIn: 'password' },
  });
  expect(invited.status()).toBe(201);
  const token = String((await invited.json()).link)
    .split('/')
    .pop();
  expect(
    (await page.request.post(`/auth/reset/${token}`, { data: { password: 'owens-first-password' } })).status(),
  ).toBe(204);

  const owen = await (await browser.newContext({ baseURL })).newPage();
  await signIn(owen, 'owen.pryce@demo.college', 'owens-first-password');
  await owen.getByRole('button', { name: 'Account menu for Owen Pryce' }).click();
  await owen.getByRole('button', { name: 'My profile' }).click();
  await expect(owen.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(owen.locator('#main-content').getByText('owen.pryce@demo.college')).toBeVisible();
  await checkBothWidths(owen, 'profile', { ready: () => expect(owen.getByLabel('First name')).toBeVisible() });

  await owen.getByLabel('Preferred name').fill('Ow');
  await owen.getByRole('button', { name: 'Save name' }).click();
  await expect(owen.getByRole('heading', { name: 'Ow Pryce', level: 2 })).toBeVisible();
  await expect(owen.getByRole('button', { name: 'Account menu for Ow Pryce' })).toBeVisible();

  await owen.getByLabel('Current password').fill('not-my-password');
  await owen.getByLabel('New password', { exact: false }).first().fill('owens-second-password');
  await owen.getByLabel('New password again').fill('owens-second-password');
  await owen.getByRole('button', { name: 'Change password' }).click();
  await expect(owen.getByText('That is not your current password.')).toBeVisible();
  await owen.getByLabel('Current password').fill('owens-first-password');
  await owen.getByRole('button', { name: 'Change password' }).click();
  await expect(owen.getByText(/Your password is changed/)).toBeVisible();
  await checkPage(owen, 'profile-saved');
  await owen.goto('/logout');
  await expect(owen).toHaveURL(/\/pages\/login/);
  await signIn(owen, 'owen.pryce@demo.college', 'owens-second-password');
  await expect(owen.getByRole('button', { name: 'Account menu for Ow Pryce' })).toBeVisible();
});

test('a student is asked to accept a new policy before going on, until it is retired', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/policies');
  await page.getByRole('link', { name: 'New policy' }).click();
  await page.getByLabel('Title').fill('Student code of conduct');
  await page.getByLabel('Key').fill('code-of-conduct');
  await page
    .getByLabel('Text')
    .fill('Students treat one another, staff and visitors with courtesy and respect, on site and online.');
  await page.getByLabel('Applies to').fill('forms:student');
  await page.getByRole('checkbox', { name: 'Active' }).check();
  await page
    .getByRole('button', { name: /^(Create|Save)/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Student code of conduct', level: 1 })).toBeVisible();
  const policyUrl = page.url();

  const student = await (await browser.newContext({ baseURL })).newPage();
  await signIn(student, 'student@demo.college');
  await expect(student.getByRole('heading', { name: 'Policies to accept', level: 1 })).toBeVisible();
  await expect(student).toHaveURL(/\/agreement\?redirect=/);
  await checkBothWidths(student, 'agreement', {
    ready: () => expect(student.getByRole('heading', { name: 'Student code of conduct' })).toBeVisible(),
  });
  await student.getByRole('button', { name: 'I accept the Student code of conduct' }).click();
  await expect(student.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();

  // The policy retired, nobody is asked any more (and the stories after this one are not).
  await page.goto(policyUrl);
  await page.getByRole('checkbox', { name: 'Active' }).uncheck();
  await page.getByRole('button', { name: /^Save/ }).first().click();
  await expect(page.getByRole('checkbox', { name: 'Active' })).not.toBeChecked();
  const pending = await (await student.request.get('/api/agreement')).json();
  expect(pending).toEqual({ pending: [] });
});
