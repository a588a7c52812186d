import { fakerEN_GB as faker } from '@faker-js/faker';
import { COHORT_GROUPS } from '@collegium/domain/cohorts';
import { type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import {
  DEFERRAL_REASONS,
  DID_NOT_START_REASONS,
  IOS_REASONS,
  RESI_ONLY_REASONS,
  RETURN_REASONS,
  TERMINATION_REASONS,
  WITHDRAWAL_REASONS,
} from './academic-texts.ts';
import { addDays, dateIn, intakeProgrammes, januaryIntake, officeHours, septemberIntake } from './seed-calendar.ts';
import { AWARD_OF } from './student-profile.ts';
import {
  anyYearIn,
  levelPath,
  paymentTerm,
  type PlannedEngagement,
  type SeededStudent,
  sessionsFor,
  startIntakeOf,
  statedIntention,
  type StudyContext,
  yearsAtLevel,
} from './study-timeline.ts';
import { planTransfer } from './transfers.ts';

// A believable study history for each demo student, worked out from the study details the
// students row was seeded with: when they started (from level and pace), one session per academic
// year studied, and the status changes that led to where they are now. Plain data; the caller
// writes it.

/** Someone who started in January enrolled for their first year then, not in the autumn. */
function enrolledAtStart(e: PlannedEngagement): void {
  const first = e.sessions[0];
  if (first?.enrolledAt && e.startIntake.slice(5, 7) === '01')
    first.enrolledAt = officeHours(dateIn(addDays(e.startIntake, -14), addDays(e.startIntake, 4)));
}

/**
 * The engagements of one student, oldest first (two for a transfer). The last is the current one;
 * the students row is rewritten from it.
 */
export function planStudent(s: SeededStudent, ctx: StudyContext): PlannedEngagement[] {
  const chain = planChain(s, ctx);
  for (const e of chain) enrolledAtStart(e);
  return chain;
}

function planChain(s: SeededStudent, ctx: StudyContext): PlannedEngagement[] {
  const programme = s.programme_code as ProgrammeCode;
  const levels = programmeLevels(programme);
  const base: PlannedEngagement = {
    studentId: s.id,
    personId: s.person_id,
    programme,
    pathway: s.pathway,
    level: s.level ?? (levels[0] as string),
    cohortGroup: s.cohort_group,
    status: s.status,
    pace: s.pace,
    studentType: s.student_type,
    exitAward: s.exit_award,
    hub: s.hub ?? 'Online',
    tutorId: null,
    intention: null,
    intentionAt: null,
    auditing: s.auditing,
    startIntake: '',
    endDate: null,
    paymentTerm: paymentTerm(programme, s.student_type),
    transferredFrom: null,
    sessions: [],
    changes: [],
  };
  const e = base;
  const { year, today } = ctx;
  const nlmStart = programme === 'NLM' ? Number((s.cohort_group ?? '').slice(4)) || year - 2 : null;

  switch (s.status) {
    case 'Current':
    case 'IoS': {
      let path: string[];
      if (nlmStart !== null) {
        path = Array.from({ length: year - nlmStart + 1 }, (_, i) => levels[Math.min(i, levels.length - 1)] as string);
        e.level = path[path.length - 1] as string;
      } else path = levelPath(programme, e.level, e.pace, anyYearIn(programme, e.level, e.pace));
      e.sessions = sessionsFor(path, year, 'Current', ctx, s.status === 'IoS' || faker.datatype.boolean(0.7));
      e.startIntake =
        nlmStart !== null ? septemberIntake(nlmStart) : startIntakeOf(programme, year - path.length + 1, ctx);
      if (s.status === 'IoS') {
        const effective = dateIn(`${year}-10-01`, addDays(today, -5));
        e.changes.push({ from: 'Current', to: 'IoS', reason: faker.helpers.arrayElement(IOS_REASONS), effective });
      } else if (path.length >= 2 && faker.datatype.boolean(0.1)) {
        // Interrupted for a while last year and came back.
        const away = dateIn(`${year - 1}-10-15`, `${year - 1}-12-15`);
        e.changes.push({
          from: 'Current',
          to: 'IoS',
          reason: faker.helpers.arrayElement(IOS_REASONS),
          effective: away,
        });
        e.changes.push({
          from: 'IoS',
          to: 'Current',
          reason: faker.helpers.arrayElement(RETURN_REASONS),
          effective: januaryIntake(year - 1),
        });
      }
      Object.assign(e, statedIntention(e, ctx));
      return [e];
    }
    case 'Starting': {
      e.level = levels[0] as string;
      const next = [januaryIntake(year), septemberIntake(year + 1), januaryIntake(year + 1)].find(
        (d) => d >= today && intakeProgrammes(d, ctx.programmes).includes(programme),
      ) as string;
      e.startIntake = next;
      const sessionYear = next.slice(5, 7) === '01' ? Number(next.slice(0, 4)) - 1 : Number(next.slice(0, 4));
      e.sessions = [{ year: sessionYear, level: e.level, status: 'Starting', enrolledAt: null }];
      return [e];
    }
    case 'Completed': {
      e.level = levels[levels.length - 1] as string;
      let path: string[];
      let lastYear: number;
      if (nlmStart !== null) {
        const start = Math.min(nlmStart, year - levels.length);
        if (COHORT_GROUPS.includes(`NLM ${start}` as never)) e.cohortGroup = `NLM ${start}`;
        path = [...levels];
        lastYear = start + levels.length - 1;
      } else {
        path = levelPath(programme, e.level, e.pace, yearsAtLevel(programme, e.level, e.pace) - 1);
        lastYear =
          year -
          1 -
          faker.helpers.weightedArrayElement([
            { weight: 6, value: 0 },
            { weight: 3, value: 1 },
            { weight: 2, value: 2 },
          ]);
      }
      e.sessions = sessionsFor(path, lastYear, 'Completed', ctx, true);
      e.startIntake =
        nlmStart !== null
          ? septemberIntake(lastYear - path.length + 1)
          : startIntakeOf(programme, lastYear - path.length + 1, ctx);
      e.exitAward = AWARD_OF[programme] ?? null;
      const effective = dateIn(`${lastYear + 1}-07-01`, `${lastYear + 1}-07-24`);
      const award = e.exitAward ? `award of the ${e.exitAward}` : 'completion of the programme';
      e.changes.push({ from: 'Current', to: 'Completed', reason: `Exam board confirmed the ${award}.`, effective });
      e.endDate = effective;
      return [e];
    }
    case 'Withdrawn':
    case 'Terminated': {
      let lastYear =
        year -
        faker.helpers.weightedArrayElement([
          { weight: 4, value: 0 },
          { weight: 3, value: 1 },
          { weight: 2, value: 2 },
        ]);
      let path: string[];
      if (nlmStart !== null) {
        lastYear = Math.max(lastYear, nlmStart);
        path = Array.from(
          { length: lastYear - nlmStart + 1 },
          (_, i) => levels[Math.min(i, levels.length - 1)] as string,
        );
        e.level = path[path.length - 1] as string;
      } else path = levelPath(programme, e.level, e.pace, anyYearIn(programme, e.level, e.pace));
      e.sessions = sessionsFor(path, lastYear, 'Incomplete', ctx, true);
      e.startIntake =
        nlmStart !== null ? septemberIntake(nlmStart) : startIntakeOf(programme, lastYear - path.length + 1, ctx);
      const effective =
        lastYear === year
          ? dateIn(`${year}-09-28`, addDays(today, -3))
          : dateIn(`${lastYear}-10-15`, `${lastYear + 1}-06-30`);
      const reasons = s.status === 'Withdrawn' ? WITHDRAWAL_REASONS : TERMINATION_REASONS;
      if (faker.datatype.boolean(0.4)) {
        const paused = addDays(effective, -faker.number.int({ min: 20, max: 80 }));
        e.changes.push({
          from: 'Current',
          to: 'IoS',
          reason: faker.helpers.arrayElement(IOS_REASONS),
          effective: paused,
        });
        e.changes.push({ from: 'IoS', to: s.status, reason: faker.helpers.arrayElement(reasons), effective });
      } else e.changes.push({ from: 'Current', to: s.status, reason: faker.helpers.arrayElement(reasons), effective });
      e.endDate = effective;
      return [e];
    }
    case 'Deferred':
    case 'Did not start':
    case 'Resi only': {
      e.level = levels[0] as string;
      e.exitAward = null;
      const intake = septemberIntake(year);
      if (s.status === 'Deferred') {
        e.startIntake = septemberIntake(year + 1);
        e.changes.push({
          from: 'Starting',
          to: 'Deferred',
          reason: faker.helpers.arrayElement(DEFERRAL_REASONS),
          effective: dateIn(`${year}-07-01`, addDays(intake, -7)),
        });
      } else if (s.status === 'Did not start') {
        e.startIntake = intake;
        e.changes.push({
          from: 'Starting',
          to: 'Did not start',
          reason: faker.helpers.arrayElement(DID_NOT_START_REASONS),
          effective: addDays(intake, faker.number.int({ min: 14, max: 24 })),
        });
      } else {
        e.startIntake = intake;
        e.changes.push({
          from: 'Starting',
          to: 'Resi only',
          reason: faker.helpers.arrayElement(RESI_ONLY_REASONS),
          effective: addDays(intake, -faker.number.int({ min: 3, max: 20 })),
        });
      }
      return [e];
    }
    case 'Transferred':
      return planTransfer(s, e, ctx);
    default:
      throw new Error(`No study history for status ${s.status}`);
  }
}

/** The demo student's history: BTh level 5 part time, second year of level 5, not yet enrolled this year. */
export function planDemoStudent(s: SeededStudent, ctx: StudyContext): PlannedEngagement {
  const path = levelPath('BTh', '5', 'PT', 1);
  const first = ctx.year - path.length + 1;
  return {
    studentId: s.id,
    personId: s.person_id,
    programme: 'BTh',
    pathway: 'Ordination',
    level: '5',
    cohortGroup: 'Candidate',
    status: 'Current',
    pace: 'PT',
    studentType: 'Ordinand',
    exitAward: null,
    hub: 'London',
    tutorId: null,
    intention: null,
    intentionAt: null,
    auditing: 0,
    startIntake: septemberIntake(first),
    endDate: null,
    paymentTerm: 'InFull',
    transferredFrom: null,
    sessions: sessionsFor(path, ctx.year, 'Current', ctx, false),
    changes: [],
  };
}
