import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// issue 19, Speed: what the browser is sent. The throttled timings are measured by `npm run bench`,
// not here; this story holds the things that make them: compressed scripts, the largest image
// asked for with the HTML, the list's rows asked for beside its schema.

test.describe('speed', () => {
  test('the sign-in page arrives compressed, with its photo preloaded', async ({ page }) => {
    const scripts: { url: string; encoding: string | undefined; vary: string | undefined; size: Promise<number> }[] =
      [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js') && response.status() === 200 && scripts.length < 1000) {
        const headers = response.headers();
        const size = response.body().then(
          (b) => b.length,
          () => Number.NaN,
        );
        scripts.push({ url: response.url(), encoding: headers['content-encoding'], vary: headers.vary, size });
      }
    });
    await page.goto('/pages/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // Every script but the few under 1 KB (not worth it) comes as its brotli copy.
    for (const script of scripts) {
      expect(script.vary, script.url).toMatch(/Accept-Encoding/i);
      if (script.encoding === undefined) expect(await script.size, script.url).toBeLessThan(1024);
      else expect(script.encoding, script.url).toBe('br');
    }
    expect(scripts.filter((s) => s.encoding === 'br').length).toBeGreaterThan(3);
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', 'login.jpg');
    // The data grid is not part of the sign-in page, nor are the signed-in routes (the layout, the
    // menu and the route table) or server state: they load after sign-in.
    expect(scripts.filter((s) => /DataGrid|signed-in-routes|menu-config|useQuery/.test(s.url))).toEqual([]);
    page.removeAllListeners('response');
    await checkBothWidths(page, 'speed-login', {
      reload: true,
      ready: () => expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible(),
    });
  });

  test('the dashboard preloads the sidebar image, and a list asks for its rows beside its schema', async ({ page }) => {
    await signIn(page, 'registry@demo.college');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', 'sidebar-1.jpg');
    await checkBothWidths(page, 'speed-dashboard', {
      reload: true,
      ready: () => expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible(),
    });

    // The list's first page is asked for before the schema has answered.
    const order: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/students\?/.test(r.url())) order.push(`request ${r.url().includes('schema') ? 'schema' : 'rows'}`);
    });
    page.on('response', (r) => {
      if (/\/api\/students\?schema/.test(r.url())) order.push('response schema');
    });
    const rows = page.waitForResponse((r) => /\/api\/students\?(?!schema)/.test(r.url()));
    await page.goto('/students/all');
    const answer = await rows;
    expect(answer.headers()['content-encoding']).toBe('br');
    await expect(page.getByRole('grid')).toBeVisible();
    expect(order.indexOf('request rows')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('request rows')).toBeLessThan(order.indexOf('response schema'));
  });
});
