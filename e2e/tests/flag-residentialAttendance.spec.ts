import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 20, feature residentialAttendance: the registry adds a hub week to a module instance,
// marks its register (an absence needs a reason), and finds the mark on the student's record.

test('the registry adds a residential, marks the register and sees it on the record', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'registry@demo.college');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Students', exact: true }).click();
  await menu.getByRole('link', { name: 'Residentials' }).click();
  await expect(page.getByRole('heading', { name: 'Residentials', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add residential' }).click();
  await expect(page.getByText('Choose the module instance.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Module instance' }).click();
  await page
    .getByRole('option', { name: /\([1-9]\d* students?\)$/ })
    .first()
    .click();
  await page.getByLabel('Title').fill('Autumn hub week');
  await page.getByLabel('First day').fill('2026-10-12');
  await page.getByLabel('Last day').fill('2026-10-16');
  await page.getByRole('button', { name: 'Add residential' }).click();

  await expect(page.getByRole('heading', { name: 'Register: Autumn hub week', level: 1 })).toBeVisible();
  const register = page.getByRole('form', { name: 'Register' });
  const first = register.getByRole('listitem').first();
  const name = (await first.getByRole('link').textContent()) ?? '';
  await first.getByRole('radio', { name: 'Absent' }).check();
  await register.getByRole('button', { name: 'Mark the rest present' }).click();
  await register.getByRole('button', { name: 'Save register' }).click();
  await expect(first.getByText('Give the reason for an absence.')).toBeVisible();
  await first.getByLabel(`Reason, ${name}`).fill('Hospital appointment');
  await register.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('The register is saved.')).toBeVisible();
  await checkBothWidths(page, 'flag-residential-register', {
    ready: () => expect(page.getByRole('heading', { name: 'Register: Autumn hub week' })).toBeVisible(),
  });

  await first.getByRole('link').click();
  const panel = page.getByRole('region', { name: 'Residential attendance' });
  await expect(panel.getByText('Autumn hub week')).toBeVisible();
  await expect(panel.getByText(/Hospital appointment/)).toBeVisible();
  await checkBothWidths(page, 'flag-residential-record', { ready: () => expect(panel).toBeVisible() });
});
