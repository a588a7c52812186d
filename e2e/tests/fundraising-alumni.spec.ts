import { expect, type Page, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 17: a manager (the demo administrator holds role:manager) records a grant and then a
// withdrawal of an alumnus's "Alumni contact" consent on their contact's Consents tab, sees both in
// the history, and the person leaves the consented mailing list of Fundraising → Alumni at once.

const PURPOSE = 'Alumni contact';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function record(page: Page, given: 'Given' | 'Withdrawn', on: string) {
  const form = page.getByRole('form', { name: 'Record a grant or withdrawal' });
  await choose(page, 'Consent to', PURPOSE);
  await choose(page, 'Grant or withdrawal', given);
  await form.getByRole('textbox', { name: 'On', exact: true }).fill(on);
  await choose(page, 'Method', 'E-mail');
  await form.getByLabel('Wording version').fill('v2');
  await form.getByRole('button', { name: 'Record' }).click();
}

test('a manager records a consent grant and withdrawal; the alumnus leaves the mailing list', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const all = await (await page.request.get('/api/fundraising/alumni?pageSize=1&sort=name&order=asc')).json();
  const alumnus = all.items[0] as { personId: number; name: string; email: string | null };
  expect(alumnus.email).not.toBeNull();
  const mailing = async () =>
    (
      await (
        await page.request.get(
          `/api/fundraising/alumni?consent=${encodeURIComponent(PURPOSE)}&search=${encodeURIComponent(alumnus.email ?? '')}`,
        )
      ).json()
    ).items.map((i: { personId: number }) => i.personId);

  await page.goto('/fundraising/alumni');
  await expect(page.getByRole('heading', { level: 1, name: 'Alumni' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Alumni' });
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mailing list (Excel)' })).toBeVisible();
  await checkBothWidths(page, 'fundraising-alumni', {
    ready: () => expect(grid.getByRole('link').first()).toBeVisible(),
  });

  // Fundraising → Donors: the generic donors list, reached from the menu.
  await page.getByRole('link', { name: 'Donors', exact: true }).click();
  await expect(page).toHaveURL(/\/fundraising\/donors$/);
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();

  // A donor's page lists their gifts; the fundraiser records one, which Fundraising → Gifts shows.
  const donors = await (await page.request.get('/api/donors?pageSize=1')).json();
  await page.goto(`/donors/${donors.items[0].id}`);
  const gifts = page.getByRole('region', { name: 'Gifts' });
  await expect(gifts.getByRole('button', { name: 'Record a gift' })).toBeVisible();
  await gifts.getByRole('button', { name: 'Record a gift' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Record gift' }).click();
  await expect(dialog.getByText('Enter the amount in pounds, like 250.00.').first()).toBeVisible();
  await dialog.getByLabel('Amount (£)').fill('123.45');
  await dialog.getByRole('button', { name: 'Record gift' }).click();
  await expect(dialog).toBeHidden();
  await expect(gifts.getByRole('grid').getByText('£123.45')).toBeVisible();
  await checkBothWidths(page, 'donor-gifts', { ready: () => expect(gifts.getByText('£123.45')).toBeVisible() });
  await page.goto('/fundraising/gifts');
  await expect(page.getByRole('heading', { level: 1, name: 'Gifts' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Gifts' }).getByText('£123.45')).toBeVisible();
  await checkBothWidths(page, 'fundraising-gifts', {
    ready: () => expect(page.getByRole('grid', { name: 'Gifts' }).getByText('£123.45')).toBeVisible(),
  });

  await page.goto(`/contacts/${alumnus.personId}`);
  // The contact record opens on the person's timeline; consents are the next tab.
  await page.getByRole('tab', { name: 'Consents' }).click();
  await expect(page.getByRole('heading', { name: 'Record a grant / withdrawal' })).toBeVisible();
  await record(page, 'Given', day(-1));
  const history = page.getByRole('table', { name: `${PURPOSE} history` });
  await expect(history.getByRole('row').nth(1)).toContainText('Given');
  expect(await mailing()).toContain(alumnus.personId);

  await record(page, 'Withdrawn', day(0));
  await expect(history.getByRole('row').nth(1)).toContainText('Withdrawn');
  await expect(history.getByRole('row').nth(2)).toContainText('Given');
  expect(await mailing()).not.toContain(alumnus.personId);
  await checkBothWidths(page, 'contact-consent-withdrawn', { ready: () => expect(history).toBeVisible() });
});
