import { expect, test } from '@playwright/test';
import { queryServerDatabase } from './server-database.ts';
import { checkBothWidths, checkPage, signIn } from './support.ts';

// Photos and My Students (issue 4): the tutor sees the photos of their own tutees and taught
// students only, opens one, and cannot reach another student by typing the address; the registry
// uploads a photo from the photos screen and sees it there. Every screen is scanned and pictured
// at desktop width and at 360 px.

/** A small PNG, made once with sharp: a colour gradient 24 px square. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAIAAABvFaqvAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAEHElEQVQ4jQXBIQ9GQACAYT9HFCUTBJMumb0TTLpkgmBfumSCYNIlEwSTJBMEky6Kop/yPY9lYxyMi/ExIUZgEkyGkZgSU2MUpsX0GI2ZMAtmwxyYC2MwD+bFfBjL5na4XW6fO+QW3Al3xi25S+6aW3G33D235p64F+6N++C+uA33w/1yf9yWzelwupw+Z8gpOBPOjFNylpw1p+JsOXtOzTlxLpwb58F5cRrOh/Pl/Dgtm91hd9l99pBdsCfsGbtkL9lrdsXesvfsmn1iX9g39oP9YjfsD/vL/rFbNpvD5rL5bCGbYEvYMjbJVrLVbIqtZevZNNvEtrBtbAfbxWbYHraX7WOzbFaH1WX1WUNWwZqwZqyStWStWRVry9qzataJdWHdWA/Wi9WwPqwv68dq2cwOs8vsM4fMgjlhzpglc8lcMyvmlrln1swT88K8MR/MF7Nhfphf5o/ZshkdRpfRZwwZBWPCmDFKxpKxZlSMLWPPqBknxoVxYzwYL0bD+DC+jB+jZaMdtIv20SFaoBN0hpboEl2jFbpF92iNntALekMf6Att0A/6RX9oy2ZwGFwGnyFkEAwJQ8YgGUqGmkExtAw9g2aYGBaGjeFguBgMw8PwMnwMlk3n0Ll0Pl1IJ+gSuoxO0pV0NZ2ia+l6Ok030S10G91Bd9EZuofupfvoLJvGoXFpfJqQRtAkNBmNpClpahpF09L0NJpmolloNpqD5qIxNA/NS/PRWDbKQbkoHxWiBCpBZSiJKlE1SqFaVI/SqAm1oDbUgbpQBvWgXtSHsmx+Dj+Xn88v5Cf4JfwyfpJfya/mp/i1/Hp+mt/Eb+G38Tv4XfwMv4ffy+/jZ9lUDpVL5VOFVIIqocqoJFVJVVMpqpaqp9JUE9VCtVEdVBeVoXqoXqqPyrIpHAqXwqcIKQRFQpFRSIqSoqZQFC1FT6EpJoqFYqM4KC4KQ/FQvBQfhWUjHaSL9JEhUiATZIaUyBJZIxWyRfZIjZyQC3JDHsgLaZAP8kV+SMsmd8hdcp88JBfkCXlGLslL8ppckbfkPbkmn8gX8o38IL/IDflD/pJ/5JZN6pC6pD5pSCpIE9KMVJKWpDWpIm1Je1JNOpEupBvpQXqRGtKH9CX9SC2b2CF2iX3ikFgQJ8QZsSQuiWtiRdwS98SaeCJeiDfig/giNsQP8Uv8EVs2wkG4CB8RIgQiQWQIiSgRNUIhWkSP0IgJsSA2xIG4EAbxIF7Eh7BsIofIJfKJQiJBlBBlRJKoJKqJFFFL1BNpooloIdqIDqKLyBA9RC/RR2TZBA6BS+AThASCICHICCRBSVATKIKWoCfQBBPBQrARHAQXgSF4CF6Cj8Cy8Rw8F8/HC/EEXoKX4Um8Eq/GU3gtXo+n8Sa8BW/DO/AuPIP34L14H94f3+wabmekHjgAAAAASUVORK5CYII=',
  'base64',
);

/** The tutor's current students, straight from the server's database (the scope of spec 2.4). */
function tutorScope(): { n: number; ids: string | null } {
  return queryServerDatabase(`
    select count(*) as n, group_concat(id) as ids from (
      select s.id from students s
      where s.status = 'Current' and (
        s.current_engagement_id in (
          select e.id from engagements e join faculty f on f.id = e.personal_tutor_id
          join users u on u.person_id = f.person_id where u.email = 'tutor@demo.college')
        or exists (
          select 1 from results r join engagements e2 on e2.id = r.engagement_id
          join module_instances mi on mi.id = r.module_instance_id join faculty f2 on f2.id = mi.tutor_id
          join users u2 on u2.person_id = f2.person_id
          where e2.student_id = s.id and u2.email = 'tutor@demo.college')))`);
}

