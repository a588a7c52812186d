import { expect, type Page, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

// spec 2.4: the registry's enrolment, intentions and new-students pages against the demo data.

const PHONE = { width: 360, height: 740 };

/**
 * Chooses a filter value and waits for the list the server sends back for it: `call` is a part of
 * the query string, or a test of the whole address when the order of the parameters matters not.
 */
async function choose(page: Page, label: string, value: string, call: string | ((url: string) => boolean)) {
  const wanted = typeof call === 'string' ? (url: string) => url.includes(call) : call;
  const answered = page.waitForResponse((r) => wanted(r.url()) && r.ok());
  await page.getByRole('combobox', { name: label, exact: true }).selectOption(value);
  await answered;
}

async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await checkPage(page, `${name}-360`);
  if (desktop) await page.setViewportSize(desktop);
}

test('registry marks two sessions enrolled and sees them enrolled', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/enrolment');
  await expect(page.getByRole('heading', { name: 'Enrolment', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Sessions of / });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await checkPage(page, 'enrolment');
  await atPhoneWidth(page, 'enrolment');

  const me = (await (await page.request.get('/auth/account')).json()) as { name: string };
  await choose(page, 'Enrolled', 'false', 'enrolled=false');
  await choose(page, 'Session status', 'Starting', 'status=Starting');
  await expect(grid.locator('.MuiDataGrid-row [data-field="status"]').filter({ hasNotText: 'Starting' })).toHaveCount(
    0,
  );
  const open = grid.locator('.MuiDataGrid-row').filter({ has: page.getByRole('checkbox', { disabled: false }) });
  await expect(open.nth(1)).toBeVisible();
  const names = [
    await open.nth(0).locator('[data-field="name"]').innerText(),
    await open.nth(1).locator('[data-field="name"]').innerText(),
  ];
  await open.nth(0).getByRole('checkbox').check();
  await open.nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Mark enrolled (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark 2 sessions enrolled?' });
  await checkPage(page, 'enrolment-confirm');
  await dialog.getByRole('button', { name: 'Mark enrolled' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^2 sessions marked enrolled for \d{4}\/\d{2}\./ }),
  ).toBeVisible();

  await choose(
    page,
    'Session status',
    '',
    (url) => url.includes('students/enrolment?') && url.includes('enrolled=false') && !url.includes('status='),
  );
  await choose(page, 'Enrolled', 'true', 'enrolled=true');
  for (const name of names) {
    await page.getByRole('searchbox', { name: 'Search students' }).fill(name);
    const row = grid.locator('.MuiDataGrid-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('[data-field="enrolledAt"]')).toContainText(me.name);
    await expect(row.locator('[data-field="status"]')).toHaveText('Current');
  }
});

test("registry records a student's intention for next year", async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/intentions');
  await expect(page.getByRole('heading', { name: 'Intentions', level: 1 })).toBeVisible();
  await expect(page.getByText('Every current student')).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Intentions of current students' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await checkPage(page, 'intentions');
  await atPhoneWidth(page, 'intentions');

  // A Required student who has not said what they intend yet.
  const missing = (await (
    await page.request.get('/api/students/intentions?intentionsStatus=Required&stated=false&pageSize=1')
  ).json()) as {
    items: { name: string }[];
  };
  const name = missing.items[0]!.name;
  await choose(page, 'Intentions', 'Required', 'intentionsStatus=Required');
  await choose(page, 'Stated', 'false', 'stated=false');
  await grid.getByRole('button', { name: `Change the intention of ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Intention of ${name}` });
  await dialog.getByRole('combobox', { name: 'Intention for next year' }).selectOption('Continue');
  await checkPage(page, 'intentions-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name}: Continue.` })).toBeVisible();

  await choose(page, 'Stated', 'true', 'stated=true');
  await page.getByRole('searchbox', { name: 'Search students' }).fill(name);
  await expect(
    grid.locator('.MuiDataGrid-row').filter({ hasText: name }).locator('[data-field="intention"]'),
  ).toContainText('Continue');
});

test('recruitment sees the students starting at the next intake', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/new');
  await expect(page.getByRole('heading', { name: 'New students', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Starting at the intake of \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Intake' })).toContainText('(next)');
  await checkPage(page, 'new-students');
  await atPhoneWidth(page, 'new-students');
});
