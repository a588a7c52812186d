import { expect, test, type Page } from '@playwright/test';
import { queryServerDatabase } from './server-database.ts';
import { checkBothWidths, signIn } from './support.ts';

// Issue 17: two duplicate potential students are merged into one that keeps both calls; and a
// potential student who applied is confirmed, studies, completes and becomes an alumnus, and their
// contact record tells that story as one timeline, newest first, with links to the records.

const today = () => new Date().toISOString().slice(0, 10);

async function post(page: Page, url: string, data: object, expected = 201) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(expected);
  return (await res.json()) as { id: number; version: number };
}

test('two duplicate potential students are merged into one with both activities', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const lead = (email: string, postCode: string) =>
    post(page, '/api/leads', {
      firstName: 'Maren',
      lastName: 'Mergetest',
      email,
      postCode,
      stage: 'Initial contact made',
      hub: 'Durham',
    });
  const a = await lead('maren.mergetest@example.org', 'DH1 1AA');
  const b = await lead('m.mergetest@example.org', 'DH1 3LE');
  await post(page, `/api/leads/${a.id}/activities`, { kind: 'Call', occurredOn: today(), note: 'First call, at home' });
  await post(page, `/api/leads/${b.id}/activities`, {
    kind: 'Call',
    occurredOn: today(),
    note: 'Second call, at work',
  });

  await page.goto(`/leads/${a.id}`);
  await expect(page.getByRole('heading', { name: 'Maren Mergetest', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Merge a duplicate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Merge a duplicate into this record' });
  await dialog.getByLabel('Id of the duplicate potential student').fill(String(b.id));
  const table = dialog.getByRole('table', { name: 'Choose the value that stays for each field' });
  await expect(table).toBeVisible();
  await table.getByRole('radio', { name: 'E-mail: keep m.mergetest@example.org (duplicate)' }).check();
  await checkBothWidths(page, 'lead-merge-dialog', { ready: () => expect(table).toBeVisible() });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog).toHaveCount(0);

  const history = page.getByRole('list', { name: 'Activities and stage changes, newest first' });
  await expect(history.getByText('First call, at home')).toBeVisible();
  await expect(history.getByText('Second call, at work')).toBeVisible();
  expect((await page.request.get(`/api/leads/${b.id}`)).status()).toBe(404);
  const survivor = (await (await page.request.get(`/api/leads/${a.id}`)).json()) as { email: string };
  expect(survivor.email).toBe('m.mergetest@example.org');
});

test('a potential student’s contact record tells their story from first contact to alumnus', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // A demo potential student who applied and accepted (or was offered) a place.
  const who = queryServerDatabase<{ personId: number; leadId: number; appId: number; status: string; name: string }>(
    `select l.person_id as personId, l.id as leadId, a.id as appId, a.status as status,
            p.first_name || ' ' || p.last_name as name
     from leads l join applications a on a.person_id = l.person_id join people p on p.id = l.person_id
     where l.stage = 'Applicant' and a.status in ('Place accepted', 'Place offered')
       and not exists (select 1 from students s where s.person_id = l.person_id)
     order by case a.status when 'Place accepted' then 0 else 1 end, l.id limit 1`,
  );
  const appVersion = () =>
    queryServerDatabase<{ version: number }>(`select version from applications where id = ${who.appId}`).version;
  if (who.status === 'Place offered') {
    const res = await page.request.put(`/api/applications/${who.appId}/status`, {
      data: { status: 'Place accepted', version: appVersion() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  // Admissions confirm the place (deposit paid): the student and their engagement are made.
  const confirmed = await page.request.post(`/api/applications/${who.appId}/confirm`, {
    data: { version: appVersion() },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const engagement = queryServerDatabase<{ id: number; status: string; version: number }>(
    `select e.id, e.status, e.version from engagements e join students s on s.id = e.student_id
     where s.person_id = ${who.personId} order by e.id desc limit 1`,
  );
  // Registry moves the engagement on to Completed: it starts (a future intake is Starting), then completes.
  const path =
    engagement.status === 'Starting'
      ? ['Deferred', 'Current', 'Completed']
      : engagement.status === 'Current'
        ? ['Completed']
        : [];
  expect(path.length, `engagement status ${engagement.status}`).toBeGreaterThan(0);
  let version = engagement.version;
  for (const status of path) {
    const res = await page.request.post(`/api/engagements/${engagement.id}/status`, {
      data: {
        status,
        reason: `Story: ${status}`,
        effectiveDate: today(),
        version,
        // A student back in study says what they intend for next year.
        ...(status === 'Current' ? { intention: 'Continue' } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    version = ((await res.json()) as { version: number }).version;
  }

  await page.goto(`/contacts/${who.personId}`);
  await expect(page.getByRole('heading', { name: who.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Timeline', selected: true })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  const year = today().slice(0, 4);
  await expect(timeline.getByText(new RegExp(`^Alumnus of ${year}: `))).toBeVisible();
  await expect(timeline.getByRole('link', { name: /→ Completed$/ }).first()).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'Application status: Confirmed (deposit paid)' })).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'First contact as a potential student' })).toBeVisible();
  // Newest first: completing comes before the confirmation, which comes before first contact.
  const titles = await timeline.getByRole('listitem').allTextContents();
  const at = (text: RegExp) => titles.findIndex((t) => text.test(t));
  expect(at(/→ Completed/)).toBeLessThan(at(/Application status: Confirmed/));
  if (titles.length < 50)
    expect(at(/Application status: Confirmed/)).toBeLessThan(at(/First contact as a potential student/));
  await checkBothWidths(page, 'contact-timeline', { ready: () => expect(timeline).toBeVisible() });

  await timeline.getByRole('link', { name: 'Application status: Confirmed (deposit paid)' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${who.appId}$`));
});
