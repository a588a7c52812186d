import { ENTITIES } from '@collegium/domain/entities/registry';
import { columnName, type EntityDefinition, recordSchema } from '@collegium/domain/entities/entity-definition';
import { meetsAll, splitPermissions } from '@collegium/domain/permissions';
import { academicYearOf } from '@collegium/domain/academic-year';
import { DISSERTATION_TASKS, dissertationStageIndex } from '@collegium/domain/dissertation';
import { EXTENSION_LENGTHS } from '@collegium/domain/extensions';
import { PROGRAMME_CODES, programmeLevels } from '@collegium/domain/programme-levels';
import { isReadyForMaDissertation, isTransferableProgramme } from '@collegium/domain/programme-rules';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_ROLES } from './roles.ts';

// The demo data fills every entity with records its own definition accepts, keeps the demo
// sign-ins as the README lists them, and gives the roles sensible rights.

const { db } = await createTestApp();
const seeded = await seedDemoData(db);

/** Every record of an entity as the API would read it (person fields from the linked person). */
async function records(def: EntityDefinition): Promise<Record<string, unknown>[]> {
  const selections = def.fields.map((f) => {
    const table = def.person && f.person ? 'people' : def.table;
    return sql`${sql.ref(`${table}.${columnName(f.name)}`)} as ${sql.ref(f.name)}`;
  });
  const join = def.person ? sql`join people on people.id = ${sql.ref(`${def.table}.person_id`)}` : sql``;
  const result = await sql<
    Record<string, unknown>
  >`select ${sql.join(selections)} from ${sql.table(def.table)} ${join}`.execute(db.kysely);
  return result.rows.map((row) =>
    Object.fromEntries(
      def.fields.map((f) => [
        f.name,
        f.input === 'checkbox'
          ? Boolean(Number(row[f.name]))
          : f.input === 'number' && row[f.name] !== null
            ? Number(row[f.name])
            : row[f.name],
      ]),
    ),
  );
}

