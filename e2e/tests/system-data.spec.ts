import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 15: Administration → System data. The administrator changes which programmes an intake
// takes (and the intakes map the rest of the product reads follows), adds a student type, and is
// told where a value in use is held when trying to delete it.

test('the administrator edits an intake’s programmes and a lookup list', async ({ page }) => {
  test.setTimeout(300_000); // the machine is shared: the accessibility scans take their time
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Administration', { exact: true }).click();
  await menu.getByRole('link', { name: 'System data' }).click();
  await expect(page.getByRole('heading', { name: 'System data', level: 1 })).toBeVisible();

  // The latest intake: take NLM out, save, and the intakes map no longer lists it.
  const intake = page.getByRole('form', { name: /^Intake \d{4}-09-\d{2}$/ }).first();
  const name = (await intake.getAttribute('aria-label')) ?? '';
  const date = name.replace('Intake ', '');
  const nlm = intake.getByRole('checkbox', { name: 'NLM', exact: true });
  await expect(nlm).toBeChecked();
  await checkBothWidths(page, 'system-data-intakes', { ready: () => expect(nlm).toBeVisible() });
  await nlm.uncheck();
  let saved = page.waitForResponse(
    (r) => r.url().includes('/api/system-data/intakes/') && r.request().method() === 'PUT',
  );
  await intake.getByRole('button', { name: `Save intake ${date}` }).click();
  expect((await saved).status()).toBe(200);
  let map = await (await page.request.get('/api/intakes')).json();
  expect(map[date]).not.toContain('NLM');
  // And back as it was, for the stories after this one.
  const again = page.getByRole('form', { name });
  await again.getByRole('checkbox', { name: 'NLM', exact: true }).check();
  saved = page.waitForResponse((r) => r.url().includes('/api/system-data/intakes/') && r.request().method() === 'PUT');
  await again.getByRole('button', { name: `Save intake ${date}` }).click();
  expect((await saved).status()).toBe(200);
  map = await (await page.request.get('/api/intakes')).json();
  expect(map[date]).toContain('NLM');

  // Student types: a new value at the end; a value students hold cannot be deleted.
  await page.getByRole('tab', { name: 'Student types' }).click();
  const list = page.getByRole('list', { name: 'Student types' });
  await expect(list.getByText('Ordinand', { exact: true })).toBeVisible();
  await page.getByLabel('New value').fill('Reader');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(list.getByText('Reader', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Ordinand' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ordinand is in use' })).toContainText(
    'it cannot be deleted. Retire it instead',
  );
  await checkBothWidths(page, 'system-data-list', {
    ready: () => expect(list.getByText('Reader', { exact: true })).toBeVisible(),
  });
  // The new value, unused, can go again.
  await page.getByRole('button', { name: 'Delete Reader' }).click();
  await expect(list.getByText('Reader', { exact: true })).toHaveCount(0);
});
