import { expect, test } from '@playwright/test';
import { checkBothWidths, signIn } from './support.ts';

// Issue 17: a recruiter opens Potential Students, filters the activity by stage, opens a lead,
// logs a call with a next action in two clicks, moves the lead on (never back), and finds the
// follow-up in their own list until it is done.

test('a recruiter logs a call, moves a lead on and works through their follow-ups', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Potential Students', { exact: true }).click();
  await menu.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Potential students', level: 1 })).toBeVisible();
  const feed = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  await checkBothWidths(page, 'leads-activity', { ready: () => expect(feed).toBeVisible() });

  await page.getByRole('combobox', { name: 'Stage' }).click();
  // The filtered feed's answer, before reading its first lead: the unfiltered feed shows the same
  // words too, and a click as it is replaced lands on another lead (CI saw it).
  const filtered = page.waitForResponse((r) => r.url().includes('/api/leads/activity') && r.url().includes('stage='));
  await page.getByRole('option', { name: 'Initial contact made', exact: true }).click();
  await filtered;
  await expect(feed.getByText('Entered at Initial contact made').first()).toBeVisible();
  const lead = feed.getByRole('listitem').first().getByRole('link');
  const name = ((await lead.textContent()) ?? '').trim();
  await lead.click();

  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stage: Initial contact made' })).toBeVisible();
  // Two clicks: the kind's button, then Save (today's date is filled in).
  await page.getByRole('button', { name: 'Log a call' }).click();
  const dialog = page.getByRole('dialog', { name: `Log an activity with ${name}` });
  await dialog.getByLabel('Note').fill('Asked about the BTh and part-time study');
  await dialog.getByLabel('Next action').fill('Send the prospectus');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Give the day the next action is due.')).toBeVisible();
  await dialog.getByLabel('Due').fill('2030-01-15');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const history = page.getByRole('list', { name: 'Activities and stage changes, newest first' });
  await expect(history.getByText('Asked about the BTh and part-time study')).toBeVisible();

  // Forward only: the earlier stage is not offered; the next one is.
  await page.getByRole('combobox', { name: 'Move to' }).click();
  await expect(page.getByRole('option', { name: 'Unknown', exact: true })).toHaveCount(0);
  await expect(page.getByRole('option', { name: 'Applicant', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Engaged with HD/PD', exact: true }).click();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Stage: Engaged with HD/PD' })).toBeVisible();
  await expect(history.getByText('Initial contact made → Engaged with HD/PD')).toBeVisible();
  await checkBothWidths(page, 'leads-record-activity', {
    ready: () => expect(page.getByRole('heading', { name: 'Stage: Engaged with HD/PD' })).toBeVisible(),
  });

  await page.goto('/leads');
  await page.getByRole('tab', { name: 'My follow-ups' }).click();
  const mine = page.getByRole('list', { name: 'My follow-ups, soonest first' });
  await expect(mine.getByText('Send the prospectus')).toBeVisible();
  await expect(mine.getByRole('link', { name })).toBeVisible();
  await checkBothWidths(page, 'leads-follow-ups', { ready: () => expect(mine).toBeVisible() });
  await mine.getByRole('button', { name: `Mark done: Send the prospectus (${name})` }).click();
  await expect(page.getByText(/You have no follow-ups due/)).toBeVisible();
});

test('a recruiter imports an open day’s attendees, and the same list again adds nothing', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/leads/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add event' }).click();
  // Issue 19: the GOV.UK error summary names the problem and leads to the field, which says it too.
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary.getByRole('link', { name: 'Give the event a name.' })).toBeVisible();
  await summary.getByRole('link', { name: 'Give the event a name.' }).click();
  await expect(page.getByLabel('Name')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Add an event' }).getByText('Give the event a name.')).toHaveCount(2);
  await page.getByLabel('Name').fill('Open day, Durham hub');
  await page.getByLabel('Date').fill('2026-10-03');
  await page.getByLabel('Place').fill('Durham hub');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('heading', { name: 'Open day, Durham hub', level: 1 })).toBeVisible();

  const list = {
    name: 'open-day.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'First Name,Family,Email Address,Ticket\r\nOlive,Openday,olive.openday@example.org,General\r\nOwen,Openday,owen.openday@example.org,General\r\n',
    ),
  };
  await page.getByLabel('Attendee list file').setInputFiles(list);
  await page.getByRole('button', { name: 'Check the file' }).click();
  // Family is not recognised: the dry run says so, and the column is mapped by hand.
  await expect(page.getByText('Map a column to Last name: it is required.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Family' }).click();
  await page.getByRole('option', { name: 'Last name' }).click();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Dry run: 2 new, 0 matched, 0 already registered, 0 with errors.')).toBeVisible();
  await checkBothWidths(page, 'leads-event-dry-run', {
    ready: () => expect(page.getByRole('button', { name: 'Import 2 attendees' })).toBeVisible(),
  });
  await page.getByRole('button', { name: 'Import 2 attendees' }).click();
  await expect(page.getByText('Imported: 2 new, 0 matched, 0 already registered, 0 with errors.')).toBeVisible();
  const attendees = page.getByRole('list', { name: 'Attendees' });
  await expect(attendees.getByRole('link', { name: 'Olive Openday', exact: true })).toBeVisible();

  // The same list again: everyone is already registered.
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('combobox', { name: 'Family' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Family' }).click();
  await page.getByRole('option', { name: 'Last name' }).click();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByText('Dry run: 0 new, 0 matched, 2 already registered, 0 with errors.')).toBeVisible();
  await expect(attendees.getByRole('listitem')).toHaveCount(2);

  await attendees.getByRole('link', { name: 'Potential student record of Olive Openday' }).click();
  await expect(page.getByRole('heading', { name: 'Olive Openday', level: 1 })).toBeVisible();
  const history = page.getByRole('list', { name: 'Activities and stage changes, newest first' });
  await expect(history.getByText('Event attended')).toBeVisible();
  await checkBothWidths(page, 'leads-record-event', { ready: () => expect(history).toBeVisible() });

  await page.goto('/leads/registrations');
  await expect(page.getByRole('heading', { name: 'Registrations', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: /search/i }).fill('Openday');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row').filter({ hasText: 'Olive' }).first()).toBeVisible();
  await grid.getByRole('row').filter({ hasText: 'Olive' }).first().click();
  await expect(page.getByRole('heading', { name: /Olive Openday/, level: 1 })).toBeVisible();
});