describe('the demo data', () => {
  it('has a college-sized body of students', () => {
    expect(seeded.students).toBeGreaterThan(150);
  });

  it.each([
    ['contacts', 380],
    ['organisations', 40],
    ['modules', 25],
    ['faculty', 20],
    ['leads', 100],
    ['alumni', 70],
    ['donors', 35],
    ['consents', 180],
    ['registrations', 120],
    ['applications', 50],
    ['students', 150],
    ['users', 100],
  ])('has plenty of %s (at least %i)', async (name, least) => {
    const def = ENTITIES.find((e) => e.name === name) as EntityDefinition;
    expect((await records(def)).length).toBeGreaterThanOrEqual(least);
  });

  it.each(ENTITIES.map((def) => [def.name, def] as const))(
    'holds only %s records their definition accepts',
    async (_name, def) => {
      const schema = recordSchema(def);
      const readOnly = def.fields.filter((f) => f.readOnly && f.options);
      const bad: string[] = [];
      for (const record of await records(def)) {
        const writable = Object.fromEntries(def.fields.filter((f) => !f.readOnly).map((f) => [f.name, record[f.name]]));
        const result = schema.safeParse(writable);
        if (!result.success)
          bad.push(
            `${JSON.stringify(writable)}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
          );
        for (const field of readOnly) {
          const value = record[field.name];
          if (value !== null && !field.options?.includes(String(value))) bad.push(`${field.name}: ${String(value)}`);
        }
      }
      expect(bad.slice(0, 3)).toEqual([]);
    },
  );

  it('covers every stage, status and type a list filters on', async () => {
    const distinct = async (table: string, column: string) =>
      (await sql<{ v: string }>`select distinct ${sql.ref(column)} as v from ${sql.table(table)}`.execute(db.kysely))
        .rows.length;
    expect(await distinct('leads', 'stage')).toBeGreaterThanOrEqual(10);
    expect(await distinct('applications', 'status')).toBeGreaterThanOrEqual(10);
    expect(await distinct('organisations', 'type')).toBe(6);
    expect(await distinct('registrations', 'event_name')).toBeGreaterThanOrEqual(4);
  });

  it('gives donors gifts and most potential students an intake of interest not yet started (issue 17)', async () => {
    const gifts = await db.kysely.selectFrom('gifts').select(['amount_pence', 'received_on']).execute();
    expect(gifts.length).toBeGreaterThan(20);
    expect(gifts.every((g) => Number(g.amount_pence) > 0 && g.received_on <= new Date().toISOString())).toBe(true);
    const leads = await db.kysely.selectFrom('leads').select('intake_of_interest').execute();
    const named = leads.filter((l) => l.intake_of_interest !== null);
    expect(named.length).toBeGreaterThan(leads.length / 2);
    const today = new Date().toISOString().slice(0, 10);
    expect(named.every((l) => l.intake_of_interest! >= today)).toBe(true);
  });

  it('keeps the demo sign-ins as listed', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const row = await db.kysely
        .selectFrom('users')
        .innerJoin('people', 'people.id', 'users.person_id')
        .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
        .innerJoin('roles', 'roles.id', 'user_roles.role_id')
        .select(['people.first_name', 'people.last_name', 'people.preferred_name', 'roles.name', 'users.password_hash'])
        .where('users.email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        first_name: account.firstName,
        last_name: account.lastName,
        preferred_name: null,
        name: account.role,
      });
      expect(row.password_hash).toBeTruthy();
    }
  });
});

describe('the folder requests', () => {
  it('has three waiting and one sent by the registry, each for a current student other than the demo student', async () => {
    const rows = await db.kysely
      .selectFrom('folder_requests as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .leftJoin('users as u', 'u.id', 'r.completed_by_user_id')
      .select([
        'r.status',
        'r.delivery',
        'r.send_to',
        's.status as studentStatus',
        's.person_id',
        'u.email as completedBy',
      ])
      .execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['Pending', 'Pending', 'Pending', 'Sent']);
    expect(rows.find((r) => r.status === 'Sent')?.completedBy).toBe('registry@demo.college');
    const demo = await db.kysely
      .selectFrom('users')
      .select('person_id')
      .where('email', '=', 'student@demo.college')
      .executeTakeFirstOrThrow();
    for (const r of rows) {
      expect(r.studentStatus).toBe('Current');
      expect(r.person_id).not.toBe(demo.person_id);
      expect(r.delivery === 'Email' ? r.send_to.includes('@') : /[A-Z]{1,2}\d/.test(r.send_to)).toBe(true);
    }
  });
});

describe('the demo student records (issue 4)', () => {
  const today = new Date().toISOString().slice(0, 10);
  const year = academicYearOf(today);
  const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  const SUMMARY = [
    'programme_code',
    'pathway',
    'level',
    'cohort',
    'cohort_group',
    'status',
    'pace',
    'student_type',
    'exit_award',
    'hub',
    'intentions',
    'auditing',
  ] as const;

  const demoIds = async () => {
    const person = async (email: string) =>
      (await db.kysely.selectFrom('users').select('person_id').where('email', '=', email).executeTakeFirstOrThrow())
        .person_id;
    const tutor = await db.kysely
      .selectFrom('faculty')
      .select('id')
      .where('person_id', '=', await person('tutor@demo.college'))
      .executeTakeFirstOrThrow();
    const student = await db.kysely
      .selectFrom('students')
      .select(['id', 'current_engagement_id'])
      .where('person_id', '=', await person('student@demo.college'))
      .executeTakeFirstOrThrow();
    return { tutorId: tutor.id, studentId: student.id, engagementId: student.current_engagement_id as number };
  };

  it('has one programme per code and the intakes of spec 3', async () => {
    const programmes = await db.kysely.selectFrom('programmes').selectAll().orderBy('id').execute();
    expect(programmes.map((p) => p.code)).toEqual(PROGRAMME_CODES);
    for (const p of programmes) {
      expect(p.levels).toBe(programmeLevels(p.code).join(' '));
      expect(p.credits).toBe(p.code === 'MA' ? 180 : 120 * programmeLevels(p.code).length);
      expect(Boolean(p.transferable)).toBe(isTransferableProgramme(p.code));
    }
    const intakes = await db.kysely
      .selectFrom('intakes')
      .select(['starts_on', 'programmes'])
      .orderBy('starts_on')
      .execute();
    for (let y = year - 3; y <= year + 1; y++) {
      expect(intakes.find((i) => i.starts_on.startsWith(`${y}-09-`))?.programmes.split(' ')).toEqual(PROGRAMME_CODES);
      expect(intakes.find((i) => i.starts_on.startsWith(`${y + 1}-01-`))?.programmes.split(' ').length).toBeLessThan(
        PROGRAMME_CODES.length,
      );
    }
    const starts = await db.kysely.selectFrom('engagements').select('start_intake').distinct().execute();
    const keys = new Set(intakes.map((i) => i.starts_on));
    expect(starts.filter((s) => !keys.has(s.start_intake))).toEqual([]);
  });

  it('gives every student a current engagement whose summary the students row holds', async () => {
    const rows = await db.kysely
      .selectFrom('students')
      .leftJoin('engagements', 'engagements.id', 'students.current_engagement_id')
      .select([
        ...SUMMARY.map((c) => `students.${c}` as const),
        ...SUMMARY.map((c) => `engagements.${c} as e_${c}` as const),
        'students.id',
        'engagements.student_id',
      ])
      .execute();
    expect(rows).toHaveLength(seeded.students);
    const differ = rows.filter(
      (r) => r.student_id !== r.id || SUMMARY.some((c) => r[c] !== (r as Record<string, unknown>)[`e_${c}`]),
    );
    expect(differ).toEqual([]);
    expect(new Set(rows.map((r) => r.status)).size).toBeGreaterThanOrEqual(8);
  });

  it('has a session this year for every current, interrupted and starting student, most of them enrolled', async () => {
    const rowsWithSessions = await db.kysely
      .selectFrom('students')
      .innerJoin('engagements', 'engagements.id', 'students.current_engagement_id')
      .leftJoin('engagement_sessions', 'engagement_sessions.engagement_id', 'engagements.id')
      .select([
        'students.id',
        'students.status',
        'engagements.start_intake',
        'engagement_sessions.academic_year',
        'engagement_sessions.status as session',
        'engagement_sessions.enrolled_at',
        'engagement_sessions.level',
        'engagements.level as engagement_level',
      ])
      .where('students.status', 'in', ['Current', 'IoS', 'Starting'])
      .execute();
    // This year's session; a student starting at an intake of a later academic year (after this
    // year's January intake the demo's starters are next September's) has their first session then.
    const sessionYear = (r: (typeof rowsWithSessions)[number]) =>
      r.status === 'Starting' ? Math.max(year, academicYearOf(r.start_intake)) : year;
    const rows = [...new Set(rowsWithSessions.map((r) => r.id))].map(
      (id) =>
        rowsWithSessions.find((r) => r.id === id && r.academic_year === sessionYear(r)) ?? {
          ...rowsWithSessions.find((r) => r.id === id)!,
          session: null,
          enrolled_at: null,
          level: null,
        },
    );
    const wrong = rows.filter(
      (r) => r.session !== (r.status === 'Starting' ? 'Starting' : 'Current') || r.level !== r.engagement_level,
    );
    expect(wrong).toEqual([]);
    const current = rows.filter((r) => r.status === 'Current');
    const enrolled = current.filter((r) => r.enrolled_at !== null).length / current.length;
    expect(enrolled).toBeGreaterThan(0.5);
    expect(enrolled).toBeLessThan(0.9);
    expect(rows.filter((r) => r.status === 'Starting' && r.enrolled_at !== null)).toEqual([]);
  });

  it('records how those who are not simply current got there, and a couple of transfers', async () => {
    const registry = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'registry@demo.college')
      .executeTakeFirstOrThrow();
    const rows = await db.kysely
      .selectFrom('students')
      .innerJoin('engagement_status_changes as c', 'c.engagement_id', 'students.current_engagement_id')
      .select(['students.id', 'students.status', 'c.to_status', 'c.reason', 'c.effective_date', 'c.changed_by_user_id'])
      .orderBy('c.id')
      .execute();
    for (const status of ['IoS', 'Withdrawn', 'Terminated', 'Completed', 'Deferred', 'Did not start']) {
      const students = await db.kysely.selectFrom('students').select('id').where('status', '=', status).execute();
      expect(students.length, status).toBeGreaterThan(0);
      for (const s of students) expect(rows.filter((r) => r.id === s.id).at(-1)?.to_status, status).toBe(status);
    }
    expect(
      rows.every((r) => r.reason.length > 10 && r.effective_date <= today && r.changed_by_user_id === registry.id),
    ).toBe(true);

    const transfers = await db.kysely
      .selectFrom('engagements as later')
      .innerJoin('engagements as old', 'old.id', 'later.transferred_from_id')
      .innerJoin('students', 'students.current_engagement_id', 'later.id')
      .select([
        'old.programme_code as from',
        'old.status as old_status',
        'later.status',
        'later.student_id',
        'old.student_id as old_student',
      ])
      .execute();
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    const withoutAccount = await db.kysely
      .selectFrom('students')
      .leftJoin('users', 'users.person_id', 'students.person_id')
      .select('students.id')
      .where('students.status', 'in', ['Current', 'IoS', 'Starting'])
      .where('users.id', 'is', null)
      .execute();
    expect(withoutAccount).toEqual([]);
    for (const t of transfers) {
      expect(t).toMatchObject({ old_status: 'Transferred', status: 'Current', old_student: t.student_id });
      expect(isTransferableProgramme(t.from)).toBe(true);
    }
  });

  it('puts students only on module instances of their own hub, year and level', async () => {
    const rows = await db.kysely
      .selectFrom('results')
      .innerJoin('engagements', 'engagements.id', 'results.engagement_id')
      .innerJoin('engagement_sessions as s', 's.id', 'results.session_id')
      .innerJoin('module_instances as i', 'i.id', 'results.module_instance_id')
      .innerJoin('modules', 'modules.id', 'i.module_id')
      .select([
        'engagements.hub',
        'i.hub as instance_hub',
        's.academic_year',
        'i.academic_year as instance_year',
        's.level',
        'modules.level as module_level',
        's.engagement_id',
        'results.engagement_id as result_engagement',
        'results.outcome',
        'results.mark',
        'results.credits_awarded',
        'modules.credits',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(500);
    const wrong = rows.filter(
      (r) =>
        r.hub !== r.instance_hub ||
        r.academic_year !== r.instance_year ||
        r.level !== r.module_level ||
        r.engagement_id !== r.result_engagement,
    );
    expect(wrong).toEqual([]);
    const passed = rows.filter((r) => r.outcome === 'Passed');
    expect(passed.length).toBeGreaterThan(100);
    expect(passed.every((r) => Number(r.mark) >= 40 && Number(r.mark) <= 78 && r.credits_awarded === r.credits)).toBe(
      true,
    );
    expect(
      rows.filter((r) => r.outcome === 'Failed').every((r) => Number(r.mark) < 40 && r.credits_awarded === 0),
    ).toBe(true);
    expect(rows.filter((r) => r.outcome === 'Failed').length).toBeGreaterThan(0);

    const twice = await db.kysely
      .selectFrom('results')
      .innerJoin('engagements', 'engagements.id', 'results.engagement_id')
      .innerJoin('module_instances as i', 'i.id', 'results.module_instance_id')
      .select(['engagements.student_id', 'i.module_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['engagements.student_id', 'i.module_id'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(twice).toEqual([]);

    const perStudent = await db.kysely
      .selectFrom('students')
      .innerJoin('results', 'results.engagement_id', 'students.current_engagement_id')
      .innerJoin('module_instances as i', 'i.id', 'results.module_instance_id')
      .select(['students.id', 'students.level', (eb) => eb.fn.countAll<number>().as('n')])
      .where('students.status', 'in', ['Current', 'IoS'])
      .where('i.academic_year', '=', year)
      .where('results.outcome', '=', 'Enrolled')
      .groupBy(['students.id', 'students.level'])
      .execute();
    const studying = await db.kysely
      .selectFrom('students')
      .select('id')
      .where('status', 'in', ['Current', 'IoS'])
      .execute();
    expect(perStudent).toHaveLength(studying.length);
    expect(perStudent.filter((r) => r.level !== '7Diss' && (Number(r.n) < 3 || Number(r.n) > 6))).toEqual([]);
  });

  it('marks only work whose due date has passed, with weights adding to 100', async () => {
    const late = await db.kysely
      .selectFrom('submissions')
      .innerJoin('assignments', 'assignments.id', 'submissions.assignment_id')
      .leftJoin('extensions', (j) =>
        j
          .onRef('extensions.assignment_id', '=', 'assignments.id')
          .onRef('extensions.engagement_id', '=', 'submissions.engagement_id')
          .on('extensions.status', '=', 'Approved'),
      )
      .select(['assignments.due_date', 'extensions.new_due_date', 'submissions.submitted_on', 'submissions.mark'])
      .execute();
    expect(late.length).toBeGreaterThan(300);
    expect(
      late.filter(
        (s) => (s.new_due_date ?? s.due_date) >= today || (s.submitted_on as string) > (s.new_due_date ?? s.due_date),
      ),
    ).toEqual([]);
    const weights = await db.kysely
      .selectFrom('assignments')
      .select([
        'module_instance_id',
        (eb) => eb.fn.sum<number>('weight').as('total'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .groupBy('module_instance_id')
      .execute();
    expect(weights.filter((w) => Number(w.total) !== 100 || Number(w.n) > 2)).toEqual([]);
    const instances = await db.kysely
      .selectFrom('module_instances')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(weights).toHaveLength(Number(instances.n));
  });

  it('has about forty extensions whose new due dates follow their length', async () => {
    const rows = await db.kysely.selectFrom('extensions').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    // The statuses the request engine uses (REQUEST_STATUSES); only an approval sets a new due date.
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Pending', 'Approved', 'Declined']));
    for (const r of rows) {
      if (r.status !== 'Approved') expect(r.new_due_date).toBeNull();
      else {
        const days = daysBetween(r.original_due_date as string, r.new_due_date as string);
        if (r.length === 'more than 21 days') expect(days).toBeGreaterThan(21);
        else expect(`${days} days`).toBe(r.length);
      }
      expect(EXTENSION_LENGTHS).toContain(r.length);
      expect(r.requested_at.slice(0, 10) <= today).toBe(true);
      expect(r.decided_at === null).toBe(r.status === 'Pending');
      expect(r.decided_by_user_id === null).toBe(r.status === 'Pending');
      expect(r.reason.length).toBeGreaterThan(10);
    }
  });

  it('has dissertations only for MA students at 7Diss, with tasks only once submitted', async () => {
    const rows = await db.kysely
      .selectFrom('dissertations')
      .innerJoin('engagements', 'engagements.id', 'dissertations.engagement_id')
      .select([
        'dissertations.id',
        'dissertations.stage',
        'engagements.programme_code',
        'engagements.level',
        'engagements.cohort',
      ])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(
      rows.filter(
        (r) => r.level !== '7Diss' || !isReadyForMaDissertation({ programme: r.programme_code, cohort: r.cohort }),
      ),
    ).toEqual([]);
    expect(new Set(rows.map((r) => r.stage)).size).toBeGreaterThanOrEqual(6);
    const tasks = await db.kysely.selectFrom('dissertation_tasks').select(['dissertation_id', 'task']).execute();
    expect(tasks.length).toBeGreaterThan(0);
    for (const t of tasks) {
      const stage = rows.find((r) => r.id === t.dissertation_id)?.stage as string;
      expect(dissertationStageIndex(stage)).toBeGreaterThanOrEqual(dissertationStageIndex('Submitted'));
      expect(DISSERTATION_TASKS).toContain(t.task);
    }
  });

  it('gives the demo tutor tutees (some with learning-support needs, some interrupted) and modules this year', async () => {
    const { tutorId } = await demoIds();
    const tutees = await db.kysely
      .selectFrom('students')
      .innerJoin('engagements', 'engagements.id', 'students.current_engagement_id')
      .select(['students.id', 'students.status', 'students.hub'])
      .where('engagements.personal_tutor_id', '=', tutorId)
      .execute();
    expect(tutees.length).toBeGreaterThanOrEqual(8);
    expect(tutees.every((t) => t.hub === 'London')).toBe(true);
    expect(tutees.filter((t) => t.status === 'IoS').length).toBeGreaterThanOrEqual(1);
    const support = await db.kysely
      .selectFrom('learning_support')
      .select(['student_id', 'categories', 'needs', 'adjustments'])
      .execute();
    expect(support.filter((s) => tutees.some((t) => t.id === s.student_id)).length).toBeGreaterThanOrEqual(2);
    expect(support.length / seeded.students).toBeGreaterThan(0.1);
    expect(
      support.every((s) => s.categories.split(' ').every((c) => /^[A-Z][A-Za-z-]+$/.test(c)) && s.needs.length > 20),
    ).toBe(true);
    const teaching = await db.kysely
      .selectFrom('module_instances')
      .select(['hub'])
      .where('tutor_id', '=', tutorId)
      .where('academic_year', '=', year)
      .execute();
    expect(teaching.length).toBeGreaterThanOrEqual(3);
    expect(teaching.every((t) => t.hub === 'London')).toBe(true);
    const others = await db.kysely
      .selectFrom('module_instances')
      .select('hub')
      .distinct()
      .where('tutor_id', '!=', tutorId)
      .where('academic_year', '=', year)
      .execute();
    expect(others.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the demo student modules, work due soon, an approved extension and an enrolment still to confirm', async () => {
    const { studentId, engagementId } = await demoIds();
    const tutor = (await demoIds()).tutorId;
    const engagement = await db.kysely
      .selectFrom('engagements')
      .selectAll()
      .where('id', '=', engagementId)
      .executeTakeFirstOrThrow();
    expect(engagement).toMatchObject({
      student_id: studentId,
      status: 'Current',
      hub: 'London',
      personal_tutor_id: tutor,
    });
    const session = await db.kysely
      .selectFrom('engagement_sessions')
      .selectAll()
      .where('engagement_id', '=', engagementId)
      .where('academic_year', '=', year)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ status: 'Current', enrolled_at: null });
    const work = await db.kysely
      .selectFrom('results')
      .innerJoin('module_instances as i', 'i.id', 'results.module_instance_id')
      .innerJoin('assignments as a', 'a.module_instance_id', 'i.id')
      .leftJoin('submissions as s', (j) =>
        j.onRef('s.assignment_id', '=', 'a.id').on('s.engagement_id', '=', engagementId),
      )
      .select([
        'results.outcome',
        'results.session_id',
        'a.due_date',
        'a.id as assignment',
        's.id as submission',
        'i.starts_on',
      ])
      .where('results.engagement_id', '=', engagementId)
      .where('i.academic_year', '=', year)
      .execute();
    expect(work.length).toBeGreaterThanOrEqual(3);
    expect(work.every((w) => w.outcome === 'Enrolled' && w.session_id === session.id)).toBe(true);
    const day = (offset: number) => new Date(Date.parse(today) + offset * 86_400_000).toISOString().slice(0, 10);
    const dueSoon = work.some((w) => w.due_date >= today && w.due_date <= day(14) && w.submission === null);
    // Work falls due within a fortnight once teaching has begun, or begins within the week; before
    // that (August, early September), nothing is due yet.
    const teaching = work.some((w) => w.starts_on !== null && w.starts_on < day(8));
    expect(dueSoon).toBe(teaching);
    const extensions = await db.kysely
      .selectFrom('extensions')
      .select(['status', 'new_due_date'])
      .where('engagement_id', '=', engagementId)
      .execute();
    expect(extensions.filter((x) => x.status === 'Approved' && (x.new_due_date as string) >= today)).toHaveLength(1);
    // Work still to come with no extension asked for, whatever the day the demo is made: the portal's
    // extension requests (and their browser stories) need some.
    const asked = new Set(
      (
        await db.kysely
          .selectFrom('extensions')
          .select('assignment_id')
          .where('engagement_id', '=', engagementId)
          .execute()
      ).map((x) => x.assignment_id),
    );
    const fresh = work.filter((w) => w.due_date > today && w.submission === null && !asked.has(w.assignment));
    expect(fresh.length).toBeGreaterThanOrEqual(3);
  });
});

describe('residential registers (issue 20)', () => {
  it('takes this year’s September registers for students placed on the instance, with reasons for absences', async () => {
    const marks = await db.kysely
      .selectFrom('residential_attendance as a')
      .innerJoin('residentials as r', 'r.id', 'a.residential_id')
      .innerJoin('engagements as e', 'e.student_id', 'a.student_id')
      .innerJoin('results as res', (j) =>
        j.onRef('res.engagement_id', '=', 'e.id').onRef('res.module_instance_id', '=', 'r.module_instance_id'),
      )
      .select(['a.status', 'a.reason', 'r.starts_on', 'a.id'])
      .distinct()
      .execute();
    const all = await db.kysely.selectFrom('residential_attendance').select('id').execute();
    expect(all.length).toBeGreaterThan(20);
    // Every mark is of a student placed on the residential's instance.
    expect(new Set(marks.map((m) => m.id)).size).toBe(all.length);
    const statuses = new Set(marks.map((m) => m.status));
    expect([...statuses].sort()).toEqual(['Absent', 'Late', 'Present']);
    expect(marks.filter((m) => m.status === 'Absent').every((m) => m.reason.length > 0)).toBe(true);
    expect(marks.every((m) => academicYearOf(m.starts_on) === 2026)).toBe(true);
  });
});

describe('the demo roles (DESIGN 5)', () => {
  const can = (role: string, entity: string, action: 'list' | 'view' | 'create' | 'edit' | 'delete' | 'export') => {
    const permissions = splitPermissions(DEMO_ROLES.find((r) => r.name === role)?.permissions ?? '');
    const def = ENTITIES.find((e) => e.name === entity) as EntityDefinition;
    return meetsAll(permissions, def.permissions[action]);
  };

  it('lets the administrator do everything', () => {
    for (const def of ENTITIES)
      for (const action of ['list', 'view', 'create', 'edit', 'delete', 'export'] as const)
        expect(can('System administrator', def.name, action)).toBe(true);
  });

  it('lets Registry edit and export contacts and organisations', () => {
    for (const entity of ['contacts', 'organisations'])
      for (const action of ['list', 'view', 'create', 'edit', 'export'] as const)
        expect(can('Registry', entity, action)).toBe(true);
    expect(can('Registry', 'users', 'list')).toBe(false);
  });

  it('lets Registry keep the portal pages, and no other administration page', () => {
    const registry = splitPermissions(DEMO_ROLES.find((r) => r.name === 'Registry')?.permissions ?? '');
    for (const needed of ['admin:menu', 'pages:list', 'pages:edit'])
      expect(meetsAll(registry, [needed]), needed).toBe(true);
    for (const other of ['admin:templates', 'admin:admin', 'admin:sysadmin'])
      expect(meetsAll(registry, [other]), other).toBe(false);
  });

  it('keeps users to the administrator and contacts from tutors and students', () => {
    for (const role of DEMO_ROLES.filter((r) => r.name !== 'System administrator'))
      expect(can(role.name, 'users', 'list')).toBe(false);
    expect(can('Tutor', 'contacts', 'list')).toBe(false);
    expect(can('Student', 'students', 'list')).toBe(false);
    expect(can('Applicant', 'applications', 'list')).toBe(false);
  });

  it('gives staff the applications area but never the applicant page', () => {
    for (const role of ['Registry', 'Admissions']) {
      const permissions = splitPermissions(DEMO_ROLES.find((r) => r.name === role)?.permissions ?? '');
      for (const action of ['list', 'view', 'edit', 'export'] as const)
        expect(can(role, 'applications', action)).toBe(true);
      expect(meetsAll(permissions, ['applications:admin']), role).toBe(role === 'Registry' || role === 'Admissions');
      expect(meetsAll(permissions, ['applications:apply']), role).toBe(false);
    }
  });

  it('gives marketing the potential students, events and consents', () => {
    for (const entity of ['leads', 'registrations', 'consents']) expect(can('Marketing', entity, 'edit')).toBe(true);
    expect(can('Manager', 'consents', 'delete')).toBe(true);
    expect(can('Finance', 'donors', 'export')).toBe(true);
    expect(can('Finance', 'donors', 'edit')).toBe(false);
  });
});
