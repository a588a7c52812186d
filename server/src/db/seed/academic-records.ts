import { fakerEN_GB as faker } from '@faker-js/faker';
import { academicYearOf } from '@collegium/domain/academic-year';
import { DISSERTATION_STAGES, DISSERTATION_TASKS, type DissertationStage, dissertationStageIndex } from '@collegium/domain/dissertation';
import { PROGRAMME_CODES, type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import { isReadyForMaDissertation, isTransferableProgramme } from '@collegium/domain/programme-rules';
import { CREDITS_PER_LEVEL } from '@collegium/domain/programme-years';
import { type Insertable, sql } from 'kysely';
import { cohortOf, syncStudentSummary } from '../../modules/engagements/engagement-records.ts';
import { intentionsStatus } from '@collegium/domain/intentions';
import type { Database } from '../schema.ts';
import { DISSERTATION_TITLES, PROGRAMME_TITLES, SUPPORT_NEEDS } from './academic-texts.ts';
import { insertAll, type Trx } from './batch.ts';
import { seedCoursework } from './coursework.ts';
import { AWARD_OF } from './student-profile.ts';
import {
  addDays,
  dateIn,
  intakeProgrammes,
  januaryIntake,
  officeHours,
  type PlannedEngagement,
  planDemoStudent,
  planStudent,
  type SeededStudent,
  septemberIntake,
} from './study-history.ts';

// The registry's records of the demo students (issue 4): programmes and intakes; for every
// student the engagements (a transfer has two), their academic-year sessions and status history,
// with the students row rewritten from the current engagement; the teaching of the last two years
// (coursework.ts); MA dissertations; and learning-support needs. The demo tutor is personal tutor
// of about ten London students and teaches a few London modules, so "My students" has substance.

export interface AcademicRecordsInput {
  now: string;
  /** The demo sign-ins' people. */
  tutorPersonId: number;
  studentPersonId: number;
}

/** How many London students the demo tutor is personal tutor of. */
const DEMO_TUTEES = 10;

async function seedProgrammes(trx: Trx, now: string) {
  await insertAll(
    trx,
    'programmes',
    PROGRAMME_CODES.map((code) => {
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
    [...dates].sort().map((startsOn) => ({ starts_on: startsOn, programmes: intakeProgrammes(startsOn, PROGRAMME_CODES).join(' '), created_at: now, updated_at: now })),
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
function assignTutors(students: readonly PlannedEngagement[][], faculty: readonly FacultyRow[], demoTutorId: number, demoStudentId: number) {
  const current = (chain: PlannedEngagement[]) => chain[chain.length - 1] as PlannedEngagement;
  const london = students.filter((c) => current(c).hub === 'London');
  const interrupted = london.filter((c) => current(c).status === 'IoS').slice(0, 2);
  const studying = london.filter((c) => current(c).status === 'Current' && current(c).studentId !== demoStudentId);
  const demo = london.filter((c) => current(c).studentId === demoStudentId);
  const tutees = new Set([...demo, ...interrupted, ...studying.slice(0, DEMO_TUTEES - demo.length - interrupted.length)]);
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

async function insertEngagements(trx: Trx, engagements: readonly PlannedEngagement[], now: string) {
  const row = (e: PlannedEngagement): Insertable<Database['engagements']> => ({
    student_id: e.studentId,
    programme_code: e.programme,
    pathway: e.pathway,
    level: e.level,
    cohort: cohortOf(e.level),
    cohort_group: e.cohortGroup,
    status: e.status,
    pace: e.pace,
    student_type: e.studentType,
    exit_award: e.exitAward,
    hub: e.hub,
    personal_tutor_id: e.tutorId,
    intentions: intentionsStatus({ status: e.status, level: e.level, programme: e.programme }),
    intention: e.intention,
    intention_updated_at: e.intentionAt,
    auditing: e.auditing,
    start_intake: e.startIntake,
    end_date: e.endDate,
    payment_term: e.paymentTerm,
    transferred_from_id: e.transferredFrom?.id ?? null,
    created_at: now,
    updated_at: now,
  });
  // Engagements transferred from come first, so the later ones can point at them.
  const first = engagements.filter((e) => !e.transferredFrom);
  const later = engagements.filter((e) => e.transferredFrom);
  for (const batch of [first, later]) {
    const ids = await insertAll(trx, 'engagements', batch.map(row));
    batch.forEach((e, i) => (e.id = ids[i]));
  }
}

async function insertSessionsAndChanges(trx: Trx, engagements: readonly PlannedEngagement[], now: string, today: string, registryUserId: number) {
  const sessions = engagements.flatMap((e) => e.sessions.map((s) => ({ e, s })));
  const ids = await insertAll(
    trx,
    'engagement_sessions',
    sessions.map(({ e, s }) => ({
      engagement_id: e.id as number,
      academic_year: s.year,
      level: s.level,
      status: s.status,
      enrolled_at: s.enrolledAt,
      enrolled_by_user_id: s.enrolledAt ? registryUserId : null,
      created_at: now,
      updated_at: now,
    })),
  );
  sessions.forEach(({ s }, i) => (s.id = ids[i]));
  await insertAll(
    trx,
    'engagement_status_changes',
    engagements.flatMap((e) =>
      e.changes.map((c) => {
        const recorded = addDays(c.effective, faker.number.int({ min: 0, max: 3 }));
        return {
          engagement_id: e.id as number,
          from_status: c.from,
          to_status: c.to,
          reason: c.reason,
          effective_date: c.effective,
          changed_by_user_id: registryUserId,
          changed_at: officeHours(recorded > today ? today : recorded),
        };
      }),
    ),
  );
}

/** The current engagement is the latest one not transferred from; the students row copies it. */
async function linkStudents(trx: Trx, studentIds: readonly number[], now: string) {
  await sql`update students set current_engagement_id = (
      select max(e.id) from engagements e
      where e.student_id = students.id
        and not exists (select 1 from engagements later where later.transferred_from_id = e.id))`.execute(trx);
  for (const id of studentIds) await syncStudentSummary(trx, id, now);
}

/** MA students at the dissertation stage (spec 5: ready when MA and cohort 7), now or finished. */
async function seedDissertations(trx: Trx, engagements: readonly PlannedEngagement[], faculty: readonly FacultyRow[], now: string, today: string, registryUserId: number) {
  const ready = engagements.filter(
    (e) => e.level === '7Diss' && isReadyForMaDissertation({ programme: e.programme, cohort: cohortOf(e.level) }) && ['Current', 'IoS', 'Completed'].includes(e.status),
  );
  const supervisors = faculty.filter((f) => f.active === 1 && f.qualifications?.includes('PhD'));
  const titles = faker.helpers.shuffle([...DISSERTATION_TITLES]);
  // Current ones spread over the stages before the award, so every stage has an example.
  const stages = faker.helpers.shuffle(DISSERTATION_STAGES.filter((s) => s !== 'Awarded'));
  let next = 0;
  const planned = ready.map((e, i) => {
    let stage: DissertationStage;
    if (e.status === 'Completed') stage = 'Awarded';
    else if (e.status === 'IoS') stage = 'Deferred';
    else stage = stages[next++ % stages.length] as DissertationStage;
    const index = dissertationStageIndex(stage);
    return {
      e,
      stage,
      title: index >= dissertationStageIndex('Supervisor agreed') ? (titles[i % titles.length] as string) : null,
      supervisor: index >= dissertationStageIndex('Supervisor agreed') && supervisors.length > 0 ? faker.helpers.arrayElement(supervisors).id : null,
    };
  });
  const ids = await insertAll(
    trx,
    'dissertations',
    planned.map((d) => ({ engagement_id: d.e.id as number, title: d.title, supervisor_id: d.supervisor, stage: d.stage, created_at: now, updated_at: now })),
  );
  // spec 4.6's marking and award tasks, done in order once the dissertation is in.
  const tasksDone: Record<string, number> = { Submitted: 1, Marked: 3, 'Sent to board': 4, Awarded: DISSERTATION_TASKS.length };
  const tasks: Database['dissertation_tasks'][] = [];
  planned.forEach((d, i) => {
    const done = d.stage === 'Submitted' ? faker.number.int({ min: 0, max: 1 }) : (tasksDone[d.stage] ?? 0);
    const finished = d.e.endDate ?? today;
    let on = d.e.status === 'Completed' ? addDays(finished, -50) : addDays(today, -30);
    for (const task of DISSERTATION_TASKS.slice(0, done)) {
      on = addDays(on, faker.number.int({ min: 1, max: 5 }));
      tasks.push({ dissertation_id: ids[i] as number, task, completed_at: officeHours(on > today ? today : on), completed_by_user_id: registryUserId });
    }
  });
  if (tasks.length > 0) await trx.insertInto('dissertation_tasks').values(tasks).execute();
}

/** Learning-support needs for about 15% of students, three of them the demo tutor's tutees. */
async function seedLearningSupport(trx: Trx, currents: readonly PlannedEngagement[], tutees: readonly number[], demoStudentId: number, now: string, today: string) {
  const categories = Object.keys(SUPPORT_NEEDS);
  const candidates = currents.filter((e) => e.studentId !== demoStudentId);
  const hisTutees = candidates.filter((e) => tutees.includes(e.studentId)).slice(1, 4);
  const others = faker.helpers.arrayElements(
    candidates.filter((e) => !tutees.includes(e.studentId)),
    Math.round(currents.length * 0.15) - hisTutees.length,
  );
  const chosen = [...hisTutees, ...others].sort((a, b) => a.studentId - b.studentId);
  await insertAll(
    trx,
    'learning_support',
    chosen.map((e) => {
      const picked = faker.helpers.arrayElements(categories, faker.helpers.weightedArrayElement([{ weight: 5, value: 1 }, { weight: 1, value: 2 }]));
      const notes = picked.map((c) => SUPPORT_NEEDS[c] as { needs: string; adjustments: string });
      const from = addDays(e.startIntake, -60);
      return {
        student_id: e.studentId,
        categories: picked.join(' '),
        needs: notes.map((n) => n.needs).join('\n\n'),
        adjustments: notes.map((n) => n.adjustments).join('\n\n'),
        disclosed_on: dateIn(from < today ? from : today, today),
        created_at: now,
        updated_at: now,
      };
    }),
  );
}

/** Seeds the student records; runs after the students, faculty, modules and demo accounts exist. */
export async function seedAcademicRecords(trx: Trx, input: AcademicRecordsInput): Promise<void> {
  const { now } = input;
  const today = now.slice(0, 10);
  const year = academicYearOf(today);
  const ctx = { today, year, programmes: PROGRAMME_CODES as readonly ProgrammeCode[] };

  const students: SeededStudent[] = await trx
    .selectFrom('students')
    .select(['id', 'person_id', 'hub', 'programme_code', 'pathway', 'status', 'level', 'pace', 'student_type', 'cohort_group', 'exit_award', 'auditing'])
    .orderBy('id')
    .execute();
  const faculty: FacultyRow[] = await trx.selectFrom('faculty').select(['id', 'person_id', 'hub', 'department', 'active', 'qualifications']).orderBy('id').execute();
  const modules = await trx.selectFrom('modules').select(['id', 'code', 'level', 'credits', 'hub_weeks', 'active']).orderBy('id').execute();
  const registry = await trx.selectFrom('users').select('id').where('email', '=', 'registry@demo.college').executeTakeFirstOrThrow();
  const demoTutor = faculty.find((f) => f.person_id === input.tutorPersonId);
  const demoStudent = students.find((s) => s.person_id === input.studentPersonId);
  if (!demoTutor || !demoStudent) throw new Error('The demo tutor and student must be seeded first');

  // Two who have finished did the MA, so there are awarded dissertations to see.
  for (const s of students.filter((s) => s.status === 'Completed' && s.programme_code !== 'NLM').slice(0, 2)) {
    Object.assign(s, { programme_code: 'MA', level: '7Diss', exit_award: 'MA' });
  }
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
  await seedCoursework(trx, engagements, faculty, modules, { now, today, year, registryUserId: registry.id, demoTutorId: demoTutor.id, demoStudentId: demoStudent.id });
  await seedDissertations(trx, engagements, faculty, now, today, registry.id);
  await seedLearningSupport(trx, currents, tutees, demoStudent.id, now, today);
}
