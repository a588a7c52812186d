import { expect, type Page, test } from '@playwright/test';
import { checkPage, DEMO_PASSWORD, signIn } from './support.ts';

// Issue 5, the portal's e2e points: as the demo student on a phone (360 px) and a desktop, a bad
// postcode is refused next to its field and a good one is saved; every page of the student forms
// area is axe clean at both widths (the pages are read from the student's own dashboard, so pages
// added later are covered as they land); leaving a form with unsaved changes asks first.

const STUDENT = 'student@demo.college';
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

interface BrowserGlobals {
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
}

/** Nothing sticks out sideways: the page never scrolls horizontally. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => {
    const g = globalThis as unknown as BrowserGlobals;
    return { scrollWidth: g.document.documentElement.scrollWidth, innerWidth: g.innerWidth };
  });
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}

async function signInAsStudent(page: Page) {
  await signIn(page, STUDENT, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
}

const postcode = (page: Page) => page.getByRole('textbox', { name: /^Postcode/ });

for (const [label, viewport, good] of [
  // Croydon, where the demo student lives.
  ['on a phone', PHONE, 'CR0 2LX'],
  ['on a desktop', DESKTOP, 'CR0 3ZH'],
] as const) {
  test(`personal details ${label}: a bad postcode is refused next to its field, a good one is saved`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsStudent(page);
    await page.goto('/forms/personal-details');
    await expect(page.getByRole('heading', { name: 'Personal Details', level: 1 })).toBeVisible();
    await expect(postcode(page)).toBeEditable();
    // The demo student may have left gaps; fill them so only the postcode can be wrong.
    for (const [name, value] of [
      ['Phone', '07700 900555'],
      ['Address line 1', '12 Saddler Street'],
      ['Town or city', 'Durham'],
    ] as const) {
      const box = page.getByRole('textbox', { name: new RegExp(`^${name}`) });
      if ((await box.inputValue()) === '') await box.fill(value);
    }
    const dob = page.getByLabel(/^Date of birth/);
    if ((await dob.inputValue()) === '') await dob.fill('1991-05-14');

    let puts = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith('/api/forms/student/personal-details')) puts++;
    });
    // Saving straight from the field: the error appears under it, and the error summary at the top
    // of the form takes the focus (GOV.UK's pattern); its link puts the cursor back in the field.
    await postcode(page).fill('ZZ99 NOPE');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(postcode(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(postcode(page)).toHaveAccessibleDescription('Enter a UK postcode, like DH1 3LE.');
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /Enter a UK postcode/ }).click();
    await expect(postcode(page)).toBeFocused();
    // Told on leaving the field too.
    await postcode(page).fill('SW1A1A');
    await postcode(page).press('Tab');
    await expect(postcode(page)).toHaveAccessibleDescription('Enter a UK postcode, like DH1 3LE.');
    expect(puts, 'nothing is sent while the postcode is wrong').toBe(0);
    await checkPage(page, `student-portal-postcode-error-${viewport.width}`);

    await postcode(page).fill(good.toLowerCase().replace(' ', ''));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/forms/student/personal-details') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText('Saved. Thank you.')).toBeVisible();
    await expect(postcode(page)).toHaveValue(good);
    await expect(postcode(page)).not.toHaveAttribute('aria-invalid', 'true');

    await page.reload();
    await expect(postcode(page)).toHaveValue(good);
    await expect(page.getByText(/restored your unsaved changes/)).toHaveCount(0);
    await checkPage(page, `student-portal-postcode-saved-${viewport.width}`);
  });
}

/** Every page of the forms area the student is offered: the dashboard's links, and the IT Support pages the Help page links to. */
async function portalPages(page: Page): Promise<string[]> {
  await page.goto('/forms');
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hrefs = async () =>
    page.locator('main a[href^="/forms/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const fromDashboard = await hrefs();
  expect(fromDashboard, 'the dashboard offers the student forms').toContain('/forms/personal-details');
  await page.goto('/forms/help');
  await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const fromHelp = (await hrefs()).filter((href) => href.startsWith('/forms/itsupport/'));
  return ['/forms', ...new Set([...fromDashboard, ...fromHelp])].map((href) => href.split(/[?#]/)[0] as string);
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`every page of the student forms area is axe clean at ${viewport.width} px, with nothing sticking out sideways`, async ({
    page,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize(viewport);
    await signInAsStudent(page);
    const pages = await portalPages(page);
    expect(pages.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      try {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Wait until the page's own calls have answered.
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await checkPage(page, `student-portal${path.replace(/\//g, '-')}-${viewport.width}`);
        if (viewport === PHONE) await expectNoSidewaysScroll(page);
      } catch (error) {
        const failure = `${path} at ${viewport.width} px: ${error instanceof Error ? error.message.split('\n').slice(0, 6).join(' ') : String(error)}`;
        console.log(failure);
        failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
  });
}

test('leaving a form with unsaved changes asks first: stay keeps the changes, leave goes', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAsStudent(page);
  await page.goto('/forms/residential-requirements');
  await expect(page.getByRole('heading', { name: 'Residential Requirements', level: 1 })).toBeVisible();
  const dietary = page.getByRole('textbox', { name: /^Dietary needs/ });
  await expect(dietary).toBeEditable();
  const before = await dietary.inputValue();
  await dietary.fill('Vegetarian; no nuts, please.');

  const dashboardLink = page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dashboardLink.click();
  await expect(dialog).toBeVisible();
  await checkPage(page, 'student-portal-leave-dialog');
  await dialog.getByRole('button', { name: 'Stay and save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/forms\/residential-requirements$/);
  await expect(dietary).toHaveValue('Vegetarian; no nuts, please.');

  await dashboardLink.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).not.toHaveURL(/\/forms\/residential-requirements$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // What was typed waits as a draft; discarding it leaves the saved answer, and nothing to ask about.
  await page.goto('/forms/residential-requirements');
  await expect(page.getByText(/restored your unsaved changes/)).toBeVisible();
  await expect(dietary).toHaveValue('Vegetarian; no nuts, please.');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(dietary).toHaveValue(before);
  await dashboardLink.click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/\/forms\/residential-requirements$/);
});

/** The selected pill of the tab bar is wholly inside the bar's scrolling area, not cut off. */
async function expectSelectedTabInView(page: Page) {
  const tab = page.getByRole('tab', { selected: true });
  await expect(tab).toBeVisible();
  const scroller = page.locator('.MuiTabs-scroller').filter({ has: tab });
  await expect
    .poll(
      async () => {
        const [t, s] = await Promise.all([tab.boundingBox(), scroller.boundingBox()]);
        return t !== null && s !== null && t.x >= s.x - 1 && t.x + t.width <= s.x + s.width + 1;
      },
      { message: 'the selected tab is fully in view' },
    )
    .toBe(true);
}

test('on a phone the Help page’s chosen tab scrolls into view', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsStudent(page);
  await page.goto('/forms/help');
  const first = page.getByRole('tab', { selected: true });
  await expect(first).toBeVisible();
  await expectSelectedTabInView(page);
  // The last topic, chosen with the keyboard.
  await first.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expectSelectedTabInView(page);
  await checkPage(page, 'student-portal-help-last-tab-360');
});

test('staff see what the demo student entered in the portal, read-only, on the record’s Portal forms tab', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const list = await (await page.request.get('/api/students?search=Samuel%20Adeyemi&pageSize=5')).json();
  const id = (list.items as { id: number; email?: string }[])[0]?.id;
  expect(id, 'the demo student in the list').toBeDefined();

  // Opening the record does not read the (audited) portal forms; opening the tab does.
  let reads = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/students/${id}/portal-forms`)) reads++;
  });
  await page.goto(`/students/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Samuel Adeyemi/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reads).toBe(0);
  await page.getByRole('tab', { name: 'Portal forms' }).click();
  await expect(page).toHaveURL(new RegExp(`/students/${id}\\?tab=portal-forms$`));
  for (const title of [
    'Personal details',
    'Emergency contacts',
    'Residential requirements',
    'DBS check',
    'Safeguarding training',
    'Policies agreed',
    'Learning support',
  ]) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  expect(reads).toBe(1);
  const personal = page.getByRole('region', { name: 'Personal details' });
  await expect(personal.getByText(/^Last updated \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('textbox')).toHaveCount(0);
  await checkPage(page, 'student-record-portal-forms');

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
  await expectSelectedTabInView(page);
  await expectNoSidewaysScroll(page);
  await checkPage(page, 'student-record-portal-forms-360');

  // A student who has filled the forms in: every section with its answers.
  const current = await (await page.request.get('/api/students?status=Current&pageSize=100')).json();
  let filled: number | undefined;
  for (const s of current.items as { id: number }[]) {
    const forms = await (await page.request.get(`/api/students/${s.id}/portal-forms`)).json();
    if (
      forms.emergencyContacts.primary &&
      forms.dbs.updatedAt &&
      forms.safeguarding.updatedAt &&
      forms.residentialRequirements.updatedAt
    ) {
      filled = s.id;
      break;
    }
  }
  expect(filled, 'a current student with portal forms in the demo data').toBeDefined();
  await page.goto(`/students/${filled}?tab=portal-forms`);
  const dbs = page.getByRole('region', { name: 'DBS check' });
  await expect(dbs.getByText('Done')).toBeVisible();
  await expect(dbs.getByText(/^\d{12}$/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Emergency contacts' }).getByRole('heading', { name: 'First contact' }),
  ).toBeVisible();
  await expectSelectedTabInView(page);
  await expectNoSidewaysScroll(page);
  await checkPage(page, 'student-record-portal-forms-filled-360');
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(dbs.getByText('Done')).toBeVisible();
  await checkPage(page, 'student-record-portal-forms-filled');

  // Without students:view the call is refused: the tutor has only his own students' pages.
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signIn(tutor, 'tutor@demo.college');
  await expect(tutor).not.toHaveURL(/\/pages\/login/);
  expect((await tutor.request.get(`/api/students/${id}/portal-forms`)).status()).toBe(403);
  await tutorContext.close();
});
