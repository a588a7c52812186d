import { expect, test } from '@playwright/test';
import { queryServerDatabase } from './server-database.ts';
import { checkBothWidths, noSidewaysScroll, signIn } from './support.ts';

// The module and faculty record pages (issue 4): the registry opens a module and reads its
// template, instances and the students of one instance; opens a member of faculty and reads the
// modules they teach and their tutees; and moves an MA student's dissertation on a stage and
// ticks a marking task. Each page is scanned and pictured at desktop width and on a phone.

const academicYear = (y: number) => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('registry staff open a module: its template, instances and the students of one instance', async ({ page }) => {
  // Set-up only: a module instance that has students on it, the newest such.
  const target = queryServerDatabase<{ moduleId: number; year: number; hub: string; students: number }>(
    `select mi.module_id as moduleId, mi.academic_year as year, mi.hub as hub,
            (select count(*) from results r where r.module_instance_id = mi.id) as students
       from module_instances mi
      where exists (select 1 from results r where r.module_instance_id = mi.id)
      order by mi.academic_year desc, mi.id limit 1`,
  );
  const module = await (await page.request.get(`/api/modules/${target.moduleId}`)).json();

  await page.goto('/modules/all');
  await page.getByRole('searchbox', { name: /search/i }).fill(module.code);
  await expect(page.getByText('1 module', { exact: true })).toBeVisible();
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/modules/${target.moduleId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${module.code} ${module.title}` })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Template' })).toBeVisible();
  const explanation = page.getByText(/^(R1|R2|MA): the module has/);
  await expect(explanation).toBeVisible();
  const template = ((await explanation.textContent()) ?? '').slice(0, 2).replace(':', '');
  await expect(page.getByText(`Template ${template}`, { exact: true }).first()).toBeVisible();
  const instances = page.getByRole('table', { name: 'Instances by academic year and hub' });
  const row = instances
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: academicYear(target.year) }) })
    .filter({ hasText: target.hub });
  await expect(row).toContainText(String(target.students));
  await checkBothWidths(page, 'module-record', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });

  await row
    .getByRole('button', { name: `Show the ${target.students} students of ${academicYear(target.year)} ${target.hub}` })
    .click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: `Students on ${module.code} in ${academicYear(target.year)} at ${target.hub}`,
    }),
  ).toBeVisible();
  const students = page.getByRole('table', { name: `${target.students} enrolled` });
  await expect(students.getByRole('row')).toHaveCount(target.students + 1);
  const first = students.getByRole('link').first();
  await expect(first).toHaveAttribute('href', /\/students\/\d+$/);
  await checkBothWidths(page, 'module-record-students', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });

  // The generic form is still there for modules:edit holders.
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Code' })).toHaveValue(module.code);
});

test('registry staff open a member of faculty: modules taught and tutees', async ({ page }) => {
  const target = queryServerDatabase<{ id: number }>(
    `select f.id as id from faculty f
      where exists (select 1 from module_instances mi where mi.tutor_id = f.id)
        and exists (select 1 from students s join engagements e on e.id = s.current_engagement_id where e.personal_tutor_id = f.id)
      order by f.id limit 1`,
  );
  const teaching = await (await page.request.get(`/api/faculty/${target.id}/teaching`)).json();
  const member = await (await page.request.get(`/api/faculty/${target.id}`)).json();

  await page.goto(`/faculty/${target.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`${member.firstName} ${member.lastName}$`) }),
  ).toBeVisible();
  const taught = page.getByRole('table', { name: 'Module instances by academic year' });
  await expect(taught.getByRole('row')).toHaveCount(teaching.modules.length + 1);
  const firstModule = teaching.modules[0];
  await expect(
    taught.getByRole('link', { name: `${firstModule.moduleCode} ${firstModule.moduleTitle}` }).first(),
  ).toHaveAttribute('href', `/modules/${firstModule.moduleId}`);
  const tutees = page.getByRole('table', { name: `${teaching.tuteeCount} tutees` });
  await expect(tutees.getByRole('row')).toHaveCount(teaching.tuteeCount + 1);
  const tutee = teaching.tutees[0];
  await expect(tutees.getByRole('link', { name: tutee.name })).toHaveAttribute('href', `/students/${tutee.studentId}`);
  await expect(tutees.getByRole('row').filter({ hasText: tutee.name })).toContainText(
    String(tutee.partnerId).padStart(7, '0'),
  );
  await checkBothWidths(page, 'faculty-record', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});

test('registry staff move a dissertation on a stage and tick a marking task', async ({ page }) => {
  const early = queryServerDatabase<{ studentId: number; stage: string }>(
    `select s.id as studentId, d.stage as stage from dissertations d
       join students s on s.current_engagement_id = d.engagement_id
      where d.stage in ('Supervisor agreed', 'Proposal received', 'Proposal approved')
      order by s.id limit 1`,
  );
  const path = ['Invoiced', 'Supervisor agreed', 'Proposal received', 'Proposal approved', 'Submitted'];
  const next = path[path.indexOf(early.stage) + 1];

  await page.goto(`/students/${early.studentId}?tab=dissertation`);
  await expect(page.getByRole('heading', { level: 2, name: `Stage: ${early.stage}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Dissertation stages' }).locator('[aria-current="step"]')).toContainText(
    early.stage,
  );
  await checkBothWidths(page, 'dissertation-tab', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
  await page.getByRole('button', { name: `Move to ${next}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Stage: ${next}` })).toBeVisible();

  // A marked dissertation: the next task can be ticked, and says who ticked it.
  const marked = queryServerDatabase<{ studentId: number }>(
    `select s.id as studentId from dissertations d
       join students s on s.current_engagement_id = d.engagement_id
      where d.stage = 'Marked' and not exists (select 1 from dissertation_tasks t where t.dissertation_id = d.id and t.task = 'Student feedback')
      order by s.id limit 1`,
  );
  await page.goto(`/students/${marked.studentId}?tab=dissertation`);
  const task = page.getByRole('checkbox', { name: 'Student feedback' });
  await expect(task).not.toBeChecked();
  await task.click();
  await expect(task).toBeChecked();
  await expect(task).toHaveAccessibleDescription(/^Ticked by .+ on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  await checkBothWidths(page, 'dissertation-tab-marked', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});