test('a tutor sees only their own students, opens one, and cannot open another by address', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scope = tutorScope();
  expect(scope.n, 'the demo tutor has current students').toBeGreaterThan(0);
  const mine = new Set((scope.ids ?? '').split(',').map(Number));
  const outsider = queryServerDatabase<{ id: number }>(
    `select id from students where status = 'Current' and id not in (${[...mine].join(',')}) order by id limit 1`,
  ).id;

  await signIn(page, 'tutor@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/mystudents/photos');
  await expect(page.getByRole('heading', { name: 'My students', level: 1 })).toBeVisible();
  const cards = page.getByTestId('photo-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'student' })).toContainText(
    scope.n === 1 ? '1 student' : `${scope.n} students`,
  );
  const shown = await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-student-id'))));
  expect(shown.length).toBe(Math.min(scope.n, 24));
  for (const id of shown) expect(mine.has(id), `student ${id} is one of the tutor's`).toBe(true);
  await checkBothWidths(page, 'mystudents-photos');

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/mystudents/${shown[0]}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Contact' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Modules in / })).toBeVisible();
  await page.getByRole('button', { name: 'Show learning support' }).click();
  await expect(
    page.getByRole('region', { name: 'Learning support' }).getByText(/Needs:|No learning-support needs/),
  ).toBeVisible();
  await checkBothWidths(page, 'mystudents-record');

  await page.goto(`/mystudents/${outsider}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Student not found' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  expect((await page.request.get(`/api/students/${outsider}/photo`)).status()).toBe(404);
  await checkBothWidths(page, 'mystudents-not-found');

  await page.goto('/mystudents/learningsupport');
  await expect(page.getByRole('heading', { name: 'Learning support', level: 1 })).toBeVisible();
  await expect(page.getByText(/tutees|no tutees/).first()).toBeVisible();
  await checkBothWidths(page, 'mystudents-learningsupport');
});

test('the registry uploads a photo on the photos screen and sees it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/students/photos');
  await expect(page.getByRole('heading', { name: 'Student photos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('photo-card').first()).toBeVisible();
  await checkBothWidths(page, 'students-photos');

  const button = page.getByRole('button', { name: /^Upload the photo of / }).first();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const name = label.replace('Upload the photo of ', '');
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Photo of ${name}` });
  await dialog
    .getByLabel('Photo (JPEG or PNG)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(dialog.getByText('Choose a JPEG or PNG photo.')).toBeVisible();
  // A text file that claims to be a JPEG gets past the browser; the server refuses it by content.
  await dialog
    .getByLabel('Photo (JPEG or PNG)')
    .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo either') });
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog.getByRole('alert')).toContainText('not a JPEG or PNG');
  await dialog
    .getByLabel('Photo (JPEG or PNG)')
    .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: `Preview of the new photo of ${name}` })).toBeVisible();
  await checkPage(page, 'students-photos-upload');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('photo-card').filter({ hasText: name }).first();
  const photo = card.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(24);
  await expect(card.getByRole('button', { name: `Change the photo of ${name}` })).toBeVisible();
});

test('all photos, for holders of mystudents:allphotos', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/mystudents/allphotos');
  await expect(page.getByRole('heading', { name: 'All photos', level: 1 })).toBeVisible();
  await expect(page.getByTestId('photo-card').first()).toBeVisible();
  await page.getByLabel('Cohort').selectOption('4');
  await expect(page.getByTestId('photo-card').first()).toContainText('level 4');
  await checkBothWidths(page, 'mystudents-allphotos');
});
