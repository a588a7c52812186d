import { expect, test } from '@playwright/test';
import { checkPage, signIn } from './support.ts';

// Issue 5: staff edit a portal page in Markdown with a live preview and the student reads it in
// the portal; raw HTML stays text; an unpublished page is hidden from students; staff search the
// knowledge base.

test('staff edit a page with the preview, and the student sees it; unpublished it is hidden', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // two browsers and a dozen pages with axe: past 2 minutes at load 15
  await signIn(page, 'admin@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/admin/portalpages');
  await expect(page.getByRole('heading', { name: 'Portal pages', level: 1 })).toBeVisible();

  const list = page.getByRole('navigation', { name: 'Portal pages' });
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Student pages' }).click();
  await expect(list.getByRole('button', { name: /Knowledge/ })).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search pages' }).fill('well');
  await list.getByRole('button', { name: /Well-being/ }).click();
  await expect(page.getByRole('heading', { name: 'Well-being', level: 2 })).toBeVisible();
  await checkPage(page, 'portal-pages-editor');

  const text = page.getByRole('textbox', { name: 'Page text' });
  await text.fill(
    '## Quiet days\nThe **quiet day** is on 5 March. <script>alert(1)</script> [Book](javascript:alert(1)) [Chaplain](mailto:chaplain@collegium.ac.uk)',
  );
  const preview = page.getByRole('region', { name: 'Page preview' });
  await expect(preview.getByRole('heading', { name: 'Quiet days', level: 2 })).toBeVisible();
  await expect(preview.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Chaplain' })).toHaveAttribute(
    'href',
    'mailto:chaplain@collegium.ac.uk',
  );
  await expect(preview.getByRole('link', { name: 'Book' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('“Well-being” saved.')).toBeVisible();
  await expect(page.getByText(/last saved by Alex Morgan/)).toBeVisible();

  // The student reads it, rendered.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signIn(student, 'student@demo.college');
  await expect(student.getByRole('heading', { name: 'Student Forms', level: 1 })).toBeVisible();
  await student.getByRole('link', { name: 'Well-being' }).first().click();
  await expect(student.getByRole('heading', { name: 'Well-being', level: 1 })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Quiet days', level: 2 })).toBeVisible();
  await expect(student.getByText(/The quiet day is on 5 March/)).toBeVisible();
  await expect(student.locator('main script')).toHaveCount(0);
  await checkPage(student, 'portal-student-wellbeing');

  // Unpublished, the page is not shown to the student.
  await page.getByRole('switch', { name: /Published/ }).uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('“Well-being” saved.')).toBeVisible();
  await student.reload();
  await expect(student.getByRole('heading', { name: 'This page is not available yet' })).toBeVisible();
  await expect(student.getByText(/quiet day/)).toHaveCount(0);

  // The Help page has tabs, and the IT Support pages are reached from it.
  await student.goto('/forms/help');
  await expect(student.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
  await student.getByRole('tab', { name: 'Contacts' }).click();
  await expect(student.getByRole('tabpanel').getByRole('link', { name: 'registry@collegium.ac.uk' })).toBeVisible();
  await checkPage(student, 'portal-student-help');
  await student.getByRole('link', { name: 'College e-mail' }).click();
  await expect(student.getByRole('heading', { name: 'College e-mail', level: 1 })).toBeVisible();
  await expect(student).toHaveURL(/\/forms\/itsupport\/email$/);

  await student.setViewportSize({ width: 360, height: 780 });
  await student.goto('/forms/hub');
  await expect(student.getByRole('heading', { name: 'My Hub', level: 1 })).toBeVisible();
  await expect(student.getByRole('cell', { name: 'Durham', exact: true })).toBeVisible();
  await checkPage(student, 'portal-student-hub-360');
  await student.goto('/forms/help');
  await expect(student.getByRole('tab', { name: 'Using the portal' })).toBeVisible();
  await checkPage(student, 'portal-student-help-360');
  await studentContext.close();

  // On a phone the staff list comes first, then the chosen page with a way back.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/admin/portalpages?category=ITSupport');
  await page.getByRole('button', { name: /The VLE/ }).click();
  await expect(page.getByRole('heading', { name: 'The VLE (Moodle)', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'All pages' })).toBeVisible();
  await checkPage(page, 'portal-pages-editor-360');
});

test('staff search the knowledge base and read an article', async ({ page }) => {
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Knowledge Base' }).first().click();
  await expect(page.getByRole('heading', { name: 'Knowledge Base', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Students: finding a student/ })).toBeVisible();
  await checkPage(page, 'portal-kb');

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('wizard');
  await expect(page.getByText('1 article')).toBeVisible();
  await page.getByRole('button', { name: /Applications: reviewing an application/ }).click();
  await expect(
    page.getByRole('heading', { name: 'Applications: reviewing an application from start to decision', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Working through the queue', level: 2 })).toBeVisible();
  await checkPage(page, 'portal-kb-article');
  await page.getByRole('button', { name: 'All articles' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('wizard');

  await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz');
  await expect(page.getByRole('heading', { name: 'No articles match' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/kb?search=photo');
  await expect(page.getByRole('button', { name: /My Students/ })).toBeVisible();
  await checkPage(page, 'portal-kb-360');
});
