import { expect, test, type Page } from '@playwright/test';
import { queryServerDatabase } from './server-database.ts';
import { checkPage, resize, signIn } from './support.ts';
import { samplePdf } from './sample-files.ts';

// Issue 6, the whole journey: a new applicant registers, confirms their address by the link in
// the e-mail (read from the outbox), fills in the application wizard and submits it; a referee
// opens their link and sends the reference; admissions review the application, quick-accept it,
// offer the place and confirm it (deposit paid); the new student is sent the onboarding
// "accounts" e-mail, signs in and sees the student portal. The applicant's and the student's
// screens are checked at desktop width and on a 360 px phone, the staff screens at desktop width.

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };

/** The little of the browser's globals the layout check reads (the e2e project has no DOM types). */
interface BrowserGlobals {
  innerWidth: number;
  document: {
    documentElement: { scrollWidth: number };
    querySelector(selector: string): { parentElement: { getBoundingClientRect(): { left: number } } | null } | null;
  };
}

/** axe + screenshot at desktop width and at 360 px, then back to desktop. */
async function checkBoth(page: Page, name: string) {
  await checkPage(page, name);
  await page.setViewportSize(PHONE);
  // The drawer leaves as the layout turns to the phone one; nothing may stick out sideways.
  await page.waitForFunction(() => {
    const { document: doc, innerWidth } = globalThis as unknown as BrowserGlobals;
    return (
      doc.documentElement.scrollWidth <= innerWidth &&
      (doc.querySelector('main')?.parentElement?.getBoundingClientRect().left ?? 0) === 0
    );
  });
  await checkPage(page, `${name}-360`);
  await resize(page, DESKTOP);
}

/** The newest rendered mail of `template` to `to` (the server holds mail without SMTP_URL). */
function heldMail(
  to: string,
  template: string,
): { status: string; subject: string | null; body_text: string | null } | null {
  try {
    return queryServerDatabase(
      `select status, subject, body_text from outbox where to_email = '${to}' and template_key = '${template}' order by id desc limit 1`,
    );
  } catch {
    return null;
  }
}

/** The path of the link placeholder `key` in the newest mail of `template` to `to`. */
function mailedPath(to: string, template: string, key: string): string {
  const row = queryServerDatabase<{ data: string }>(
    `select data from outbox where to_email = '${to}' and template_key = '${template}' order by id desc limit 1`,
  );
  return new URL((JSON.parse(row.data) as Record<string, string>)[key] as string).pathname;
}

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function answer(page: Page, question: string | RegExp, reply: 'Yes' | 'No') {
  await page.getByRole('radiogroup', { name: question }).getByLabel(reply, { exact: true }).check();
}

async function next(page: Page, expectedStep: string) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: expectedStep })).toBeVisible();
}

