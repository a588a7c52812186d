import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';
import { queryServerDatabase } from './server-database.ts';

// Issue 6: an administrator rewords an e-mail with the live preview beside it, and reads in the
// outbox what the college has sent (the e2e server has no mail server, so mail is held there).

test('an administrator edits a template, sees the preview change, and saves it', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/emailtemplates');
  await expect(page.getByRole('heading', { name: 'E-mail templates', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'E-mail templates' })
    .getByRole('button', { name: /Reference request/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Reference request', level: 2 })).toBeVisible();
  const preview = page.getByTestId('preview-subject');
  await expect(preview).toHaveText('Reference request for Hannah Whitfield');
  await checkPage(page, 'email-templates');

  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Your reference for {{applicantName}}, {{courseName}}');
  await expect(preview).toHaveText('Your reference for Hannah Whitfield, BA (Hons) Theology, Ministry and Mission');

  // A placeholder the template does not offer is named under the field, and refused on saving.
  const message = page.getByRole('textbox', { name: 'Message' });
  await message.fill(
    'Dear {{refereeName}},\n\nPlease say what hymn {{favouriteHymn}} suits {{applicantName}}: {{referenceLink}}',
  );
  await expect(page.getByText('This placeholder is not available in this template: {{favouriteHymn}}.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('This placeholder is not available in this template: {{favouriteHymn}}.')).toBeVisible();

  // Adding a placeholder from the list puts it where the cursor is.
  await message.fill('Dear {{refereeName}},\n\nPlease write about {{applicantName}} here: ');
  await page.getByRole('button', { name: /^Add \{\{referenceLink\}\}/ }).click();
  await expect(message).toHaveValue(
    'Dear {{refereeName}},\n\nPlease write about {{applicantName}} here: {{referenceLink}}',
  );
  await expect(
    page.getByRole('article', { name: 'Preview of the message' }).getByRole('link', { name: /pages\/reference\// }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('“Reference request” saved.')).toBeVisible();
  await expect(page.getByText(/Last saved by Alex Morgan/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Your reference for {{applicantName}}, {{courseName}}',
  );
  await expect(
    page
      .getByRole('navigation', { name: 'E-mail templates' })
      .getByRole('button', { name: /Reference request.*Edited by Alex Morgan/ }),
  ).toBeVisible();

  // On a phone the list comes first, then the chosen template with a way back.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/emailtemplates');
  await page.getByRole('button', { name: /Password reset/ }).click();
  await expect(page.getByRole('heading', { name: 'Password reset', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All templates' })).toBeVisible();
  await checkPage(page, 'email-templates-360');
});

test('the outbox shows held mail, with the message as it would be sent', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const user = queryServerDatabase<{ id: number }>(
    "select users.id from users join people on people.id = users.person_id where users.email = 'registry@demo.college'",
  );
  const issued = await page.request.post('/auth/reset', { data: { id: user.id } });
  expect(issued.status()).toBe(201);

  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expect(page.getByText(/No mail server is configured/)).toBeVisible();
  const row = page.getByRole('button', { name: /Reset your .* password/ }).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Held')).toBeVisible();
  await checkPage(page, 'outbox');

  await row.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Kept here because no mail server is configured.')).toBeVisible();
  await expect(
    dialog.getByRole('article', { name: 'The message' }).getByRole('link', { name: /\/pages\/reset\// }),
  ).toBeVisible();
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  await expect(dialog.getByText(/A password reset has been set up/)).toBeVisible();
  await checkPage(page, 'outbox-mail');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('tab', { name: /^Sent/ }).click();
  await expect(page.getByText('No sent mail.')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(page.getByRole('button', { name: /Reset your .* password/ }).first()).toBeVisible();
  await checkPage(page, 'outbox-360');
});
