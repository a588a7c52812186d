import { fakerEN_GB as faker } from '@faker-js/faker';
import { EXTENSION_LENGTHS, type ExtensionLength } from '@collegium/domain/extensions';
import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { APPROVAL_NOTES, EXTENSION_REASONS, REJECTION_NOTES } from './academic-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { addDays, dateIn, officeHours } from './seed-calendar.ts';
import type { PlannedEngagement } from './study-timeline.ts';
import {
  type Assignment,
  type CourseworkContext,
  type FacultyRow,
  type ModuleRow,
  planInstances,
  planResults,
  type Result,
} from './teaching-plan.ts';

// Writes the teaching of the last two academic years (planned in teaching-plan.ts) with the
// students' work on it: results, submissions and extensions. Marks and outcomes agree: a module's
// mark is the weighted mean of its submissions' marks.

interface Extension {
  length: ExtensionLength;
  status: string;
  originalDue: string;
  newDue: string;
}

/** Days each extension length adds ('more than 21 days' is four to six weeks). */
function extensionDays(length: ExtensionLength): number {
  if (length === 'more than 21 days') return faker.helpers.arrayElement([28, 35, 42]);
  return Number.parseInt(length, 10);
}

/** When an IoS student stopped: work due after that is not expected. */
function stoppedOn(e: PlannedEngagement): string | null {
  return e.status === 'IoS' ? (e.changes.findLast((c) => c.to === 'IoS')?.effective ?? null) : null;
}

/**
 * About forty extension requests over this year's and last year's work: up to eight on the nearest
 * work still to come (most of them pending), whatever the day the demo is made, up to 24 on work due
 * in the last five weeks, and last year's to make up the forty.
 */
function planExtensions(results: readonly Result[], ctx: CourseworkContext): Map<Result, Map<Assignment, Extension>> {
  const { today, year } = ctx;
  const upcoming: [Result, Assignment][] = [];
  const recent: [Result, Assignment][] = [];
  const past: [Result, Assignment][] = [];
  for (const r of results) {
    if (r.outcome === 'Withdrawn' || r.engagement.studentId === ctx.demoStudentId) continue;
    for (const a of r.instance.assignments) {
      if (r.instance.year === year && r.engagement.status === 'Current') {
        if (a.due >= today) upcoming.push([r, a]);
        else if (a.due >= addDays(today, -35)) recent.push([r, a]);
      }
      if (r.instance.year === year - 1) past.push([r, a]);
    }
  }
  // The nearest work to come (a pool of 24 by due date, ties by id, so the pick is repeatable); at
  // the very end of the year, when nothing is left to come, the work due last (a request made
  // before the deadline that the registry has still to decide).
  const byDue = ([ra, a]: [Result, Assignment], [rb, b]: [Result, Assignment]) =>
    a.due.localeCompare(b.due) || (ra.instance.id ?? 0) - (rb.instance.id ?? 0);
  const nearest = upcoming.length > 0 ? upcoming.sort(byDue).slice(0, 24) : recent.sort(byDue).reverse().slice(0, 8);
  const waiting = new Set(faker.helpers.arrayElements(nearest, Math.min(8, nearest.length)));
  const others = recent.filter((x) => !waiting.has(x));
  const current = [...waiting, ...faker.helpers.arrayElements(others, Math.min(24, others.length))];
  const picked = [...current, ...faker.helpers.arrayElements(past, Math.min(39 - current.length, past.length))];
  const extensions = new Map<Result, Map<Assignment, Extension>>();
  const add = (r: Result, a: Assignment, x: Extension) => extensions.set(r, (extensions.get(r) ?? new Map()).set(a, x));
  for (const pick of picked) {
    const [r, a] = pick;
    const length = faker.helpers.weightedArrayElement(
      EXTENSION_LENGTHS.map((value, i) => ({ value, weight: [7, 7, 4, 2][i] as number })),
    );
    const status = waiting.has(pick)
      ? faker.helpers.weightedArrayElement([
          { weight: 6, value: 'Pending' },
          { weight: 3, value: 'Approved' },
          { weight: 1, value: 'Declined' },
        ])
      : faker.helpers.weightedArrayElement([
          { weight: 4, value: 'Approved' },
          { weight: 1, value: 'Declined' },
        ]);
    add(r, a, { length, status, originalDue: a.due, newDue: addDays(a.due, extensionDays(length)) });
  }
  return extensions;
}

