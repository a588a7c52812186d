import { expect, type Page, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

// Issue 5: the demo student asks for an interruption of studies; the draft survives a reload, the
// request shows as pending under the form and can be withdrawn. Deferrals and Withdrawal share the
// screen.

const PHONE = { width: 360, height: 740 };

async function atPhoneWidth(page: Page, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkPage(page, `${name}-360`);
  if (desktop) await page.setViewportSize(desktop);
}

test('the demo student asks for an interruption of studies, keeps a draft and withdraws the request', async ({
  page,
}) => {
  await signIn(page, 'student@demo.college');
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await page.goto('/forms/interruption-of-studies');
  await expect(page.getByRole('heading', { name: 'Interruption of Studies', level: 1 })).toBeVisible();
  await checkPage(page, 'student-requests-ios');

  // Sending without a reason shows the message next to the field and in the error summary.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#field-reason-error')).toHaveText('Say why you are asking.');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'There is a problem' })
      .getByRole('link', { name: 'Say why you are asking.' }),
  ).toBeVisible();

  await page
    .getByRole('textbox', { name: /^Why do you need to interrupt/ })
    .fill('I am caring for my father after his operation.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Why do you need to interrupt/ })).toHaveValue(
    'I am caring for my father after his operation.',
  );
  await page.getByLabel(/^From/).fill('2026-12-01');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent to the registry.')).toBeVisible();
  const mine = page.getByRole('region', { name: 'My requests' });
  await expect(mine.getByText(/^Pending: From 01\/12\/2026/)).toBeVisible();
  await atPhoneWidth(page, 'student-requests-ios');

  await mine.getByRole('button', { name: 'Withdraw' }).first().click();
  await expect(mine.getByText(/^Withdrawn: From 01\/12\/2026/).first()).toBeVisible();

  // A second request, which the registry declines in its queue; the student sees the outcome.
  await page.getByRole('textbox', { name: /^Why do you need to interrupt/ }).fill('A family illness.');
  await page.getByLabel(/^From/).fill('2026-12-08');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(mine.getByText(/^Pending: From 08\/12\/2026/)).toBeVisible();

  for (const [path, title] of [
    ['deferrals', 'Deferrals'],
    ['withdrawal', 'Withdrawal'],
  ] as const) {
    await page.goto(`/forms/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await checkPage(page, `student-requests-${path}`);
  }
});

test('the registry decides a request in the queue and the student sees the outcome', async ({ browser }) => {
  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student@demo.college');
  await expect(student).not.toHaveURL(/\/pages\/login/);
  await student.goto('/forms/withdrawal');
  await student.getByRole('textbox', { name: /^Why are you withdrawing/ }).fill('I am moving abroad for work.');
  await student.getByLabel(/^From/).fill('2026-12-15');
  await student.getByRole('button', { name: 'Send request' }).click();
  const mine = student.getByRole('region', { name: 'My requests' });
  await expect(mine.getByText(/^Pending: From 15\/12\/2026/)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'registry@demo.college');
  await expect(staff).not.toHaveURL(/\/pages\/login/);
  await staff.goto('/students/requests');
  await expect(staff.getByRole('heading', { name: 'Student requests', level: 1 })).toBeVisible();
  const decide = staff.getByRole('button', { name: /^Decide the Withdrawal request/ }).first();
  await expect(decide).toBeVisible();
  await checkPage(staff, 'student-requests-queue');
  await decide.click();
  await staff.getByRole('textbox', { name: 'Note to the student' }).fill('Please talk to your tutor first.');
  await checkPage(staff, 'student-requests-decide');
  await staff.getByRole('button', { name: 'Decline' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();

  await student.reload();
  await expect(mine.getByText(/^Declined: From 15\/12\/2026/)).toBeVisible();
  await expect(mine.getByText(/Please talk to your tutor first\./)).toBeVisible();
});

test('a withdrawal approved for a later date is scheduled: the student reads when it takes effect, the Engagement tab shows it, nothing changes yet', async ({
  browser,
}) => {
  const ahead = new Date();
  ahead.setUTCDate(ahead.getUTCDate() + 14);
  const iso = ahead.toISOString().slice(0, 10);
  const shown = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student@demo.college');
  await expect(student).not.toHaveURL(/\/pages\/login/);
  await student.goto('/forms/withdrawal');
  await student
    .getByRole('textbox', { name: /^Why are you withdrawing/ })
    .fill('I am taking up a post abroad next month.');
  await student.getByLabel(/^From/).fill(iso);
  await student.getByRole('button', { name: 'Send request' }).click();
  const mine = student.getByRole('region', { name: 'My requests' });
  await expect(mine.getByText(`Pending: From ${shown}`)).toBeVisible();

  const staff = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(staff, 'registry@demo.college');
  await expect(staff).not.toHaveURL(/\/pages\/login/);
  await staff.goto('/students/requests');
  const item = staff.getByRole('row').filter({ hasText: `From ${shown}` });
  await item.getByRole('button', { name: /^Decide the Withdrawal request/ }).click();
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();

  // issue 11: approved, but the student stays as they are until the date.
  await student.reload();
  await expect(mine.getByText(`Approved — takes effect on ${shown}: From ${shown}`)).toBeVisible();
  await checkPage(student, 'student-requests-scheduled');

  const demo = (await (await staff.request.get('/api/students?search=student@demo.college')).json()).items[0];
  await staff.goto(`/students/${demo.id}`);
  await staff.getByRole('tab', { name: 'Engagement' }).click();
  const current = staff.getByRole('region', { name: 'Current engagement' });
  await expect(
    current.getByText(new RegExp(`^Scheduled change: Withdrawn from ${shown.replace(/\//g, '\\/')}`)),
  ).toBeVisible();
  await expect(current.getByText('Current', { exact: true }).first()).toBeVisible();
  await checkPage(staff, 'student-requests-scheduled-engagement-1280');
  await staff.setViewportSize(PHONE);
  await checkPage(staff, 'student-requests-scheduled-engagement-360');
});
