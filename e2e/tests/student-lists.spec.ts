import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

test('registry staff list the enrolled students and open one', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/enrolled');
  const current = await (await page.request.get('/api/students?status=Current&pageSize=1')).json();
  await expect(page.getByText(`${current.total} students · status: Current`)).toBeVisible();
  // The fixed status is not offered as a filter here; the cohort filter is.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await checkPage(page, 'students-enrolled');

  const first = current.items[0];
  await page.goto(`/students/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.lastName);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await checkPage(page, 'student-record');
});
