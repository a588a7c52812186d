import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { checkBothWidths, signIn } from './support.ts';

// Issue 16: the registry picks a student who is not ready from the HESA worklist, follows the link
// to a missing item, enters the HESA details, comes back to see the student ready, and downloads
// the period's Data Futures XML with the student in it. The worklist and the export are axe clean
// at both widths. The e2e server sets HESA_UKPRN (e2e/serve.mjs).

const UKPRN = '10012345';

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

async function openFromMenu(page: Page, item: string) {
  const link = menu(page).getByRole('link', { name: item, exact: true });
  if (!(await link.isVisible())) await menu(page).getByText('HESA', { exact: true }).click();
  await link.click();
}

/** "N of M students ready" on the worklist, as numbers. */
async function readyCount(page: Page) {
  const text = await page.getByText(/^\d+ of \d+ students ready$/).textContent();
  const [, ready, total] = /^(\d+) of (\d+)/.exec(text ?? '') ?? [];
  return { ready: Number(ready), total: Number(total) };
}

test('registry fixes a HESA gap from the worklist, sees the student ready and downloads the export', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await openFromMenu(page, 'Student data');
  await expect(page.getByRole('heading', { name: 'HESA student data', level: 1 })).toBeVisible();
  const worklist = page.getByRole('table', { name: 'HESA worklist' });
  await expect(worklist.getByRole('row').nth(1)).toBeVisible();
  const before = await readyCount(page);
  expect(before.ready).toBeLessThan(before.total);
  await checkBothWidths(page, 'hesa-worklist', {
    ready: () => expect(worklist.getByRole('row').nth(1)).toBeVisible(),
  });

  // A student whose only gaps are the HESA details registry enters (not the student's own answers).
  const row = worklist
    .getByRole('row')
    .filter({ has: page.locator('a[href$="#hesa-details"]') })
    .filter({ hasNot: page.getByRole('link', { name: 'Sex: not given' }) })
    .first();
  const name = (await row.getByRole('cell').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  const missingBefore = Number(await row.getByRole('cell').nth(3).textContent());
  expect(missingBefore).toBeGreaterThan(0);
  await row.getByRole('link', { name: 'Nationality: not given' }).click();

  await expect(page).toHaveURL(/\/hesa\/student\?id=\d+#hesa-details$/);
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`^${name} \\(\\d{7}\\)$`) });
  await expect(heading).toBeVisible();
  const partnerId = /\((\d{7})\)/.exec((await heading.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByText(`${missingBefore} to fix`, { exact: true })).toBeVisible();

  // A domicile that is not a two-letter code is refused, with the message at the field.
  const details = page.getByRole('region', { name: 'HESA details' });
  await details.getByLabel('Nationality (country code)').fill('IE');
  await details.getByLabel('Domicile (HESA code)').fill('9');
  await details.getByLabel('Highest qualification on entry').click();
  await page.getByRole('option', { name: 'UK first degree (HZZ)' }).click();
  await details.getByRole('button', { name: 'Save HESA details' }).click();
  await expect(details.getByLabel('Domicile (HESA code)')).toHaveAccessibleDescription(
    'Give the HESA domicile code, such as XF for England.',
  );
  await expect(page.getByText(`${missingBefore} to fix`, { exact: true })).toBeVisible();

  await details.getByLabel('Domicile (HESA code)').fill('XF');
  await details.getByRole('button', { name: 'Save HESA details' }).click();
  await expect(page.getByText('HESA ready', { exact: true })).toBeVisible();
  const fields = page.getByRole('table', { name: `HESA fields of ${name}` });
  await expect(fields.getByRole('row', { name: /Nationality \(NATION\)/ })).toContainText('IE');

  // Back on the worklist the row has nothing left to fix and one more student is ready.
  await page.getByRole('button', { name: 'Back to the worklist' }).click();
  const fixed = worklist.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(fixed.getByRole('cell').nth(3)).toHaveText('0');
  await expect(fixed.getByRole('cell').nth(4)).toHaveText('Ready');
  await expect(page.getByText(`${before.ready + 1} of ${before.total} students ready`, { exact: true })).toBeVisible();

  await openFromMenu(page, 'Export');
  await expect(page.getByRole('heading', { name: 'HESA export', level: 1 })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`^${before.ready + 1} of ${before.total} students are ready and will be sent`)),
  ).toBeVisible();
  await checkBothWidths(page, 'hesa-export', {
    ready: () => expect(page.getByRole('heading', { name: 'Make the export' })).toBeVisible(),
  });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the \d{4}\/\d{2} export$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xml$/);
  const xml = await readFile(await download.path(), 'utf8');
  expect(xml.startsWith('<?xml')).toBe(true);
  expect(xml).toContain('<Submission>');
  expect(xml).toContain(`<UKPRN>${UKPRN}</UKPRN>`);
  // The student just made ready is sent, with the details entered.
  const student = new RegExp(
    `<Student>(?:(?!</Student>).)*<OWNSTU>${partnerId}</OWNSTU>(?:(?!</Student>).)*</Student>`,
    's',
  );
  const sent = student.exec(xml)?.[0] ?? '';
  expect(sent).toContain('<NATION>IE</NATION>');
  expect(sent).toContain('<DOMICILE>XF</DOMICILE>');
  expect(sent).toContain('<QUALENT3>HZZ</QUALENT3>');
  // The export is kept in the history with what it sent.
  await expect(page.getByRole('table', { name: 'Exports made' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table', { name: 'Exports made' })).toContainText(String(before.ready + 1));
});