test('a new applicant registers, applies and is referred, admissions confirm the place, and the new student reaches the portal', async ({
  page,
  browser,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  const email = `ruth.okafor.${Date.now()}@example.org`;

  // Register.
  await page.goto('/pages/register');
  await expect(page.getByRole('heading', { name: 'Apply to study', level: 1 })).toBeVisible();
  await checkBoth(page, 'applicant-register');
  await page.getByLabel('First name').fill('Ruth');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').first().fill('password123456');
  await page.getByLabel('Password again').fill('password123456');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This password is too common')).toBeVisible();
  await checkPage(page, 'applicant-register-common-password');
  await page.getByLabel('Password').first().fill('kettle harbour violet');
  await page.getByLabel('Password again').fill('kettle harbour violet');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(`We have sent an e-mail to ${email}`)).toBeVisible();
  await checkBoth(page, 'applicant-register-sent');

  // Confirm through the mailed link: signed in and in the application.
  await page.goto(mailedPath(email, 'email-confirmation', 'confirmationLink'));
  await expect(page.getByText(`Confirm ${email}`)).toBeVisible();
  await checkBoth(page, 'applicant-confirm');
  await page.getByRole('button', { name: 'Confirm and start my application' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByRole('heading', { name: 'Step 1 of 9: Course' })).toBeVisible();

  // Course: Next with nothing chosen shows the problems by the fields.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // issue 19: the error summary heads the step and links to each field; each message is at its field too.
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Choose a course.' })).toBeVisible();
  await expect(page.getByText('Choose a course.')).toHaveCount(2);
  await checkBoth(page, 'applicant-step-course');
  await choose(page, 'Course', /BTh/);
  await choose(page, 'Start date', /\d{2}\/\d{2}\/\d{4}/);
  await choose(page, 'Applicant type', 'Ordinand');
  await choose(page, 'Study pace', 'Part time');
  await answer(page, /study flexibly/, 'No');
  await next(page, 'Step 2 of 9: About you');

  await checkBoth(page, 'applicant-step-personal');
  await page.getByLabel('Date of birth').fill('1991-03-14');
  await page.getByRole('textbox', { name: 'Phone' }).fill('07700 900512');
  await page.getByLabel('Address line 1').fill('3 Quayside');
  await page.getByLabel('Town or city').fill('Newcastle upon Tyne');
  await page.getByLabel('Postcode').fill('NE1 3DX');
  await next(page, 'Step 3 of 9: Eligibility');

  await answer(page, 'Are you a British citizen?', 'No');
  await expect(page.getByLabel('Nationality')).toBeVisible();
  await checkBoth(page, 'applicant-step-eligibility');
  await answer(page, 'Are you a British citizen?', 'Yes');
  await answer(page, 'Is English your first language?', 'Yes');
  await page.getByLabel('Your highest qualification').fill('BSc Chemistry, Durham');
  await next(page, 'Step 4 of 9: Commitment');

  // Leave and come back: the wizard resumes at the first step not yet done.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Step 4 of 9: Commitment' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Eligibility' })).toBeEnabled();
  await expect(page.getByRole('tab', { name: 'References' })).toBeDisabled();
  await checkBoth(page, 'applicant-step-commitment');
  await choose(page, 'Bishops’ Advisory Panel', 'Not yet booked');
  await answer(page, /pioneer ministry panel/, 'No');
  await choose(page, 'Marital status', 'Single');
  await page.getByLabel('Children living with you').fill('0');
  await answer(page, /every residential weekend/, 'Yes');
  await choose(page, 'Time you can give to study', '10 to 15 hours a week');
  await answer(page, /computer and internet access/, 'Yes');
  await next(page, 'Step 5 of 9: Diocese');

  await checkBoth(page, 'applicant-step-diocese');
  await choose(page, 'Diocese', /^Diocese of/);
  await choose(page, 'Cohort group', 'Candidate');
  await next(page, 'Step 6 of 9: References');

  await checkBoth(page, 'applicant-step-references');
  await page.getByLabel('Referee 1: name').fill('Dr Esther Mensah');
  await page.getByLabel('Referee 1: e-mail').fill('esther.mensah@example.org');
  await page.getByLabel('Referee 2: name').fill('Paul Adebayo');
  await page.getByLabel('Referee 2: e-mail').fill('paul.adebayo@example.org');
  await page.getByLabel('Your church leader: name').fill('Revd Canon Sarah Hill');
  await page.getByLabel('Your church leader: e-mail').fill('sarah.hill@example.org');
  await next(page, 'Step 7 of 9: Evidence');

  await choose(page, 'What the file is', 'Finance');
  await page.getByLabel('Choose a file', { exact: true }).setInputFiles({
    name: 'funding-letter.pdf',
    mimeType: 'application/pdf',
    buffer: samplePdf('Exegesis of Psalm 23'),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('link', { name: 'funding-letter.pdf' })).toBeVisible();
  await checkBoth(page, 'applicant-step-evidence');
  await next(page, 'Step 8 of 9: Declarations');

  await checkBoth(page, 'applicant-step-declarations');
  await answer(page, /unspent criminal convictions/, 'No');
  await answer(page, /disability, health condition/, 'No');
  await page.getByLabel('The information I have given is true and complete.').check();
  await page.getByLabel(/I agree to the college keeping/).check();
  await next(page, 'Step 9 of 9: Review');

  await expect(page.getByText('Paul Adebayo (paul.adebayo@example.org)')).toBeVisible();
  await checkBoth(page, 'applicant-step-review');
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText(/Your application was sent to the college on/)).toBeVisible();
  await expect(page.getByText('Waiting for the reference')).toHaveCount(3);
  await checkBoth(page, 'applicant-submitted');

  // The referee, not signed in, opens their link and sends the reference.
  const refereeContext = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', timezoneId: 'Europe/London' });
  const referee = await refereeContext.newPage();
  const referencePath = mailedPath('esther.mensah@example.org', 'reference-request', 'referenceLink');
  await referee.goto(referencePath);
  await expect(referee.getByText('Ruth Okafor')).toBeVisible();
  await checkBoth(referee, 'reference-form');
  await referee.getByRole('button', { name: 'Send the reference' }).click();
  await expect(referee.getByText('Tell us how you know the applicant.')).toBeVisible();
  await referee.getByLabel('How do you know the applicant?').fill('I was her tutor at the university.');
  await referee.getByLabel('How long have you known them?').fill('Six years');
  await choose(referee, 'Their academic ability', 'Excellent');
  await referee
    .getByLabel('How do they work and get on with others?')
    .fill('Thoughtful, reliable and warm with everyone.');
  await referee.getByRole('button', { name: 'Send the reference' }).click();
  await expect(referee.getByText(/Thank you\. Your reference for Ruth Okafor/)).toBeVisible();
  await checkBoth(referee, 'reference-sent');

  // The link works once.
  await referee.goto(referencePath);
  await expect(referee.getByText(/This reference link no longer works/)).toBeVisible();
  await checkBoth(referee, 'reference-link-gone');
  await refereeContext.close();

  // The applicant sees it received.
  await page.reload();
  await expect(page.getByText('Received')).toBeVisible();
  await expect(page.getByText('Waiting for the reference')).toHaveCount(2);
  const { id } = (await (await page.request.get('/api/applicant/application')).json()) as { id: number };

  // Admissions (the registry holds applications:edit) review the application and confirm the place.
  const staffContext = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB', timezoneId: 'Europe/London' });
  const staff = await staffContext.newPage();
  await signIn(staff, 'registry@demo.college');
  await expect(staff.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await admissionsConfirm(staff, id);
  await staffContext.close();

  // The onboarding "accounts" e-mail is written for the new student at once (the worker is woken).
  await expect.poll(() => heldMail(email, 'onboarding-accounts')?.status, { timeout: 15_000 }).toBe('held');
  const accounts = heldMail(email, 'onboarding-accounts');
  expect(accounts?.subject).toMatch(/^Welcome to .+: your student accounts$/);
  expect(accounts?.body_text).toContain('Dear Ruth Okafor');
  expect(accounts?.body_text).toContain(email);
  expect(accounts?.body_text).toMatch(/The portal is at http:\/\/localhost:\d+\/\./);

  // The new student signs in again and reaches the student portal.
  await page.context().clearCookies();
  await signIn(page, email, 'kettle harbour violet');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms');
  await expect(page.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Emergency Contacts' })).toBeVisible();
  await checkBoth(page, 'journey-student-portal');
});

/** Admissions at `/applications/{id}`: sections, references, quick accept, the place offered and accepted, then confirmed. */
async function admissionsConfirm(staff: Page, id: number) {
  await staff.goto(`/applications/${id}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Ruth Okafor' })).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Status' })).toContainText('Submitted');
  await expect(staff.getByRole('region', { name: 'Finances' })).toBeVisible();
  await checkPage(staff, 'journey-application-record');
  await staff.getByRole('tab', { name: 'Answers' }).click();
  await expect(staff.getByText('BSc Chemistry, Durham')).toBeVisible();
  await checkPage(staff, 'journey-application-answers');
  await staff.getByRole('tab', { name: 'References' }).click();
  await expect(staff.getByRole('tabpanel')).toContainText('Dr Esther Mensah');
  await expect(staff.getByRole('tabpanel')).toContainText('I was her tutor at the university.');
  await checkPage(staff, 'journey-application-references');

  await staff.getByRole('tab', { name: 'Review' }).click();
  await staff.getByRole('button', { name: 'Quick accept' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Quick accept this application?' });
  await expect(dialog).toBeVisible();
  await checkPage(staff, 'journey-quick-accept');
  await dialog.getByRole('button', { name: 'Accept every section' }).click();
  await expect(dialog).toHaveCount(0);
  // Accepted sections fold: each heading's chip in the review form says the section's status.
  const reviews = staff.getByRole('form', { name: 'Section reviews' });
  await expect(reviews.getByRole('button', { name: /^Eligibility/ }).locator('.MuiChip-root')).toHaveText('Accepted');
  await expect(reviews.getByRole('button', { name: /^Convictions/ }).locator('.MuiChip-root')).toHaveText(
    'Acknowledged',
  );

  for (const status of ['Under review', 'Ready for approval', 'Approved', 'Place offered', 'Place accepted']) {
    await choose(staff, 'New status', status);
    await staff.getByRole('button', { name: 'Change status' }).click();
    await expect(staff.getByText(`The application is now ${status}.`)).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Status' }).locator('.MuiChip-root').first()).toHaveText(status);
  }
  await checkPage(staff, 'journey-place-accepted');

  await staff.getByRole('button', { name: 'Confirm (deposit paid)' }).click();
  const confirmDialog = staff.getByRole('dialog', { name: 'Confirm this place?' });
  await expect(confirmDialog).toContainText('their account opens the student portal now');
  await checkPage(staff, 'journey-confirm-place');
  await confirmDialog.getByRole('button', { name: 'Confirm place' }).click();
  await expect(
    staff.getByText('Place confirmed: the applicant is now a student starting at their intake.'),
  ).toBeVisible();
  await expect(staff.getByRole('region', { name: 'Status' }).locator('.MuiChip-root').first()).toHaveText(
    'Confirmed (deposit paid)',
  );
  await checkPage(staff, 'journey-confirmed');
  await staff.getByRole('link', { name: 'open the student' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Ruth Okafor/ })).toBeVisible();
  await expect(staff.getByText('Starting').first()).toBeVisible();
  await checkPage(staff, 'journey-new-student-record');
}

test('the demo applicant signs in and lands in their part-filled application', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'applicant@demo.college');
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByRole('heading', { name: 'My application', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Eligibility' })).toBeEnabled();
  await checkBoth(page, 'applicant-demo-resume');
});
