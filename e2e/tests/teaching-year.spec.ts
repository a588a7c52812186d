import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { queryServerDatabase } from './server-database.ts';
import { checkBothWidths, checkPage, noSidewaysScroll, signIn } from './support.ts';

// Issue 18, the teaching year. The registry plans a module's next year from its latest one in one
// action, gives a new instance its capacity and plans its assignments (the weights must make 100%).
// Each screen is scanned and pictured at desktop width and on a phone.

const academicYear = (y: number) => `${y}/${String((y + 1) % 100).padStart(2, '0')}`;

async function signInAs(page: Page, email: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test("registry plans next year's instances of a module from this year's and plans their assignments", async ({
  page,
}) => {
  await signInAs(page, 'registry@demo.college');
  // Set-up only: a module whose latest year has instances (the newest such).
  const target = queryServerDatabase<{ moduleId: number; year: number; hub: string }>(
    `select mi.module_id as moduleId, mi.academic_year as year, mi.hub as hub
       from module_instances mi
      where mi.academic_year = (select max(m2.academic_year) from module_instances m2 where m2.module_id = mi.module_id)
      order by mi.academic_year desc, mi.module_id, mi.hub limit 1`,
  );
  const from = academicYear(target.year);
  const to = academicYear(target.year + 1);

  await page.goto(`/modules/${target.moduleId}`);
  await page.getByRole('button', { name: `Plan ${to} from ${from}` }).click();
  const dialog = page.getByRole('dialog', { name: `Plan ${to} from ${from}` });
  await expect(dialog).toContainText(`Each instance of ${from}`);
  await checkPage(page, 'teaching-year-next-year');
  await dialog.getByRole('button', { name: `Create ${to}` }).click();
  await expect(page.getByText(new RegExp(`^Created ${to} at .*${target.hub}`))).toBeVisible();

  const instances = page.getByRole('table', { name: 'Instances by academic year and hub' });
  const label = `${to} ${target.hub}`;
  const row = instances
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: to }) })
    .filter({ hasText: target.hub });
  await expect(row).toHaveCount(1);

  // A capacity for the new instance.
  await row.getByRole('button', { name: `Change ${label}` }).click();
  const change = page.getByRole('dialog', { name: 'Change the instance' });
  await change.getByRole('spinbutton', { name: 'Capacity' }).fill('25');
  await checkPage(page, 'teaching-year-instance');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(row).toContainText('0 of 25');

  // Its assignments: a total short of 100% is refused beside the list, then put right.
  await row.getByRole('button', { name: `Assignments of ${label}` }).click();
  const plan = page.getByRole('dialog', { name: `Assignments of ${label}` });
  const count = await plan.getByRole('group').count();
  for (let i = count; i > 0; i--)
    await plan
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
  await plan.getByRole('button', { name: 'Add an assignment' }).click();
  await plan.getByRole('button', { name: 'Add an assignment' }).click();
  const first = plan.getByRole('group', { name: 'Assignment 1' });
  const second = plan.getByRole('group', { name: 'Assignment 2' });
  await first.getByRole('textbox', { name: 'Title' }).fill('Essay');
  await first.getByLabel('Due date').fill(`${target.year + 2}-01-15`);
  await first.getByRole('spinbutton', { name: 'Weight %' }).fill('60');
  await second.getByRole('textbox', { name: 'Title' }).fill('Exam');
  await second.getByLabel('Due date').fill(`${target.year + 2}-05-20`);
  await second.getByRole('spinbutton', { name: 'Weight %' }).fill('30');
  await expect(plan.getByRole('status')).toHaveText('Weights add to 90% of 100%.');
  await plan.getByRole('button', { name: 'Save assignments' }).click();
  await expect(plan.getByText('The weights add to 90%; they must add to 100%.')).toBeVisible();
  await checkPage(page, 'teaching-year-assignments');
  await second.getByRole('spinbutton', { name: 'Weight %' }).fill('40');
  await plan.getByRole('button', { name: 'Save assignments' }).click();
  await expect(plan).toBeHidden();
  await expect(row).toContainText('Essay 60%');
  await expect(row).toContainText('Exam 40%');
  await checkBothWidths(page, 'teaching-year-module', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});

