import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';
import { queryServerDatabase } from './server-database.ts';

// Issue 20, feature formation-groups: the registry creates this year's group with a leader from
// faculty and puts a student in it; acting as that student, the group and its leader show in the
// portal.

test('the registry forms a group and the student sees it with the leader', async ({ page }) => {
  const { id } = queryServerDatabase<{ id: number }>(
    "select students.id from students join users on users.person_id = students.person_id where users.email = 'student@demo.college'",
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/formation-groups');
  await expect(page.getByRole('heading', { name: 'Formation groups', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: /^New group in/ });
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form.getByText(/Give the group a name\.|Give the group leader\./)).toBeVisible();
  await form.getByRole('textbox', { name: 'Group name' }).fill('St Aidan');
  await form.getByRole('combobox', { name: 'Leader' }).selectOption({ label: 'Thomas Whitfield' });
  await form.getByRole('button', { name: 'Create group' }).click();
  const group = page.getByRole('region', { name: 'St Aidan' });
  await expect(group.getByText('Led by Thomas Whitfield')).toBeVisible();
  await group.getByRole('textbox', { name: 'Add students to St Aidan' }).fill('2400101');
  await group.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(group.getByRole('link', { name: 'Samuel Adeyemi' })).toBeVisible();
  await checkBothWidths(page, 'flag-formation-groups', {
    ready: () => expect(group.getByRole('link', { name: 'Samuel Adeyemi' })).toBeVisible(),
  });

  await page.goto(`/loginas/student/${id}`);
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await page.goto('/forms/formation-group');
  await expect(page.getByRole('heading', { name: 'St Aidan', level: 2 })).toBeVisible();
  await expect(page.getByText(/is led by Thomas Whitfield/)).toBeVisible();
  await checkBothWidths(page, 'flag-formation-groups-portal', {
    ready: () => expect(page.getByRole('heading', { name: 'St Aidan', level: 2 })).toBeVisible(),
  });
});
