import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 17: Potential Students > Report (the funnel by stage and report group, hubs, sources and
// the conversion between stages, over a period), at both widths, axe clean.

test('a recruiter reads the Potential Students report over a period and opens the list behind a figure', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Potential Students', { exact: true }).click();
  await menu.getByRole('link', { name: 'Report' }).click();
  await expect(page.getByRole('heading', { name: 'Potential Students report', level: 1 })).toBeVisible();
  const conversion = page.getByRole('heading', { name: 'Conversion between stages' });
  await expect(conversion).toBeVisible();
  await checkBothWidths(page, 'leads-report', { ready: () => expect(conversion).toBeVisible() });

  const period = page.waitForResponse((r) => r.url().includes('/api/reporting/leads') && r.url().includes('from='));
  await page.getByLabel('First contact from').fill('2020-01-01');
  await period;
  await expect(page.getByText(/cannot filter by first contact from/)).toBeVisible();

  // A figure opens the potential students behind it.
  await page.getByRole('link', { name: 'Initial contact made', exact: true }).first().click();
  await expect(page).toHaveURL(/\/leads\/all/);
});

test('the report counts potential students by intake of interest; a figure opens the list of that intake', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/leads/report');
  const figure = page.getByRole('figure').filter({
    has: page.getByRole('heading', { name: 'Potential students by intake of interest' }),
  });
  await expect(figure).toBeVisible();
  await figure.getByRole('button', { name: 'Show table' }).click();
  const table = figure.getByRole('table', { name: 'Potential students by intake of interest' });
  const first = table.getByRole('link').first();
  await expect(first).toBeVisible();
  // The intake reads as spec 9's DD/MM/YYYY; the list it opens is filtered by its start date.
  const shown = (await first.textContent())?.trim() ?? '';
  const [, day, month, year] = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(shown) ?? [];
  expect(year, shown).toBeDefined();
  const intake = `${year}-${month}-${day}`;
  await checkBothWidths(page, 'leads-report-intake', { ready: () => expect(figure).toBeVisible() });
  // The figure links to the list filtered by its intake; the list takes the address's filters
  // into its own and then clears them from the address (so the filtered address is fleeting).
  expect(await first.getAttribute('href')).toMatch(new RegExp(`/leads/all\\?.*intake=${intake}`));
  await first.click();
  await expect(page).toHaveURL(/\/leads\/all/);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  // Issue 19: the list's intake filter reads the same DD/MM/YYYY, never the stored 2027-01-11.
  const filter = page.getByRole('combobox', { name: 'Intake', exact: true });
  await expect(filter).toHaveValue(intake);
  await expect(filter.locator('option:checked')).toHaveText(shown);
});
