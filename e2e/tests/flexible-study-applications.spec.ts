import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// The flexible-study coordinator (flexi@demo.college) reads the applications for flexible study
// from Applications → Flexible study, and only those (spec 2.5 fc-applications); admissions send
// a diocese its evidence request from the application's Evidence tab (spec 9, source Diocese).

interface Row {
  id: number;
  name: string;
  status: string;
  statusLabel: string;
}

test('the flexible-study coordinator reads the flexi applications, and no others', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'flexi@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Applications offers the flexible study list, not admissions' lists.
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const flexible = nav.getByRole('link', { name: 'Flexible study' });
  if (!(await flexible.isVisible())) await nav.getByText('Applications', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Statistics' })).toBeVisible();
  for (const other of ['Ongoing', 'Confirmed', 'All applications'])
    await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  await flexible.click();
  await expect(page).toHaveURL(/\/applications\/flexible$/);
  await expect(page.getByRole('heading', { name: 'Flexible study', level: 1 })).toBeVisible();
  const rows = ((await (await page.request.get('/api/fc-applications?pageSize=200')).json()) as { items: Row[] }).items;
  expect(rows.length).toBeGreaterThan(2);
  const first = rows[0] as Row;
  // The staff lists' one grid (issue 19): sorted by name, filtered by status, searched, exported.
  const grid = page.getByRole('grid', { name: 'Applications for flexible study' });
  await expect(grid.getByRole('link', { name: first.name })).toBeVisible();
  await expect(grid.getByRole('link')).toHaveCount(Math.min(rows.length, 25));
  await expect(grid.getByText(first.statusLabel).first()).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption(first.status);
  await expect(page).toHaveURL(/status=/);
  await expect(grid.getByRole('link')).toHaveCount(Math.min(rows.filter((r) => r.status === first.status).length, 25));
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(first.name);
  const found = await (await page.request.get(`/api/fc-applications?search=${encodeURIComponent(first.name)}`)).json();
  await expect(grid.getByRole('link')).toHaveCount(Math.min(found.total, 25));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^flexible-study-applications-.*\.xlsx$/);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await checkBothWidths(page, 'fc-applications', {
    reload: true,
    ready: () => expect(grid.getByRole('link', { name: first.name })).toBeVisible(),
  });

  // The record page: the answers (flexible study: Yes), the references with their answers.
  await grid.getByRole('link', { name: first.name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/fc-applications/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Course', level: 3 })).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('Flexible study');
  await checkBothWidths(page, 'fc-application-record', {
    reload: true,
    ready: () => expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible(),
  });
  await page.getByRole('tab', { name: 'References' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Send .* a reminder/ })).toHaveCount(0);
  await checkPage(page, 'fc-application-references');

  // Another application is out of reach: a not-found page, and 403 on admissions' own call.
  const ids = new Set(rows.map((r) => r.id));
  const other = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].find((n) => !ids.has(n)) as number;
  await page.goto(`/fc-applications/${other}`);
  await expect(page.getByText('This application does not exist, or it has been removed.')).toBeVisible();
  expect((await page.request.get(`/api/applications/${other}/review`)).status()).toBe(403);
});

test('admissions send a diocese its evidence request from the application', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // An application with a diocese, past In progress.
  let target: { id: number } | null = null;
  for (let id = 2; !target && id < 60; id++) {
    const record = await (await page.request.get(`/api/applications/${id}/review`)).json();
    if (record.diocese && record.status !== 'In progress' && !record.dioceseRequest) target = record;
  }
  if (!target) throw new Error('no application with a diocese in the demo data');
  await page.goto(`/applications/${target.id}?tab=evidence`);
  const panel = page.getByRole('region', { name: /^Evidence from the Diocese of / });
  await expect(panel).toContainText('The diocese has not been asked for its evidence yet.');
  await panel.getByRole('button', { name: 'Send diocese request' }).click();
  const dialog = page.getByRole('dialog', { name: /^Ask the Diocese of .* for its evidence$/ });
  await dialog.getByLabel('Contact name (optional)').fill('Revd Sarah Ellison');
  await dialog.getByLabel('Contact e-mail').fill('sarah.ellison@');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(/Enter a valid e-mail address/)).toBeVisible();
  await dialog.getByLabel('Contact e-mail').fill('ddo@diocese.example.org');
  await checkPage(page, 'diocese-request-dialog');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel).toContainText('Upload link sent to ddo@diocese.example.org');
  await expect(panel.getByRole('button', { name: 'Resend diocese request' })).toBeVisible();
  await checkBothWidths(page, 'application-evidence', {
    reload: true,
    ready: () => expect(page.getByRole('region', { name: /^Evidence from the Diocese of / })).toBeVisible(),
  });
});
