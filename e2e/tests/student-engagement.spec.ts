import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// The Engagement tab (issue 4, spec 4.2): the registry finds a current student, opens their
// record and interrupts their studies (Current → IoS) with a reason and an intention; the chip,
// the header and the status history show it at once.

test('registry staff change a student from Current to IoS', async ({ page }) => {
  // Five pages scanned at two widths on a loaded machine (the other record stories have as long).
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Not the demo student: the portal story signs in as them and needs them still Current.
  const demo = (await (await page.request.get('/api/students?search=student@demo.college')).json()).items[0];
  const list = await (await page.request.get('/api/students?status=Current&programmeCode=BTh&pageSize=5')).json();
  const target = list.items.find((s: { id: number }) => s.id !== demo?.id);
  expect(target, 'a current BTh student in the demo data').toBeDefined();

  // Find them in the students list by searching for their surname and partner id.
  await page.goto('/students/all');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: /search/i }).fill(String(target.partnerId));
  await expect(page.getByText('1 student', { exact: true })).toBeVisible();
  await grid.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/students/${target.id}$`));

  await page.getByRole('tab', { name: 'Engagement' }).click();
  const current = page.getByRole('region', { name: 'Current engagement' });
  await expect(current.getByText('Current', { exact: true }).first()).toBeVisible();
  // Issue 18: the progression panel under the sessions, and the decision dialog (left unsaved).
  await expect(page.getByRole('table', { name: 'Credits passed by level, BTh' })).toBeVisible();
  await checkBothWidths(page, 'student-engagement-tab');
  await page.getByRole('button', { name: 'Record decision' }).click();
  const board = page.getByRole('dialog', { name: "Record the exam board's decision" });
  await expect(board.getByRole('combobox', { name: /Decision/ }).locator('option')).toHaveCount(4);
  await checkPage(page, 'student-engagement-progression-dialog');
  await board.getByRole('button', { name: 'Cancel' }).click();
  await expect(board).toBeHidden();

  await current.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  const status = dialog.getByRole('combobox', { name: /New status/ });
  // spec 4.2: from Current only these (Transferred has its own button).
  await expect(status.locator('option')).toHaveText(['Choose…', 'IoS', 'Completed', 'Withdrawn', 'Terminated']);
  await status.selectOption('IoS');
  await dialog.getByRole('combobox', { name: /Intention for next year/ }).selectOption('Interrupt studies');
  await checkPage(page, 'student-engagement-status-dialog');

  // Without a reason the dialog says so and sends nothing.
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog.getByText('Give a reason for the change.')).toBeVisible();
  const reason = `Interruption for health reasons (e2e ${Date.now()})`;
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await dialog.getByRole('button', { name: 'Change status' }).click();
  await expect(dialog).toBeHidden();

  // The chip, the record header and the history follow.
  await expect(current.getByText('IoS', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Student summary' }).getByText('IoS', { exact: true })).toBeVisible();
  const history = page.getByRole('table', { name: /Status history of the BTh engagement/ });
  const row = history.getByRole('row').filter({ hasText: reason });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('IoS', { exact: true })).toBeVisible();
  await expect(row.getByText('Current', { exact: true })).toBeVisible();
  // Newest first.
  await expect(history.getByRole('row').nth(1)).toContainText(reason);
  await checkBothWidths(page, 'student-engagement-after-ios');

  // The other two dialogs, scanned and pictured too, then left without saving.
  await current.getByRole('button', { name: 'Transfer' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transfer to another programme' });
  await transfer.getByRole('combobox', { name: /New programme/ }).selectOption('DipHE');
  await expect(transfer.getByRole('combobox', { name: /Level/ }).locator('option')).toHaveText(['Choose…', '4', '5']);
  await checkPage(page, 'student-engagement-transfer-dialog');
  await transfer.getByRole('button', { name: 'Cancel' }).click();
  await expect(transfer).toBeHidden();
  await current.getByRole('button', { name: 'Edit details' }).click();
  const details = page.getByRole('dialog', { name: 'Edit engagement details' });
  await expect(details.getByRole('combobox', { name: 'Personal tutor' }).locator('option').nth(1)).toBeAttached();
  await checkPage(page, 'student-engagement-details-dialog');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();

  // The server holds it too.
  const after = await (await page.request.get(`/api/students/${target.id}/engagements`)).json();
  expect(after.items.find((e: { current: boolean }) => e.current)).toMatchObject({
    status: 'IoS',
    intention: 'Interrupt studies',
  });
});
