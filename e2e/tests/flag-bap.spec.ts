import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Issue 20, feature bap: admissions open Applications → BAP panels, update one candidate's stage
// and panel date in the dialog, and the list shows the new stage (upcoming panels first).

test('admissions record a candidate’s BAP panel', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/applications/bap');
  await expect(page.getByRole('heading', { name: 'BAP panels', level: 1 })).toBeVisible();

  const list = page.getByRole('list', { name: 'BAP candidates' });
  const first = list.getByRole('listitem').first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  await first.getByRole('button', { name: `Update ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `BAP: ${name}` });
  await dialog.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: 'Stage 2 panel booked' }).click();
  const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Panel date').fill(soon);
  await dialog.getByRole('textbox', { name: 'Outcome and notes' }).fill('Panel at Shallowford House');
  await checkPage(page, 'flag-bap-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = list.getByRole('listitem', { name });
  await expect(row.getByText('Stage 2 panel booked')).toBeVisible();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-label', name);
  await checkBothWidths(page, 'flag-bap', {
    ready: () => expect(row.getByText('Stage 2 panel booked')).toBeVisible(),
  });

  // The stage shows on the application record too.
  await row.getByRole('link', { name }).click();
  const panel = page.getByRole('region', { name: 'Bishops’ Advisory Panel' });
  await expect(panel.getByText('Stage 2 panel booked')).toBeVisible();
  await expect(panel.getByText('Panel at Shallowford House')).toBeVisible();
  await checkBothWidths(page, 'flag-bap-record', {
    ready: () => expect(panel.getByText('Stage 2 panel booked')).toBeVisible(),
  });
});
