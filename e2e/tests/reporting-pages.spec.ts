import { expect, test, type Page } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 16: the registry reads Reporting > Students, Applications and Marketing, narrows each by
// a filter, follows a figure to the list of its records and exports the page to Excel.

async function showTable(page: Page, figure: string) {
  const card = page.getByRole('figure').filter({ has: page.getByRole('heading', { name: figure, exact: true }) });
  await card.getByRole('button', { name: 'Show table' }).click();
  return card.getByRole('table');
}

async function exportsWorkbook(page: Page, name: string) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: /export to excel/i }).click();
  expect((await downloadPromise).suggestedFilename()).toMatch(
    new RegExp(`^${name}-report-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
  );
}

test('registry filters the students report, opens a programme’s students and exports', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/reporting/students');
  await expect(page.getByRole('heading', { name: 'Students report', level: 1 })).toBeVisible();
  const all = await (await page.request.get('/api/reporting/students')).json();
  await expect(page.getByText(`${all.total} students in the filters`, { exact: true })).toBeVisible();

  await page.getByLabel('Status', { exact: true }).selectOption('Current');
  const current = await (await page.request.get('/api/reporting/students?status=Current')).json();
  await expect(page.getByText(`${current.total} students in the filters`, { exact: true })).toBeVisible();
  // Every chart says in words what it shows.
  await expect(page.getByRole('img', { name: /^Students by programme\. / })).toBeVisible();
  await checkBothWidths(page, 'reporting-students', {
    ready: () => expect(page.getByRole('heading', { name: 'Students by programme' })).toBeVisible(),
  });

  await exportsWorkbook(page, 'students');

  const top = current.byProgramme[0];
  const table = await showTable(page, 'Students by programme');
  await expect(table.getByRole('row').filter({ hasText: top.value })).toContainText(String(top.count));
  await table.getByRole('link', { name: top.value, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All students', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('Current');
  await expect(page.getByLabel('Programme', { exact: true })).toHaveValue(top.value);
  await expect(page.getByText(new RegExp(`^${top.count} students?( ·|$)`))).toBeVisible();
});

test('registry reads applications by stage and opens the stage’s applications', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/reporting/applications');
  await expect(page.getByRole('heading', { name: 'Applications report', level: 1 })).toBeVisible();
  const report = await (await page.request.get('/api/reporting/applications')).json();
  const course = report.byCourse[0].value as string;
  await page.getByLabel('Programme', { exact: true }).selectOption(course);
  const narrowed = await (
    await page.request.get(`/api/reporting/applications?programme=${encodeURIComponent(course)}`)
  ).json();
  await expect(page.getByText(`${narrowed.total} applications in the filters`, { exact: true })).toBeVisible();
  await checkBothWidths(page, 'reporting-applications', {
    ready: () => expect(page.getByRole('heading', { name: 'Applications by stage', exact: true })).toBeVisible(),
  });
  await exportsWorkbook(page, 'applications');

  const stage = narrowed.byStage.find((s: { count: number }) => s.count > 0);
  const table = await showTable(page, 'Applications by stage');
  await table.getByRole('link', { name: stage.value, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All applications', level: 1 })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${stage.count} applications?( ·|$)`))).toBeVisible();
});

test('registry reads the marketing funnel and the mailing list', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/reporting/marketing');
  await expect(page.getByRole('heading', { name: 'Marketing report', level: 1 })).toBeVisible();
  const report = await (await page.request.get('/api/reporting/marketing')).json();
  await expect(page.getByText(`${report.total} potential students in the filters`, { exact: true })).toBeVisible();
  const source = report.bySource[0].value as string;
  await page.getByLabel('Source', { exact: true }).selectOption(source);
  const narrowed = await (
    await page.request.get(`/api/reporting/marketing?source=${encodeURIComponent(source)}`)
  ).json();
  await expect(page.getByText(`${narrowed.mailing.consented} of ${narrowed.total} potential students`)).toBeVisible();
  // The mailing list counts only those whose consent to the chosen purpose is current.
  await page.getByLabel('Consent to', { exact: true }).selectOption('Photography');
  const photos = await (
    await page.request.get(`/api/reporting/marketing?source=${encodeURIComponent(source)}&purpose=Photography`)
  ).json();
  await expect(page.getByText(`${photos.mailing.consented} of ${photos.total} potential students`)).toBeVisible();
  await expect(page.getByText('their consent to “Photography” is current', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Conversion funnel\. Potential students / })).toBeVisible();
  await checkBothWidths(page, 'reporting-marketing', {
    ready: () => expect(page.getByRole('heading', { name: 'Conversion funnel' })).toBeVisible(),
  });
  await exportsWorkbook(page, 'marketing');

  // The funnel's steps open the funnel's own people, in the potential students list registry may not open.
  const table = await showTable(page, 'Conversion funnel');
  await expect(table.getByRole('row').filter({ hasText: 'Enrolled' })).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(0);
});

test('the funnel’s Enrolled step opens only the potential students who enrolled', async ({ page }) => {
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/reporting/marketing');
  const report = await (await page.request.get('/api/reporting/marketing')).json();
  const enrolled = report.funnel.find((s: { step: string }) => s.step === 'Enrolled').count as number;
  const table = await showTable(page, 'Conversion funnel');
  await table.getByRole('link', { name: 'Enrolled', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All potential students', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Reached', { exact: true })).toHaveValue('Enrolled');
  await expect(page.getByText(new RegExp(`^${enrolled} potential students?( ·|$)`, 'i'))).toBeVisible();
});
