import { expect, test, type Page } from '@playwright/test';
import { checkBothWidths, PHONE, signIn } from './support.ts';
import { feeClassificationLabel } from '@collegium/domain/payment-terms';

// The student record page (issue 4): the registry opens a student from the list, reads the
// header, goes through every tab (each scanned and pictured at desktop width and on a phone),
// and the chosen tab survives a reload and a trip back.

/** Both widths, each loaded afresh, with the chosen tab still chosen (on a phone it may sit scrolled off). */
async function checkTabBothWidths(page: Page, name: string) {
  const tab = (await page.getByRole('tab', { selected: true }).textContent()) ?? '';
  const chosen = page.getByRole('tab', { name: tab, selected: true });
  await checkBothWidths(page, name, {
    reload: true,
    ready: () =>
      page.viewportSize()?.width === PHONE.width ? expect(chosen).toBeAttached() : expect(chosen).toBeVisible(),
  });
}

test('registry staff open a student and go through the record tabs', async ({ page }) => {
  // Nine tabs, each scanned by axe at two widths.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // An MA student, so the Dissertation tab is there too.
  const list = await (await page.request.get('/api/students?programmeCode=MA&status=Current&pageSize=1')).json();
  const target = list.items[0];
  expect(target, 'a current MA student in the demo data').toBeDefined();
  const summary = await (await page.request.get(`/api/students/${target.id}/summary`)).json();

  await page.goto('/students/all');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: /search/i }).fill(String(target.partnerId));
  await expect(page.getByText('1 student', { exact: true })).toBeVisible();
  await grid.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/students/${target.id}$`));

  // The header: name, partner id padded to 7 digits, programme, status.
  await expect(page.getByRole('heading', { level: 1, name: summary.name })).toBeVisible();
  const header = page.getByRole('region', { name: 'Student summary' });
  await expect(header.getByText(String(target.partnerId).padStart(7, '0'), { exact: true })).toBeVisible();
  await expect(header.getByText(summary.programmeTitle ?? 'MA')).toBeVisible();
  await expect(header.getByText(summary.status, { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Details', selected: true })).toBeVisible();
  // issue 19: the details read as a description list, not a grey disabled form.
  const details = page.getByRole('region', { name: 'Student details' });
  await expect(details.locator('dt', { hasText: /^Pace$/ }).locator('+ dd')).toHaveText(target.pace ?? '—');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await checkTabBothWidths(page, 'student-record-details');

  const results = await (await page.request.get(`/api/students/${target.id}/results`)).json();
  const assignments = await (await page.request.get(`/api/students/${target.id}/assignments`)).json();
  const finance = await (await page.request.get(`/api/students/${target.id}/finance`)).json();
  const tabs: { name: string; value: string; shows: () => Promise<void> }[] = [
    { name: 'Engagement', value: 'engagement', shows: async () => undefined },
    {
      name: 'Modules and results',
      value: 'results',
      shows: async () => {
        await expect(page.getByRole('table', { name: 'Credits achieved by level' })).toBeAttached();
        if (results.years.length > 0)
          await expect(page.getByRole('heading', { level: 2, name: results.years[0].label })).toBeVisible();
        else await expect(page.getByText('No module places yet')).toBeVisible();
      },
    },
    {
      name: 'Assignments and extensions',
      value: 'assignments',
      shows: async () => {
        if (assignments.items.length > 0)
          await expect(page.getByText(assignments.items[0].title).first()).toBeVisible();
        else await expect(page.getByText('No assignments yet')).toBeVisible();
      },
    },
    {
      name: 'Finance summary',
      value: 'finance',
      shows: async () => {
        await expect(page.getByRole('heading', { level: 2, name: 'Payment terms' })).toBeVisible();
        if (finance.engagement?.feeClassification)
          // Shown by its meaning, never the code (issue 19).
          await expect(
            page.getByText(feeClassificationLabel(finance.engagement.feeClassification), { exact: true }),
          ).toBeVisible();
        // The statement: the account's totals and every charge, credit and payment.
        await expect(page.getByRole('heading', { level: 2, name: 'Statement' })).toBeVisible();
        await expect(page.getByRole('group', { name: 'Account totals' }).getByText('Balance')).toBeVisible();
      },
    },
    { name: 'Dissertation', value: 'dissertation', shows: async () => undefined },
    { name: 'Documents', value: 'documents', shows: async () => undefined },
    { name: 'History', value: 'history', shows: async () => undefined },
  ];
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab.name }).click();
    await expect(page.getByRole('tab', { name: tab.name, selected: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/students/${target.id}\\?tab=${tab.value}$`));
    await tab.shows();
    await expect(page).toHaveTitle(new RegExp(summary.name));
    await checkTabBothWidths(page, `student-record-${tab.value}`);
  }

  // The tab is in the URL: a reload and a trip back keep it.
  await page.getByRole('tab', { name: 'Finance summary' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Finance summary', selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'All students' }).click();
  await expect(page).toHaveURL(/\/students\/all/);
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Finance summary', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: summary.name })).toBeVisible();
});
