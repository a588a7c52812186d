import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Students asking for a copy of their file (spec 7.3 folder-request): the registry finds the
// waiting requests under Students → Folder requests, declines one with a reason and marks
// another sent; each student is e-mailed the outcome (held in the outbox without SMTP).

test('the registry declines one folder request with a reason and marks another sent', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const folderRequests = nav.getByRole('link', { name: 'Folder requests' });
  if (!(await folderRequests.isVisible())) await nav.getByRole('button', { name: 'Students', exact: true }).click();
  await folderRequests.click();
  await expect(page).toHaveURL(/\/students\/folder-requests$/);
  await expect(page.getByRole('heading', { name: 'Folder requests', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Folder requests' });
  // The grid's rows of requests (the header row holds no link).
  const rows = grid.getByRole('row').filter({ has: page.getByRole('link') });
  await expect(rows).toHaveCount(3);
  await checkBothWidths(page, 'folder-requests', {
    reload: true,
    ready: () => expect(rows.first()).toBeVisible(),
  });

  const first = rows.first();
  const name = (await first.getByRole('link').innerText()).trim();
  await first.getByRole('button', { name: `Decline the request from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Decline the request from ${name}?` });
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog.getByText('Tell the student why the request is declined.')).toBeVisible();
  await checkPage(page, 'folder-requests-decline-error');
  await dialog
    .getByRole('textbox', { name: /Why it is declined/ })
    .fill('We need to confirm who you are first: please call the registry.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(2);

  const next = rows.first();
  const other = (await next.getByRole('link').innerText()).trim();
  await next.getByRole('button', { name: `Mark the copy for ${other} sent` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark sent' }).click();
  await expect(rows).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Declined');
  await expect(
    grid.getByText(/^Declined \d\d\/\d\d\/\d{4} \d\d:\d\d by .+: We need to confirm who you are first/),
  ).toBeVisible();
  await checkPage(page, 'folder-requests-declined');
});
