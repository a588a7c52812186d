import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

function menu(page: import('@playwright/test').Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

test.describe('what each person sees', () => {
  test('the administrator sees the full menu and live figures', async ({ page }) => {
    await signIn(page, 'admin@demo.college');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // Every module with screens so far, the administrator holding every permission.
    for (const group of ['Faculty', 'Modules', 'Potential Students', 'Alumni', 'Organisations', 'Contacts', 'Users']) {
      await expect(menu(page).getByText(group, { exact: true }).first()).toBeVisible();
    }
    const stats = await (await page.request.get('/api/dashboard/stats')).json();
    await expect(page.getByRole('region', { name: 'Current students' })).toContainText(String(stats.currentStudents));
    await expect(page.getByRole('region', { name: 'Staff accounts' })).toContainText(String(stats.staffUsers));
    await expect(page).toHaveTitle(/Dashboard/);
    await checkPage(page, 'dashboard-admin');
  });

  test('a tutor sees only their own groups', async ({ page }) => {
    await signIn(page, 'tutor@demo.college');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const links = await menu(page).getByRole('link').allInnerTexts();
    expect(links.map((l) => l.trim()).filter(Boolean)).toEqual(['Dashboard', 'Knowledge Base']);
    await expect(menu(page).getByText('My Students', { exact: true })).toBeVisible();
    for (const other of ['Applications', 'Students', 'Finance', 'Users', 'Admin']) {
      await expect(menu(page).getByText(other, { exact: true })).toHaveCount(0);
    }
    await checkPage(page, 'dashboard-tutor');
  });

  test('a student lands on Student Forms with their own details', async ({ page }) => {
    await signIn(page, 'student@demo.college');
    await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Student Forms/);
    const mine = await (await page.request.get('/api/forms/student')).json();
    await expect(page.getByText(String(mine.partnerId).padStart(7, '0'))).toBeVisible();
    await expect(page.getByText(mine.programmeCode, { exact: true })).toBeVisible();
    await checkPage(page, 'dashboard-student');
    await page.setViewportSize({ width: 360, height: 740 });
    await checkPage(page, 'dashboard-student-360');
  });

  test('the administrator is offered no student or applicant area, and such a page asks the server nothing (issue 19)', async ({
    page,
  }) => {
    const notFound: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404 && r.url().includes('/api/')) notFound.push(r.url());
    });
    await signIn(page, 'admin@demo.college');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(menu(page).getByText('Student Forms', { exact: true })).toHaveCount(0);
    await expect(menu(page).getByText('My Application', { exact: true })).toHaveCount(0);
    await page.goto('/forms/course');
    const message = page.getByText('This area is for students. Your account is not linked to a student record.');
    await expect(message).toHaveCount(1);
    await expect(page.getByText(/No student record is linked/)).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(notFound).toEqual([]);
  });

  test('the student is offered Student Forms, and the registry its own work on the dashboard (issue 19)', async ({
    page,
  }) => {
    await signIn(page, 'student@demo.college');
    await expect(menu(page).getByText('Student Forms', { exact: true }).first()).toBeVisible();
    await page.goto('/forms/course');
    await expect(page.getByText(/This area is for students/)).toHaveCount(0);
    await page.context().clearCookies();
    await signIn(page, 'registry@demo.college');
    const work = page.getByRole('region', { name: 'Your work' });
    const requests = work.getByRole('link', { name: /^Student requests waiting for a decision: / });
    await expect(requests).toBeVisible();
    await expect(page.getByRole('region', { name: 'Staff accounts' })).toHaveCount(0);
    await checkBothWidths(page, 'dashboard-registry-work');
    await requests.click();
    await expect(page).toHaveURL(/\/students\/requests$/);
  });

  test('staff without the permission see the 403 message in place of the page', async ({ page }) => {
    await signIn(page, 'finance@demo.college');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.goto('/forms');
    await expect(page.getByText('You do not have permission to access this page')).toBeVisible();
    await expect(page).toHaveURL(/\/forms$/);
    await checkPage(page, 'forbidden');
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await checkPage(page, 'not-found');
  });

  test('the status page shows the health of the service', async ({ page }) => {
    await page.goto('/status');
    const status = await (await page.request.get('/api/status')).json();
    await expect(page.getByText(status.version, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/SQLite, answering/).first()).toBeVisible();
    // A light with words for each part an operator checks first.
    for (const part of [
      'Database',
      'Background jobs',
      'Mail outbox',
      'Accounting connection',
      'Disk space for files',
    ]) {
      await expect(page.getByRole('heading', { name: part })).toBeVisible();
    }
    await expect(page.getByText(/no mail server configured/)).toBeVisible();
    await checkBothWidths(page, 'status', {
      ready: () => expect(page.getByRole('heading', { name: 'Disk space for files' })).toBeVisible(),
    });
  });
});