/** How many of the demo student's assignments are always still to come, whatever the day the demo is made. */
export const DEMO_UPCOMING_ASSIGNMENTS = 5;

/**
 * The demo student's coursework: at least DEMO_UPCOMING_ASSIGNMENTS assignments still to come
 * (late in the year, the latest ones already due move after today, a fortnight apart, so the
 * extension requests of the portal always have work to ask about), one of them due within the next
 * fortnight (moved there when none is), and an approved extension on the one due most recently (or,
 * failing that, the next), long enough that it is still open.
 */
export function shapeDemoStudent(
  results: readonly Result[],
  extensions: Map<Result, Map<Assignment, Extension>>,
  ctx: CourseworkContext,
): void {
  const { today } = ctx;
  const mine = results
    .filter((r) => r.engagement.studentId === ctx.demoStudentId && r.instance.year === ctx.year)
    .flatMap((r) => r.instance.assignments.map((a) => ({ r, a })))
    .sort((x, y) => x.a.due.localeCompare(y.a.due));
  const recent = mine.filter(({ a }) => a.due < today && a.due >= addDays(today, -20)).pop();
  const askedAbout = new Set([...extensions.values()].flatMap((m) => [...m.keys()]));
  const movable = mine.filter((x) => x.a.due <= today && x !== recent && !askedAbout.has(x.a)).reverse();
  let toCome = mine.filter(({ a }) => a.due > today).length;
  for (const [n, { a }] of movable.entries()) {
    if (toCome >= DEMO_UPCOMING_ASSIGNMENTS) break;
    a.due = addDays(today, 21 + 14 * n);
    toCome += 1;
  }
  mine.sort((x, y) => x.a.due.localeCompare(y.a.due));
  const upcoming = mine.filter(({ a }) => a.due > today);
  const soon = upcoming[0];
  if (!soon) return;
  if (soon.a.due > addDays(today, 14) && addDays(today, 8) > soon.r.instance.startsOn) soon.a.due = addDays(today, 8);
  const extended = recent ?? upcoming.find((u) => u !== soon);
  if (!extended) return;
  const due = extended.a.due;
  const length =
    EXTENSION_LENGTHS.find((l) => l !== 'more than 21 days' && addDays(due, extensionDays(l)) >= addDays(today, 4)) ??
    'more than 21 days';
  const newDue = addDays(due, length === 'more than 21 days' ? 28 : extensionDays(length));
  extensions.set(extended.r, new Map([[extended.a, { length, status: 'Approved', originalDue: due, newDue }]]));
}

