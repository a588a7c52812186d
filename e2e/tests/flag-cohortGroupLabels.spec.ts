import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Issue 20, feature cohortGroupLabels: the students list shows each student's cohort group as a
// labelled chip and filters by it; the record header shows the same chip.

test('the registry filters the students by cohort group and sees the group on the record', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const sample = (await (await page.request.get('/api/students?pageSize=100')).json()) as {
    items: { id: number; lastName: string; cohortGroup: string | null }[];
  };
  const student = sample.items.find((s) => s.cohortGroup);
  expect(student, 'a demo student with a cohort group').toBeDefined();
  const group = student?.cohortGroup as string;

  await page.goto('/students/all');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('columnheader', { name: 'Cohort group' })).toBeVisible();
  const filtered = page.waitForResponse((r) => r.url().includes('cohortGroup=') && r.ok());
  await page.getByLabel('Cohort group', { exact: true }).selectOption(group);
  await filtered;
  const chips = grid.getByTestId('cohort-group-chip');
  await expect.poll(async () => [...new Set(await chips.allTextContents())]).toEqual([`Cohort group ${group}`]);
  await checkPage(page, 'flag-cohort-group-list');

  await page.goto(`/students/${student?.id}`);
  const header = page.getByRole('region', { name: 'Student summary' });
  await expect(header.getByTestId('cohort-group-chip')).toHaveText(`Cohort group ${group}`);
  await checkBothWidths(page, 'flag-cohort-group-record', {
    ready: () => expect(header.getByTestId('cohort-group-chip')).toBeVisible(),
  });
});
