import { expect, test } from '@playwright/test';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Admissions (the registry account holds applications) open an application from the ongoing
// list, review a section and quick-accept it (spec 2.4, 2.5, 4.3, 4.4).

test('admissions open an application from the ongoing list, review a section and quick-accept', async ({ page }) => {
  // Six axe scans of a long record page: two minutes were not enough on a loaded machine.
  test.setTimeout(240_000);
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/applications/ongoing');
  await expect(page.getByRole('heading', { name: 'Ongoing', level: 1 })).toBeVisible();
  const grid = page.getByRole('grid');
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  // The fixed statuses are not offered as a filter here.
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
  await checkBothWidths(page, 'applications-ongoing', {
    reload: true,
    ready: () => expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible(),
  });

  // A submitted application, waiting for admissions.
  await page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell', { name: 'Submitted', exact: true }) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/applications\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const before = await (await page.request.get(`/api/applications/${id}/review`)).json();
  await expect(page.getByRole('heading', { level: 1, name: before.applicantName })).toBeVisible();

  // One review form: a navigator of the sections and one Save, no Save per section.
  const form = page.getByRole('form', { name: 'Section reviews' });
  await expect(page.getByRole('navigation', { name: 'Review sections' }).getByRole('button')).toHaveCount(
    before.sections.length,
  );
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveText(['Save the review']);
  // A section's select offers exactly its statuses.
  await page
    .getByRole('navigation', { name: 'Review sections' })
    .getByRole('button', { name: /^Finances/ })
    .click();
  const finances = form.getByRole('region', { name: /^Finances/ });
  await finances.getByRole('combobox', { name: 'Finances review status' }).click();
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
    'Not yet reviewed',
    'Insufficient finances',
    'Accepted',
  ]);
  await page.getByRole('option', { name: 'Insufficient finances' }).click();
  await finances.getByLabel('Finances notes').fill('Asked for the funding letter from the diocese.');
  await expect(form.getByText('1 section changed.')).toBeVisible();
  await form.getByRole('button', { name: 'Save the review' }).click();
  await expect(page.getByText('The review of 1 section saved.')).toBeVisible();
  await expect(form.getByRole('button', { name: /^Finances/ }).locator('.MuiChip-root')).toHaveText(
    'Insufficient finances',
  );

  await checkBothWidths(page, 'application-record', {
    reload: true,
    ready: () => expect(page.getByRole('heading', { level: 1, name: before.applicantName })).toBeVisible(),
  });

  // Quick accept, after the confirmation.
  await page.getByRole('button', { name: 'Quick accept' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick accept this application?' });
  await expect(dialog).toBeVisible();
  await checkPage(page, 'application-quick-accept');
  await dialog.getByRole('button', { name: 'Accept every section' }).click();
  await expect(dialog).toHaveCount(0);
  // Accepted sections fold: each heading's chip says the section's status.
  await expect(form.getByRole('button', { name: /^Finances/ }).locator('.MuiChip-root')).toHaveText('Accepted');
  await expect(form.getByRole('button', { name: /^Convictions/ }).locator('.MuiChip-root')).toHaveText('Acknowledged');
  const after = await (await page.request.get(`/api/applications/${id}/review`)).json();
  const status = (section: string) => after.sections.find((s: { section: string }) => s.section === section).status;
  expect(status('eligibility')).toBe('Accepted');
  expect(status('disabilities')).toBe('Acknowledged');
  expect(after.sections.find((s: { section: string }) => s.section === 'finances').notes).toBe(
    'Asked for the funding letter from the diocese.',
  );

  // The answers and the history of the review.
  await page.getByRole('tab', { name: 'Answers' }).click();
  await expect(page.getByRole('heading', { name: 'Course', level: 3 })).toBeVisible();
  await checkPage(page, 'application-answers');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Quick accept by Rachel Hughes');
  await expect(page.getByRole('tabpanel')).toContainText('Finances review');
  await checkPage(page, 'application-history');
});
