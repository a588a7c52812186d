import { expect, type Page, test } from '@playwright/test';
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
  // Issue 19: the intake is named by its first day as DD/MM/YYYY (spec 9), not the stored ISO day.
  const intake = page.getByRole('form', { name: /^Intake \d{2}\/09\/\d{4}$/ }).first();
  const name = (await intake.getAttribute('aria-label')) ?? '';
  const shown = name.replace('Intake ', '');
  const [dd, mm, yyyy] = shown.split('/');
  const date = `${yyyy}-${mm}-${dd}`;
  const nlm = intake.getByRole('checkbox', { name: 'NLM', exact: true });
  await expect(nlm).toBeChecked();
  await checkBothWidths(page, 'system-data-intakes', { ready: () => expect(nlm).toBeVisible() });
  await nlm.uncheck();
  let saved = page.waitForResponse(
    (r) => r.url().includes('/api/system-data/intakes/') && r.request().method() === 'PUT',
  );
  await intake.getByRole('button', { name: `Save intake ${shown}` }).click();
  expect((await saved).status()).toBe(200);
  let map = await (await page.request.get('/api/intakes')).json();
  expect(map[date]).not.toContain('NLM');
  // And back as it was, for the stories after this one.
  const again = page.getByRole('form', { name });
  await again.getByRole('checkbox', { name: 'NLM', exact: true }).check();
  saved = page.waitForResponse((r) => r.url().includes('/api/system-data/intakes/') && r.request().method() === 'PUT');
  await again.getByRole('button', { name: `Save intake ${shown}` }).click();
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

async function openSystemData(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: 'System data' });
  if (!(await link.isVisible())) await menu.getByText('Administration', { exact: true }).click();
  await link.click();
  await expect(page.getByRole('heading', { name: 'System data', level: 1 })).toBeVisible();
}

