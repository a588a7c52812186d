import { expect, test } from '@playwright/test';
import { checkPage, PHONE, signIn } from './support.ts';

// issue 19 (WCAG 2.4.1): in the signed-in frame, staff and student alike, the first Tab reaches
// "Skip to main content", shown while focused; Enter puts the focus in main, past the menu.

const activeId = () =>
  (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id ?? '';

for (const [who, email, heading] of [
  ['staff', 'registry@demo.college', 'Dashboard'],
  ['a student', 'student@demo.college', 'Student Forms'],
] as const) {
  test(`one Tab then Enter takes ${who} to the main content`, async ({ page }) => {
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await checkPage(page, `skip-link-${who === 'staff' ? 'staff' : 'student'}`);
    const url = page.url();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(activeId)).toBe('main-content');
    await expect(page.locator('main')).toBeFocused();
    expect(page.url()).toBe(url);
  });
}

test('the skip link shows on focus on a phone too', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await checkPage(page, 'skip-link-staff-360');
});
