import { chromium } from '@playwright/test';
const [,, base, email, outdir, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const width of [1280, 360]) {
  const ctx = await browser.newContext({ baseURL: base, viewport: { width, height: width === 360 ? 740 : 800 } });
  const page = await ctx.newPage();
  await page.goto('/pages/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill('college-demo-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => !u.pathname.includes('login'));
  for (const p of paths) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const name = `${outdir}/${p.replace(/[\/?=&]/g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: width === 360 });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