test('registry places a cohort on an instance; those who cannot be placed are listed with why', async ({ page }) => {
  await signInAs(page, 'registry@demo.college');
  // Set-up only: this year's instance with the most BTh students of its level and hub still to place.
  const target = queryServerDatabase<{
    instanceId: number;
    moduleId: number;
    year: number;
    hub: string;
    level: string;
    placed: number;
  }>(
    `select mi.id as instanceId, mi.module_id as moduleId, mi.academic_year as year, mi.hub as hub, m.level as level,
            (select count(*) from results r where r.module_instance_id = mi.id) as placed
       from module_instances mi join modules m on m.id = mi.module_id
      where mi.academic_year = (select max(academic_year) from engagement_sessions)
        and exists (select 1 from engagements e
                      join engagement_sessions s on s.engagement_id = e.id and s.academic_year = mi.academic_year
                     where e.programme_code = 'BTh' and e.level = m.level and e.hub = mi.hub and e.status = 'Current'
                       and not exists (select 1 from results r where r.engagement_id = e.id and r.module_instance_id = mi.id))
      order by mi.id limit 1`,
  );
  const label = `${academicYear(target.year)} ${target.hub}`;
  await page.goto(`/modules/${target.moduleId}`);
  await page.getByRole('button', { name: `Show the ${target.placed} students of ${label}` }).click();
  const form = page.getByRole('form', { name: 'Place a cohort' });
  await form.getByRole('combobox', { name: 'Programme' }).click();
  await page.getByRole('option', { name: 'BTh', exact: true }).click();
  await form.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: target.level, exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Hub' })).toHaveText(target.hub);
  await form.getByRole('button', { name: 'Place the cohort' }).click();
  const outcome = page.getByRole('status').filter({ hasText: /^(Placed \d+|Nobody was placed)/ });
  await expect(outcome).toBeVisible();
  const placedNow = Number(/^Placed (\d+)/.exec((await outcome.getByRole('alert').textContent()) ?? '')?.[1] ?? 0);
  expect(placedNow).toBeGreaterThan(0);
  await expect(page.getByRole('table', { name: `${target.placed + placedNow} enrolled` }).getByRole('row')).toHaveCount(
    target.placed + placedNow + 1,
  );
  await checkBothWidths(page, 'teaching-year-places', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});

test('the tutor enters marks by keyboard, pastes a column from a spreadsheet and imports an Excel mark sheet', async ({
  page,
}) => {
  await signInAs(page, 'tutor@demo.college');
  // Set-up only: this year's instance the demo tutor teaches with the most students, and its students.
  const target = queryServerDatabase<{ instanceId: number; moduleId: number; year: number; hub: string }>(
    `select mi.id as instanceId, mi.module_id as moduleId, mi.academic_year as year, mi.hub as hub
       from module_instances mi join faculty f on f.id = mi.tutor_id join users u on u.person_id = f.person_id
      where u.email = 'tutor@demo.college'
        and exists (select 1 from assignments a where a.module_instance_id = mi.id)
      order by mi.academic_year desc, (select count(*) from results r where r.module_instance_id = mi.id) desc, mi.id
      limit 1`,
  );
  const before = await (await page.request.get(`/api/module-instances/${target.instanceId}/marks`)).json();
  const assignment = before.assignments[0].title as string;
  const names = (before.rows as { name: string }[]).map((r) => r.name);
  expect(names.length).toBeGreaterThanOrEqual(3);
  const label = `${academicYear(target.year)} ${target.hub}`;

  await page.goto(`/modules/${target.moduleId}`);
  await page.getByRole('button', { name: `Marks of ${label}` }).click();
  const grid = page.getByRole('table', { name: `Marking grid: ${names.length} students` });
  const markOf = (name: string) => grid.getByRole('textbox', { name: `${assignment} mark for ${name}` });

  // By keyboard: a mark, Enter to the next student (the first saves as it is left).
  await markOf(names[0]!).fill('');
  await markOf(names[0]!).pressSequentially('67');
  await page.keyboard.press('Enter');
  await expect(markOf(names[1]!)).toBeFocused();

  // A column pasted from a spreadsheet fills the cells below and saves them together.
  await markOf(names[1]!).evaluate((el) => {
    // The e2e project has no DOM types: the browser's own constructors, named through globalThis.
    const browser = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void };
      ClipboardEvent: new (type: string, init: object) => never;
    };
    const data = new browser.DataTransfer();
    data.setData('text/plain', '58\r\n73\r\n');
    el.dispatchEvent(new browser.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(markOf(names[2]!)).toHaveValue('73');
  await expect
    .poll(async () => {
      const after = await (await page.request.get(`/api/module-instances/${target.instanceId}/marks`)).json();
      return (after.rows as { cells: { mark: number | null }[] }[]).slice(0, 3).map((r) => r.cells[0]!.mark);
    })
    .toEqual([67, 58, 73]);

  // Excel: the mark sheet out, a mark changed in it, back in: a dry run first, then saved.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download mark sheet' }).click();
  const sheetFile = await (await downloading).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(sheetFile)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const firstRow = [2, 3, 4, 5].find((n) => sheet.getRow(n).getCell(3).value === names[0]);
  expect(firstRow, `${names[0]} on the mark sheet`).toBeDefined();
  expect(sheet.getRow(firstRow!).getCell(4).value).toBe(67);
  sheet.getRow(firstRow!).getCell(4).value = 69;
  const edited = Buffer.from(await book.xlsx.writeBuffer());
  await page
    .getByLabel('Mark sheet to import')
    .setInputFiles({ name: 'marks.xlsx', mimeType: 'application/octet-stream', buffer: edited });
  await expect(page.getByRole('status').filter({ hasText: /^Checked: 1 changed, / })).toBeVisible();
  const report = page.getByRole('table', { name: 'Rows of the mark sheet' });
  await expect(report.getByRole('row', { name: new RegExp(names[0]!) })).toContainText(`${assignment}: 67 → 69`);
  // The dry run wrote nothing.
  const dry = await (await page.request.get(`/api/module-instances/${target.instanceId}/marks`)).json();
  expect(dry.rows[0].cells[0].mark).toBe(67);
  await checkBothWidths(page, 'teaching-year-mark-import');
  await page.getByRole('button', { name: 'Save 1 changed student' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: 1 student changed.' })).toBeVisible();
  await expect(markOf(names[0]!)).toHaveValue('69');
  const saved = await (await page.request.get(`/api/module-instances/${target.instanceId}/marks`)).json();
  expect(saved.rows[0].cells[0].mark).toBe(69);
  await checkBothWidths(page, 'teaching-year-marks', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});

test('the exam board confirms the module results; a later mark change needs its reason', async ({ page }) => {
  await signInAs(page, 'registry@demo.college');
  // Set-up only: an instance of the latest year with assignments and students, its open marks filled
  // through the marks call so every student has a result.
  const target = queryServerDatabase<{ instanceId: number; moduleId: number; year: number; hub: string }>(
    `select mi.id as instanceId, mi.module_id as moduleId, mi.academic_year as year, mi.hub as hub
       from module_instances mi
      where mi.results_confirmed_at is null
        and exists (select 1 from assignments a where a.module_instance_id = mi.id)
        and (select count(*) from results r where r.module_instance_id = mi.id and r.outcome = 'Enrolled') >= 2
      order by mi.academic_year desc, mi.id desc limit 1`,
  );
  const url = `/api/module-instances/${target.instanceId}/marks`;
  const before = await (await page.request.get(url)).json();
  const cells = (
    before.rows as {
      studentId: number;
      cells: { assignmentId: number; mark: number | null; version: number; submittedOn: string | null }[];
    }[]
  ).flatMap((row, i) =>
    row.cells
      .filter((c) => c.mark === null)
      .map((c) => ({
        studentId: row.studentId,
        assignmentId: c.assignmentId,
        submittedOn: c.submittedOn,
        mark: i === 0 ? 35 : 64,
        version: c.version,
      })),
  );
  if (cells.length > 0) expect((await page.request.put(url, { data: { cells } })).status()).toBe(200);
  const first = before.rows[0] as { name: string; cells: { mark: number | null }[] };
  const assignment = before.assignments[0].title as string;
  const label = `${academicYear(target.year)} ${target.hub}`;

  await page.goto(`/modules/${target.moduleId}`);
  await page.getByRole('button', { name: `Marks of ${label}` }).click();
  const results = page.getByRole('table', { name: `Module results: ${before.rows.length} students` });
  await expect(results.getByRole('row').nth(1)).not.toContainText('Not complete');
  await page.getByRole('button', { name: 'Confirm results (exam board)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm these results?' });
  await checkPage(page, 'teaching-year-board-confirm');
  await dialog.getByRole('button', { name: 'Confirm results' }).click();
  await expect(page.getByText(/^Confirmed by the exam board on /)).toBeVisible();

  // Locked: a changed mark without a reason is refused beside the reason, then saved with one.
  const grid = page.getByRole('table', { name: `Marking grid: ${before.rows.length} students` });
  const mark = grid.getByRole('textbox', { name: `${assignment} mark for ${first.name}` });
  await mark.fill('71');
  await mark.press('Tab');
  const reason = page.getByRole('textbox', { name: 'Reason for changing a mark' });
  await expect(page.getByText('give the reason for changing a mark').first()).toBeVisible();
  await reason.fill('Moderation raised the mark');
  await mark.focus();
  await mark.press('Tab');
  await expect.poll(async () => (await (await page.request.get(url)).json()).rows[0].cells[0].mark).toBe(71);
  await checkBothWidths(page, 'teaching-year-board', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});

test('registry records a resit after the board: a passed resit is capped at the pass mark', async ({ page }) => {
  test.setTimeout(300_000);
  await signInAs(page, 'registry@demo.college');
  // Set-up only: an open instance at levels 4-6 whose every mark is made 35 (a resit) and whose
  // results the board confirms, through the calls.
  const target = queryServerDatabase<{ instanceId: number; moduleId: number; year: number; hub: string }>(
    `select mi.id as instanceId, mi.module_id as moduleId, mi.academic_year as year, mi.hub as hub
       from module_instances mi join modules m on m.id = mi.module_id
      where mi.results_confirmed_at is null and m.level in ('4', '5', '6')
        and exists (select 1 from assignments a where a.module_instance_id = mi.id)
        and (select count(*) from results r where r.module_instance_id = mi.id and r.outcome = 'Enrolled') >= 1
      order by mi.academic_year desc, mi.id desc limit 1`,
  );
  const base = `/api/module-instances/${target.instanceId}`;
  const grid = await (await page.request.get(`${base}/marks`)).json();
  const cells = (
    grid.rows as { studentId: number; cells: { assignmentId: number; version: number; submittedOn: string | null }[] }[]
  ).flatMap((row) => row.cells.map((c) => ({ ...c, studentId: row.studentId, mark: 35 })));
  expect((await page.request.put(`${base}/marks`, { data: { cells } })).status()).toBe(200);
  const confirmed = await page.request.post(`${base}/results/confirm`);
  expect(confirmed.status()).toBe(200);
  const resat = ((await confirmed.json()).rows as { name: string; firstOutcome: string | null }[]).find(
    (r) => r.firstOutcome === 'Resit',
  );
  const student = resat?.name as string;

  await page.goto(`/modules/${target.moduleId}`);
  await page.getByRole('button', { name: `Marks of ${academicYear(target.year)} ${target.hub}` }).click();
  await page.getByRole('button', { name: `Resit for ${student}` }).click();
  const dialog = page.getByRole('dialog', { name: `Resit for ${student}` });
  await dialog.getByRole('textbox', { name: 'Resit mark' }).fill('55');
  await checkPage(page, 'teaching-year-resit');
  await dialog.getByRole('button', { name: 'Save resit' }).click();
  await expect(dialog).toBeHidden();
  const results = page.getByRole('table', { name: /^Module results: / });
  const row = results.getByRole('row').filter({ hasText: student });
  await expect(row).toContainText('(first 35, resit 55)');
  await expect(row).toContainText('Passed');
  await checkBothWidths(page, 'teaching-year-resit-result', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });
});

test("registry places a student on a module from the record's Modules tab and removes the place again", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInAs(page, 'registry@demo.college');
  // Set-up only: a studying student, and an instance of their open session's year at their level
  // that they are not on, that has room and whose credits still fit the level's 120.
  const target = queryServerDatabase<{ studentId: number; code: string; title: string; hub: string; year: number }>(
    `select s.id as studentId, m.code as code, m.title as title, mi.hub as hub, mi.academic_year as year
       from students s
       join engagements e on e.id = s.current_engagement_id and e.status in ('Current', 'Starting')
       join engagement_sessions es on es.engagement_id = e.id and es.status in ('Current', 'Starting')
       join module_instances mi on mi.academic_year = es.academic_year
       join modules m on m.id = mi.module_id and m.level = e.level
      where not exists (select 1 from results r join module_instances x on x.id = r.module_instance_id
                         where r.engagement_id = e.id and x.module_id = mi.module_id and x.academic_year = mi.academic_year)
        and (mi.capacity is null or (select count(*) from results r where r.module_instance_id = mi.id) < mi.capacity)
        and coalesce((select sum(m2.credits) from results r2
                        join module_instances mi2 on mi2.id = r2.module_instance_id
                        join modules m2 on m2.id = mi2.module_id
                       where r2.engagement_id = e.id and m2.level = m.level
                         and r2.outcome not in ('Withdrawn', 'Failed')), 0) + m.credits <= 120
      order by s.id desc, mi.id limit 1`,
  );
  await page.goto(`/students/${target.studentId}?tab=modules`);
  await expect(page.getByRole('tab', { name: 'Modules', exact: true, selected: true })).toBeVisible();
  const form = page.getByRole('form', { name: `Place on a module in ${academicYear(target.year)}` });
  await form.getByRole('combobox', { name: `Module instance (${academicYear(target.year)})` }).click();
  await page
    .getByRole('option', { name: `${target.code} ${target.title}, ${target.hub} (` })
    .first()
    .click();
  await form.getByRole('button', { name: 'Place' }).click();
  await expect(form.getByRole('status')).toHaveText('Placed.');
  // The places table (the session's expected modules are a table of their own below it).
  const row = page
    .getByRole('table', { name: /^Modules in / })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${target.code}`) }) });
  await expect(row).toBeVisible();
  await checkBothWidths(page, 'teaching-year-student-modules', {
    ready: () => page.waitForFunction(noSidewaysScroll).then(() => undefined),
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await row.getByRole('button', { name: `Remove ${target.code}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove the place on ${target.code}?` });
  await checkPage(page, 'teaching-year-student-modules-remove');
  await dialog.getByRole('button', { name: 'Remove place' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
});
