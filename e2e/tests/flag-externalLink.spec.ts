import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 20, feature externalLink: the administrator adds a link to the staff menu under
// Administration → External links; the menu shows it in its Links group, opening in a new tab.

test('the administrator adds a link to the staff menu', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@demo.college');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Administration', { exact: true }).click();
  await menu.getByRole('link', { name: 'External links' }).click();
  await expect(page.getByRole('heading', { name: 'External links', level: 1 })).toBeVisible();

  await page.getByLabel('Title').fill('Staff handbook');
  await page.getByLabel('Address').fill('not an address');
  await page.getByRole('button', { name: 'Add link' }).click();
  await expect(page.getByText('Give a full web address starting with https://.')).toBeVisible();
  await page.getByLabel('Address').fill('https://handbook.example.org/staff');
  await page.getByRole('button', { name: 'Add link' }).click();
  const staffList = page.getByRole('list', { name: 'Staff menu' });
  await expect(staffList.getByText('Staff handbook')).toBeVisible();
  await checkBothWidths(page, 'flag-external-links', {
    ready: () => expect(staffList.getByText('Staff handbook')).toBeVisible(),
  });

  await menu.getByText('Links', { exact: true }).click();
  const link = menu.getByRole('link', { name: /Staff handbook/ });
  await expect(link).toHaveAttribute('href', 'https://handbook.example.org/staff');
  await expect(link).toHaveAttribute('target', '_blank');
});
