import { expect, type Page, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';
import { samplePdf } from './sample-files.ts';

// Issue 5: the demo student answers this year's HESA questions and sends a neurodiversity
// declaration with evidence, at 360 px and on a desktop; a draft survives a reload; every page
// is axe clean. The demo data leaves the demo student's HESA answers empty for this story.

const PHONE = { width: 360, height: 740 };
const PDF = samplePdf('A letter from my doctor');

async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, `${name}-360`);
  // Nothing wider than the phone: no sideways scrolling.
  const overflow = await page.evaluate(() => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } })
      .document.documentElement;
    return d.scrollWidth - d.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  if (desktop) await page.setViewportSize(desktop);
}

const group = (page: Page, question: RegExp) => page.getByRole('radiogroup', { name: question });

async function choose(page: Page, question: RegExp, answer: string) {
  await page.getByRole('combobox', { name: question }).click();
  await page.getByRole('option', { name: answer, exact: true }).click();
}

test('the demo student answers the HESA questions, keeping a draft through a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms');
  const hesaLink = page.getByRole('link', { name: 'HESA Data' });
  await expect(hesaLink.locator('..')).toContainText('To do');
  await hesaLink.click();
  await expect(page.getByRole('heading', { name: 'HESA Data', level: 1 })).toBeVisible();
  await expect(page.getByText(/Your answers are confidential/)).toBeVisible();
  await checkPage(page, 'student-hesa');

  await choose(page, /^What is your ethnic group\?/, 'Black or Black British – African');
  await choose(page, /^What is your religion or belief\?/, 'Christian');
  await group(page, /^What is your sex\?/)
    .getByLabel('Male', { exact: true })
    .check();
  await page.getByRole('checkbox', { name: 'No known impairment, health condition or learning difference' }).check();
  // Half-way through, the page reloads: the answers so far come back as a draft.
  await page.reload();
  await expect(page.getByText(/restored your unsaved changes/)).toBeVisible();
  await expect(group(page, /^What is your sex\?/).getByLabel('Male', { exact: true })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /^What is your ethnic group\?/ })).toContainText('African');

  // Saving with questions unanswered marks each one.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('group', { name: /^Is the gender you identify with/ }).getByText('Choose one of the answers.'),
  ).toBeVisible();
  await expect(group(page, /^Is the gender you identify with/)).toHaveAccessibleDescription(
    'Choose one of the answers.',
  );

  await group(page, /^Is the gender you identify with/)
    .getByLabel('Yes', { exact: true })
    .check();
  await group(page, /^Which of the following best describes your sexual orientation\?/)
    .getByLabel('Prefer not to say', { exact: true })
    .check();
  await group(page, /^Have you ever been in care\?/)
    .getByLabel('No', { exact: true })
    .check();
  await group(page, /^Do any of your parents or guardians/)
    .getByLabel('No', { exact: true })
    .check();
  await group(page, /^Are you estranged/)
    .getByLabel('No', { exact: true })
    .check();
  await group(page, /^Do you look after/)
    .getByLabel('No', { exact: true })
    .check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/forms/student/hesadata') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved. Thank you.')).toBeVisible();
  await page.reload();
  await expect(page.getByText(/restored your unsaved changes/)).toHaveCount(0);
  await expect(group(page, /^What is your sex\?/).getByLabel('Male', { exact: true })).toBeChecked();
  await atPhoneWidth(page, 'student-hesa');

  await page.goto('/forms');
  await expect(page.getByRole('link', { name: 'HESA Data' }).locator('..')).toContainText('Done');
});

test('the demo student sends a neurodiversity declaration with evidence', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms/neurodiversity-declaration');
  await expect(page.getByRole('heading', { name: 'Neurodiversity Declaration', level: 1 })).toBeVisible();
  await checkPage(page, 'student-neurodiversity-declaration');

  await page.getByRole('checkbox', { name: 'Dyslexia', exact: true }).check();
  await group(page, /^Do you have a formal diagnosis\?/)
    .getByLabel('Yes, I have a diagnosis')
    .check();
  await choose(page, /^Who diagnosed it\?/, 'Educational psychologist');
  await page
    .getByRole('textbox', { name: /^How does this affect your studies\?/ })
    .fill('Reading long texts takes me much longer, and I lose my place in dense theology.');
  await page.getByRole('checkbox', { name: 'Extra time in timed assessments' }).check();
  await page.getByRole('checkbox', { name: 'Coloured paper or overlays' }).check();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'ed-psych-report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('ed-psych-report.pdf')).toBeVisible();

  await page.reload();
  await expect(page.getByText(/restored your unsaved changes/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dyslexia', exact: true })).toBeChecked();
  await expect(page.getByRole('textbox', { name: /^How does this affect your studies\?/ })).toHaveValue(
    /dense theology/,
  );

  await group(page, /^May we tell your tutors/)
    .getByLabel('Yes', { exact: true })
    .check();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/forms/student/support-declarations/neurodiversity') && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved. Thank you.')).toBeVisible();
  await expect(page.getByText('ed-psych-report.pdf')).toBeVisible();
  await checkPage(page, 'student-neurodiversity-declaration-saved');
  await atPhoneWidth(page, 'student-neurodiversity-declaration');

  // The declaration is now the student's learning-support record.
  const support = await page.request.get('/api/forms/student/learning-support');
  expect((await support.json()).learningSupport.categories).toEqual(['Dyslexia']);

  await page.goto('/forms/disability-declaration');
  await expect(page.getByRole('heading', { name: 'Disability Declaration', level: 1 })).toBeVisible();
  await checkPage(page, 'student-disability-declaration');
});
