import { fakerEN_GB as faker } from '@faker-js/faker';
import { academicYearOf } from '@collegium/domain/academic-year';
import { PROGRAMME_CODES, type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import { isTransferableProgramme } from '@collegium/domain/programme-rules';
import { CREDITS_PER_LEVEL } from '@collegium/domain/programme-years';
import { PROGRAMME_TITLES } from './academic-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { seedCoursework } from './coursework.ts';
import { seedDissertations } from './dissertations.ts';
import { insertEngagements, insertSessionsAndChanges, linkStudents, openAccounts } from './engagement-writes.ts';
import { seedLearningSupport } from './learning-support.ts';
import { intakeProgrammes, januaryIntake, septemberIntake } from './seed-calendar.ts';
import { AWARD_OF } from './student-profile.ts';
import { planDemoStudent, planStudent } from './study-history.ts';
import type { PlannedEngagement, SeededStudent } from './study-timeline.ts';

// The registry's records of the demo students (issue 4): programmes and intakes; for every
// student the engagements (a transfer has two) with their academic-year sessions and status
// history (planned in study-history.ts, written by engagement-writes.ts), the students row then
// rewritten from the current engagement; the teaching of the last two years (teaching-plan.ts,
// coursework.ts); MA dissertations; learning-support needs. The demo tutor is personal tutor of
// about ten London students and teaches a few London modules, so "My students" has substance.

export interface AcademicRecordsInput {
  now: string;
  /** The demo sign-ins' people. */
  tutorPersonId: number;
  studentPersonId: number;
}

/** How many London students the demo tutor is personal tutor of. */
const DEMO_TUTEES = 10;
/** How many students moved from one programme to another. */
const TRANSFERS = 3;

/** Spec 3's programmes; those a migration (0065a) or the college already installed are kept. */
async function seedProgrammes(trx: Trx, now: string) {
  const existing = new Set((await trx.selectFrom('programmes').select('code').execute()).map((p) => p.code));
  const missing = PROGRAMME_CODES.filter((code) => !existing.has(code));
  if (missing.length === 0) return;
  await insertAll(
    trx,
    'programmes',
    missing.map((code) => {
      const levels = programmeLevels(code);
      return {
        code,
        title: PROGRAMME_TITLES[code],
        award: AWARD_OF[code] ?? null,
        levels: levels.join(' '),
        credits: code === 'MA' ? 180 : CREDITS_PER_LEVEL * levels.length,
        transferable: isTransferableProgramme(code) ? 1 : 0,
        active: 1,
        created_at: now,
        updated_at: now,
      };
    }),
  );
}

/** September and January intakes from three years back to next year, and any earlier start used. */
async function seedIntakes(trx: Trx, now: string, year: number, engagements: readonly PlannedEngagement[]) {
  const dates = new Set<string>();
  for (let y = year - 3; y <= year + 1; y++) dates.add(septemberIntake(y)).add(januaryIntake(y));
  for (const e of engagements) dates.add(e.startIntake);
  await insertAll(
    trx,
    'intakes',
    [...dates].sort().map((startsOn) => ({
      starts_on: startsOn,
      programmes: intakeProgrammes(startsOn, PROGRAMME_CODES).join(' '),
      created_at: now,
      updated_at: now,
    })),
  );
}

interface FacultyRow {
  id: number;
  person_id: number;
  hub: string | null;
  department: string | null;
  active: number;
  qualifications: string | null;
}

/**
 * Personal tutors: the demo tutor for about ten current London students (the demo student, and
 * one or two interrupted ones among them); everyone else a faculty member of their own hub.
 */
function assignTutors(
  students: readonly PlannedEngagement[][],
  faculty: readonly FacultyRow[],
  demoTutorId: number,
  demoStudentId: number,
) {
  const current = (chain: PlannedEngagement[]) => chain[chain.length - 1] as PlannedEngagement;
  const london = students.filter((c) => current(c).hub === 'London');
  const interrupted = london.filter((c) => current(c).status === 'IoS').slice(0, 2);
  const studying = london.filter((c) => current(c).status === 'Current' && current(c).studentId !== demoStudentId);
  const demo = london.filter((c) => current(c).studentId === demoStudentId);
  const tutees = new Set([
    ...demo,
    ...interrupted,
    ...studying.slice(0, DEMO_TUTEES - demo.length - interrupted.length),
  ]);
  const active = faculty.filter((f) => f.active === 1 && f.id !== demoTutorId);
  for (const chain of students) {
    let tutor = demoTutorId;
    if (!tutees.has(chain)) {
      const inHub = active.filter((f) => f.hub === current(chain).hub);
      tutor = faker.helpers.arrayElement(inHub.length > 0 ? inHub : active.filter((f) => f.hub === null)).id;
    }
    for (const e of chain) e.tutorId = tutor;
  }
  return [...tutees].map((c) => current(c).studentId);
}

/** Seeds the student records; runs after the students, faculty, modules and demo accounts exist. */
export async function seedAcademicRecords(trx: Trx, input: AcademicRecordsInput): Promise<void> {
  const { now } = input;
  const today = now.slice(0, 10);
  const year = academicYearOf(today);
  const ctx = { today, year, programmes: PROGRAMME_CODES as readonly ProgrammeCode[] };

  const students: SeededStudent[] = await trx
    .selectFrom('students')
    .select([
      'id',
      'person_id',
      'hub',
      'programme_code',
      'pathway',
      'status',
      'level',
      'pace',
      'student_type',
      'cohort_group',
      'exit_award',
      'auditing',
    ])
    .orderBy('id')
    .execute();
  const faculty: FacultyRow[] = await trx
    .selectFrom('faculty')
    .select(['id', 'person_id', 'hub', 'department', 'active', 'qualifications'])
    .orderBy('id')
    .execute();
  const modules = await trx
    .selectFrom('modules')
    .select(['id', 'code', 'level', 'credits', 'hub_weeks', 'active'])
    .orderBy('id')
    .execute();
  const registry = await trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'registry@demo.college')
    .executeTakeFirstOrThrow();
  const demoTutor = faculty.find((f) => f.person_id === input.tutorPersonId);
  const demoStudent = students.find((s) => s.person_id === input.studentPersonId);
  if (!demoTutor || !demoStudent) throw new Error('The demo tutor and student must be seeded first');

  // Two who have finished did the MA, so there are awarded dissertations to see.
  for (const s of students.filter((s) => s.status === 'Completed' && s.programme_code !== 'NLM').slice(0, 2)) {
    Object.assign(s, { programme_code: 'MA', level: '7Diss', exit_award: 'MA' });
  }
  // A transfer leaves the student current on the new programme; a few transfers are plenty, the
  // other students seeded as transferred simply study on.
  for (const s of students.filter((s) => s.status === 'Transferred').slice(TRANSFERS)) s.status = 'Current';
  const chains = students.map((s) => (s.id === demoStudent.id ? [planDemoStudent(s, ctx)] : planStudent(s, ctx)));
  const tutees = assignTutors(chains, faculty, demoTutor.id, demoStudent.id);
  const engagements = chains.flat();
  const currents = chains.map((c) => c[c.length - 1] as PlannedEngagement);

  await seedProgrammes(trx, now);
  await seedIntakes(trx, now, year, engagements);
  await insertEngagements(trx, engagements, now);
  await insertSessionsAndChanges(trx, engagements, now, today, registry.id);
  await linkStudents(
    trx,
    students.map((s) => s.id),
    now,
  );
  await openAccounts(
    trx,
    currents.filter((e) => ['Current', 'IoS', 'Starting'].includes(e.status)).map((e) => e.personId),
  );
  await seedCoursework(trx, engagements, faculty, modules, {
    now,
    today,
    year,
    registryUserId: registry.id,
    demoTutorId: demoTutor.id,
    demoStudentId: demoStudent.id,
  });
  await seedDissertations(trx, engagements, faculty, now, today, registry.id);
  await seedLearningSupport(trx, currents, tutees, demoStudent.id, now, today);
}
