import { expect, test } from '@playwright/test';
import { checkPage, DESKTOP, noSidewaysScroll, PHONE } from './support.ts';

// Issue 11, point 21: a failed work-account sign-in comes back to the login page with its message
// in the readable cookie collegium_sso_error. It was encoded twice, so the page showed
// "Microsoft%20sign-in%20is…" in one unbroken line running out of its box.

const MESSAGE = 'Microsoft sign-in is not available right now. Please try again or use your password.';

for (const [size, name] of [
  [DESKTOP, 'sso-error'],
  [PHONE, 'sso-error-360'],
] as const) {
  test(`a failed work-account sign-in shows its sentence, readable and wrapped (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/pages/login');
    // The provider's issuer cannot be reached (e2e/serve.mjs): the real failure path.
    await page.getByRole('link', { name: 'Sign in with Microsoft' }).click();
    await expect(page).toHaveURL(/\/pages\/login$/);
    const alert = page.getByRole('alert').filter({ hasText: 'Microsoft sign-in' });
    await expect(alert).toContainText(MESSAGE);
    await expect(alert).not.toContainText('%20');
    // Wrapped inside its box: nothing sticks out of the alert or the page.
    const fits = await alert.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
    const box = await alert.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
    expect(await page.evaluate(noSidewaysScroll)).toBe(true);
    await checkPage(page, name);
    // Shown once: the cookie is spent.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toHaveCount(0);
  });
}