test('the administrator edits a programme, adds a hub, and a retired hub is no longer offered', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openSystemData(page);

  // Programmes: a new title for BTh in the dialog, then back as it was.
  await page.getByRole('tab', { name: 'Programmes' }).click();
  const programmes = page.getByRole('list', { name: 'Programmes' });
  const bthTitle = programmes.getByText(/^BTh: /);
  await expect(bthTitle).toBeVisible();
  const before = ((await bthTitle.textContent()) ?? '')
    .replace(/^BTh: /, '')
    .replace(/\s*Retired$/, '')
    .trim();
  await page.getByRole('button', { name: 'Edit BTh' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit programme BTh' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('BTh in Theology and Ministry');
  await checkBothWidths(page, 'system-data-programme-dialog', { ready: () => expect(dialog).toBeVisible() });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(programmes.getByText('BTh: BTh in Theology and Ministry')).toBeVisible();
  await page.getByRole('button', { name: 'Edit BTh' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(before);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Hubs: Leeds is added and offered on a new potential student; retired, it is offered no more.
  await page.getByRole('tab', { name: 'Hubs' }).click();
  const hubs = page.getByRole('list', { name: 'Hubs' });
  await expect(hubs.getByText('London', { exact: true })).toBeVisible();
  await page.getByLabel('New value').fill('Leeds');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(hubs.getByText('Leeds', { exact: true })).toBeVisible();
  await checkBothWidths(page, 'system-data-hubs', {
    ready: () => expect(hubs.getByText('Leeds', { exact: true })).toBeVisible(),
  });
  const hubChoices = async () => {
    await page.goto('/leads/new');
    const hub = page.getByRole('combobox', { name: 'Hub' });
    await expect(hub.locator('option', { hasText: 'London' })).toHaveCount(1);
    return hub.locator('option').allTextContents();
  };
  expect(await hubChoices()).toContain('Leeds');

  await openSystemData(page);
  await page.getByRole('tab', { name: 'Hubs' }).click();
  await page.getByRole('button', { name: 'Retire Leeds' }).click();
  await expect(page.getByRole('button', { name: 'Reinstate Leeds' })).toBeVisible();
  expect(await hubChoices()).not.toContain('Leeds');

  // Unused, it can go again (for the stories after this one).
  await openSystemData(page);
  await page.getByRole('tab', { name: 'Hubs' }).click();
  await page.getByRole('button', { name: 'Delete Leeds' }).click();
  await expect(hubs.getByText('Leeds', { exact: true })).toHaveCount(0);
});

test('an account code the administrator adds is offered to the accounting settings until retired', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openSystemData(page);

  await page.getByRole('tab', { name: 'Account codes' }).click();
  const codes = page.getByRole('list', { name: 'Account codes' });
  await expect(codes.getByText('200', { exact: true })).toBeVisible();
  await page.getByLabel('New value').fill('4100');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(codes.getByText('4100', { exact: true })).toBeVisible();
  await checkBothWidths(page, 'system-data-account-codes', {
    ready: () => expect(codes.getByText('4100', { exact: true })).toBeVisible(),
  });
  const offered = async () => {
    await page.goto('/finance/validation');
    const form = page.getByRole('form', { name: 'Xero accounts' });
    await form.getByRole('combobox', { name: 'Sales account code' }).click();
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option').first()).toBeVisible({ timeout: 30_000 });
    const values = await listbox.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    return values;
  };
  expect(await offered()).toContain('4100');

  await openSystemData(page);
  await page.getByRole('tab', { name: 'Account codes' }).click();
  await page.getByRole('button', { name: 'Retire 4100' }).click();
  await expect(page.getByRole('button', { name: 'Reinstate 4100' })).toBeVisible();
  expect(await offered()).not.toContain('4100');

  await openSystemData(page);
  await page.getByRole('tab', { name: 'Account codes' }).click();
  await page.getByRole('button', { name: 'Delete 4100' }).click();
  await expect(codes.getByText('4100', { exact: true })).toHaveCount(0);
});

test('the administrator adds a diocese with its DDO, then retires it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openSystemData(page);

  await page.getByRole('tab', { name: 'Dioceses' }).click();
  const dioceses = page.getByRole('list', { name: 'Dioceses' });
  await page.getByRole('button', { name: 'Add a diocese' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a diocese' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Diocese of Lindisfarne');
  await dialog.getByRole('textbox', { name: 'DDO name' }).fill('Revd Aidan Holy');
  await dialog.getByRole('textbox', { name: 'DDO e-mail' }).fill('ddo at lindisfarne');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address, like ddo@example.org.')).toBeVisible();
  await checkBothWidths(page, 'system-data-diocese-dialog', { ready: () => expect(dialog).toBeVisible() });
  await dialog.getByRole('textbox', { name: 'DDO e-mail' }).fill('ddo@lindisfarne.example.org');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const item = dioceses.getByRole('listitem').filter({ hasText: 'Diocese of Lindisfarne' });
  await expect(item).toContainText('DDO: Revd Aidan Holy · ddo@lindisfarne.example.org');
  await checkBothWidths(page, 'system-data-dioceses', { ready: () => expect(item).toBeVisible() });

  await page.getByRole('button', { name: 'Retire Diocese of Lindisfarne' }).click();
  await expect(page.getByRole('button', { name: 'Reinstate Diocese of Lindisfarne' })).toBeVisible();
  await expect(item).toContainText('Retired');
});

test('the administrator changes a level’s pass mark; a mark out of range is refused beside it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await openSystemData(page);
  await page.getByRole('tab', { name: 'Pass marks' }).click();
  const level5 = page.getByRole('textbox', { name: 'Level 5' });
  await level5.fill('101');
  await page.getByRole('button', { name: 'Save level 5' }).click();
  await expect(page.getByText('The pass mark is at most 100.')).toBeVisible();
  await checkBothWidths(page, 'system-data-pass-marks', { ready: () => expect(level5).toBeVisible() });
  await level5.fill('45');
  await page.getByRole('button', { name: 'Save level 5' }).click();
  await expect(page.getByRole('button', { name: 'Save level 5' })).toBeDisabled();
  const saved = await (await page.request.get('/api/system-data/pass-marks')).json();
  expect(saved.levels.find((l: { level: string }) => l.level === '5').mark).toBe(45);
  await page.getByRole('textbox', { name: 'Level 5' }).fill('40');
  await page.getByRole('button', { name: 'Save level 5' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/system-data/pass-marks')).json()).levels[1].mark)
    .toBe(40);
});
