import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Helpers the stories share: sign in through the real form, scan for accessibility problems,
// and keep a screenshot of every page visited (e2e/screenshots/, git-ignored) to look at.

export const DEMO_PASSWORD = 'college-demo-2026';
const screenshots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');
if (process.env.E2E_SCREENSHOTS === '1') mkdirSync(screenshots, { recursive: true });

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/pages/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  // Wait for the server's answer, and on success for the page to leave the sign-in form: a story
  // that goes on at once (a goto, or a check the sign-in page itself passes, such as "a level-1
  // heading") would abort the sign-in request (CI saw it).
  const answered = page.waitForResponse((r) => r.url().endsWith('/auth/login') && r.request().method() === 'POST', {
    timeout: 60_000,
  });
  // What the page asked for after the click, for the message below (CI once saw a sign-in whose
  // request never came, and its trace alone did not say why).
  const asked: string[] = [];
  const note = (r: import('@playwright/test').Request) => asked.push(`${r.method()} ${new URL(r.url()).pathname}`);
  page.on('request', note);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const response = await answered.catch(async () => {
    throw new Error(
      `No answer to the sign-in of ${email} within 60 s. ${await signInState(page)} Asked for after the click: ${asked.join(', ') || 'nothing'}.`,
    );
  });
  page.off('request', note);
  if (response.ok()) await page.waitForURL((url) => !url.pathname.startsWith('/pages/login'));
}

/** The sign-in page as a sentence: where it is, what its fields hold and what it says. */
async function signInState(page: Page): Promise<string> {
  const quick = { timeout: 2_000 };
  const length = (label: string) =>
    page
      .getByLabel(label)
      .inputValue(quick)
      .then(
        (v) => `${v.length} characters`,
        () => 'not found',
      );
  const button = page.locator('button[type="submit"]');
  const said = await page
    .getByRole('alert')
    .allInnerTexts()
    .catch(() => []);
  return [
    `Page ${page.url()};`,
    `e-mail ${await length('E-mail address')}, password ${await length('Password')};`,
    `button "${await button.textContent(quick).catch(() => 'not found')}"${(await button.isDisabled(quick).catch(() => false)) ? ' (disabled)' : ''};`,
    `messages: ${said.join(' | ') || 'none'}.`,
  ].join(' ');
}

/**
 * Fails the test on any axe-core violation (WCAG 2.1 A and AA) on the page as it is now. Legacy
 * mode runs axe in the page itself (and in any frame through axe's own messaging) instead of
 * opening a blank page per scan to join the frames' partial results: the same rules and the same
 * findings, in about half the time (measured: 1.3 s against 2.7 s on the student record).
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe-core violations').toEqual([]);
}

/**
 * Keeps a full-page picture to look at, when E2E_SCREENSHOTS=1 (a developer looking at what they
 * built). A picture asserts nothing, and taking one costs up to a second a page, so the test run
 * of CI does without them.
 */
export async function snapshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join(screenshots, `${name}.png`), fullPage: true });
}

/**
 * Waits until every finite animation and transition on the page has ended (a snackbar fading in, a
 * drawer sliding): mid-way, a layout moves under the pointer and a half-transparent text fails a
 * contrast check that the text at rest passes.
 */
export async function animationsEnded(page: Page) {
  await page.waitForFunction(() => {
    const doc = (
      globalThis as unknown as {
        document: { getAnimations(): { effect: { getComputedTiming(): { endTime?: number | string } } | null }[] };
      }
    ).document;
    return doc.getAnimations().every((a) => a.effect?.getComputedTiming().endTime === Infinity);
  });
}

/** Scan and keep a picture, once the page is still: every page a story visits goes through this. */
export async function checkPage(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await animationsEnded(page);
  await snapshot(page, name);
  await expectAccessible(page);
}

export const PHONE = { width: 360, height: 740 };

/**
 * Resizes the page and waits until every finite animation and transition has ended: a drawer
 * that leaves or arrives as the layout changes moves the fields under the pointer, and a click
 * aimed at a field mid-move lands beside it (CI saw a radio button "not change its state").
 */
export async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await animationsEnded(page);
}
export const DESKTOP = { width: 1280, height: 800 };

/** True once nothing on the page sticks out sideways (the e2e project has no DOM library: name only what is read). */
export const noSidewaysScroll = () => {
  const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number };
  return g.document.documentElement.scrollWidth <= g.innerWidth;
};

/**
 * Scans and pictures the page, then again at 360 px (name `<name>-360`), and leaves it at desktop
 * width. With `reload` each width is loaded afresh; `ready` waits, after each change of width,
 * until the page shows what the story expects.
 */
export async function checkBothWidths(
  page: Page,
  name: string,
  options: { reload?: boolean; ready?: () => Promise<void> } = {},
) {
  await checkPage(page, name);
  for (const [size, picture] of [
    [PHONE, `${name}-360`],
    [DESKTOP, null],
  ] as const) {
    await resize(page, size);
    if (options.reload) await page.reload();
    await options.ready?.();
    if (picture) await checkPage(page, picture);
  }
}