export async function seedCoursework(
  trx: Trx,
  engagements: readonly PlannedEngagement[],
  faculty: readonly FacultyRow[],
  modules: readonly ModuleRow[],
  ctx: CourseworkContext,
): Promise<void> {
  const { now, today } = ctx;
  const instances = planInstances(engagements, faculty, modules, ctx);
  const results = planResults(engagements, instances, ctx);
  const extensions = planExtensions(results, ctx);
  shapeDemoStudent(results, extensions, ctx);

  const instanceIds = await insertAll(
    trx,
    'module_instances',
    instances.map((i) => ({
      module_id: i.module.id,
      academic_year: i.year,
      hub: i.hub,
      tutor_id: i.tutorId,
      starts_on: i.startsOn,
      created_at: now,
      updated_at: now,
    })),
  );
  instances.forEach((i, n) => (i.id = instanceIds[n]));
  const assignments = instances.flatMap((i) => i.assignments.map((a) => ({ i, a })));
  const assignmentIds = await insertAll(
    trx,
    'assignments',
    assignments.map(({ i, a }) => ({
      module_instance_id: i.id as number,
      title: a.title,
      due_date: a.due,
      weight: a.weight,
      created_at: now,
      updated_at: now,
    })),
  );
  assignments.forEach(({ a }, n) => (a.id = assignmentIds[n]));

  // Marks: each student works at a level of their own; a few past modules are failed.
  const ability = new Map<PlannedEngagement, number>();
  const submissions: Insertable<Database['submissions']>[] = [];
  const resultRows: Insertable<Database['results']>[] = [];
  for (const r of results) {
    if (!ability.has(r.engagement)) ability.set(r.engagement, faker.number.int({ min: 46, max: 70 }));
    const past = r.instance.year < ctx.year;
    // The demo student has passed everything so far and handed everything in.
    const model = r.engagement.studentId === ctx.demoStudentId;
    const failing = !model && faker.datatype.boolean(past ? 0.05 : 0.03);
    const target = failing
      ? faker.number.int({ min: 28, max: 38 })
      : Math.min(78, Math.max(40, (ability.get(r.engagement) as number) + faker.number.int({ min: -8, max: 8 })));
    const stopped = stoppedOn(r.engagement);
    let weighted = 0;
    for (const a of r.instance.assignments) {
      const extension = extensions.get(r)?.get(a);
      const due = extension?.status === 'Approved' ? extension.newDue : a.due;
      if (r.outcome === 'Withdrawn' || due >= today || (stopped && a.due > stopped)) continue;
      if (!extension && !model && faker.datatype.boolean(0.02)) continue; // not handed in
      const submittedOn =
        extension?.status === 'Approved' ? dateIn(addDays(a.due, -2), due) : dateIn(addDays(a.due, -4), a.due);
      const mark = failing
        ? Math.max(20, Math.min(39, target + faker.number.int({ min: -4, max: 4 })))
        : Math.max(40, Math.min(78, target + faker.number.int({ min: -5, max: 5 })));
      const marked = due <= addDays(today, -14);
      if (marked) weighted += mark * a.weight;
      submissions.push({
        assignment_id: a.id as number,
        engagement_id: r.engagement.id as number,
        submitted_on: submittedOn,
        mark: marked ? mark : null,
        created_at: now,
        updated_at: now,
      });
    }
    let outcome = r.outcome;
    let mark: number | null = null;
    let credits: number | null = null;
    if (outcome === 'Passed') {
      mark = Math.round(weighted / 100);
      outcome = mark >= 40 ? 'Passed' : 'Failed';
      credits = outcome === 'Passed' ? r.instance.module.credits : 0;
    }
    resultRows.push({
      engagement_id: r.engagement.id as number,
      session_id: r.session.id ?? null,
      module_instance_id: r.instance.id as number,
      outcome,
      mark,
      credits_awarded: credits,
      created_at: now,
      updated_at: now,
    });
  }
  await insertAll(trx, 'results', resultRows);
  await insertAll(trx, 'submissions', submissions);

  const extensionRows: Insertable<Database['extensions']>[] = [];
  for (const [r, byAssignment] of extensions) {
    for (const [a, x] of byAssignment) {
      const earliest = r.instance.startsOn > addDays(a.due, -21) ? r.instance.startsOn : addDays(a.due, -21);
      const pending = x.status === 'Pending';
      const latest = [addDays(a.due, -3), addDays(today, -6)].sort()[0] as string;
      // A pending request was made in the last nine days (work further off than three weeks was
      // asked about early), never before the module began nor after today.
      const pendingTo = a.due < today ? addDays(a.due, -1) : today;
      const pendingFrom = [addDays(today, -9), earliest <= today ? earliest : r.instance.startsOn].sort()[1] as string;
      const requestedOn = pending
        ? dateIn(pendingFrom < pendingTo ? pendingFrom : [earliest, pendingTo].sort()[0]!, pendingTo)
        : dateIn(earliest < latest ? earliest : latest, latest);
      const decidedOn = pending
        ? null
        : dateIn(addDays(requestedOn, 1), [addDays(requestedOn, 5), today].sort()[0] as string);
      extensionRows.push({
        engagement_id: r.engagement.id as number,
        session_id: r.session.id ?? null,
        module_instance_id: r.instance.id as number,
        assignment_id: a.id as number,
        length: x.length,
        last_essay_of_year: a.due >= `${r.instance.year + 1}-05-01` ? 1 : 0,
        reason: faker.helpers.arrayElement(EXTENSION_REASONS),
        evidence_file_id: null,
        status: x.status,
        original_due_date: x.originalDue,
        new_due_date: x.status === 'Approved' ? x.newDue : null, // set by the decision; none while pending or once declined
        requested_at: officeHours(requestedOn),
        decided_by_user_id: decidedOn ? ctx.registryUserId : null,
        decided_at: decidedOn ? officeHours(decidedOn) : null,
        decision_note:
          x.status === 'Approved'
            ? faker.helpers.arrayElement(APPROVAL_NOTES)
            : x.status === 'Declined'
              ? faker.helpers.arrayElement(REJECTION_NOTES)
              : null,
        created_at: now,
        updated_at: now,
      });
    }
  }
  await insertAll(trx, 'extensions', extensionRows);
}
