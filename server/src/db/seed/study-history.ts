import { fakerEN_GB as faker } from '@faker-js/faker';
import { COHORT_GROUPS } from '@collegium/domain/cohorts';
import { intentionsStatus } from '@collegium/domain/intentions';
import { type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import { isTransferableProgramme } from '@collegium/domain/programme-rules';
import { CREDITS_PER_LEVEL, programmeYears } from '@collegium/domain/programme-years';
import {
  DEFERRAL_REASONS,
  DID_NOT_START_REASONS,
  IOS_REASONS,
  PROGRAMME_TITLES,
  RESI_ONLY_REASONS,
  RETURN_REASONS,
  TERMINATION_REASONS,
  WITHDRAWAL_REASONS,
} from './academic-texts.ts';
import { AWARD_OF } from './student-profile.ts';

// A believable study history for each demo student, worked out from the study details the
// students row was seeded with: when they started (from level and pace), one session per academic
// year studied, and the status changes that led to where they are now. Plain data; the caller
// writes it.

/** Programmes that also start in January (the rest start only in September). */
export const JANUARY_PROGRAMMES: readonly ProgrammeCode[] = ['CertHE', 'DipHE', 'BTh', 'GradCert', 'MA', 'PGCert', 'PGDip'];

export interface PlannedSession {
  year: number;
  level: string;
  status: string;
  enrolledAt: string | null;
  /** Set once written. */
  id?: number;
}

export interface PlannedChange {
  from: string | null;
  to: string;
  reason: string;
  effective: string;
}

export interface PlannedEngagement {
  studentId: number;
  personId: number;
  programme: ProgrammeCode;
  pathway: string | null;
  level: string;
  cohortGroup: string | null;
  status: string;
  pace: string | null;
  studentType: string | null;
  exitAward: string | null;
  hub: string;
  tutorId: number | null;
  intention: string | null;
  intentionAt: string | null;
  auditing: number;
  startIntake: string;
  endDate: string | null;
  paymentTerm: string;
  transferredFrom: PlannedEngagement | null;
  sessions: PlannedSession[];
  changes: PlannedChange[];
  /** Set once written. */
  id?: number;
}

/** The students row as seeded (its study details are the starting point). */
export interface SeededStudent {
  id: number;
  person_id: number;
  hub: string | null;
  programme_code: string;
  pathway: string | null;
  status: string;
  level: string | null;
  pace: string | null;
  student_type: string | null;
  cohort_group: string | null;
  exit_award: string | null;
  auditing: number;
}

const DAY = 86_400_000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY);
}

/** A date between two dates (inclusive); `from` when the range is empty. */
export function dateIn(from: string, to: string): string {
  const span = daysBetween(from, to);
  return span <= 0 ? from.slice(0, 10) : addDays(from, faker.number.int({ min: 0, max: span }));
}

/** A timestamp during office hours on `date`. */
export function officeHours(date: string): string {
  const hour = String(faker.number.int({ min: 9, max: 16 })).padStart(2, '0');
  const minute = String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0');
  return `${date.slice(0, 10)}T${hour}:${minute}:00.000Z`;
}

/** The second Monday of a month (1-based): when the college's intakes start. */
function secondMonday(year: number, month: number): string {
  const firstDay = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstDay) % 7);
  return `${year}-${String(month).padStart(2, '0')}-${String(firstMonday + 7).padStart(2, '0')}`;
}

/** The September intake of an academic year (e.g. 2026 → 2026-09-14). */
export function septemberIntake(academicYear: number): string {
  return secondMonday(academicYear, 9);
}

/** The January intake of an academic year (e.g. 2026 → 2027-01-11). */
export function januaryIntake(academicYear: number): string {
  return secondMonday(academicYear + 1, 1);
}

/** The programme codes starting at an intake. */
export function intakeProgrammes(startsOn: string, all: readonly ProgrammeCode[]): ProgrammeCode[] {
  return startsOn.slice(5, 7) === '01' ? all.filter((p) => JANUARY_PROGRAMMES.includes(p)) : [...all];
}

function yearsAtLevel(programme: ProgrammeCode, level: string, pace: string | null): number {
  if (level === '7Diss' || programme === 'NLM') return 1;
  if (programme === 'MA') return pace === 'Extended' ? 2 : 1;
  return programmeYears({ programme, credits: CREDITS_PER_LEVEL, pace });
}

/**
 * The level of each academic year studied, oldest first, for someone now (or last) at `level`
 * in their `yearsIn`th year (0-based) of it.
 */
function levelPath(programme: ProgrammeCode, level: string, pace: string | null, yearsIn: number): string[] {
  const levels = programmeLevels(programme);
  const path: string[] = [];
  for (const earlier of levels.slice(0, Math.max(0, levels.indexOf(level as never)))) {
    for (let i = 0; i < yearsAtLevel(programme, earlier, pace); i++) path.push(earlier);
  }
  for (let i = 0; i <= yearsIn; i++) path.push(level);
  return path;
}

function anyYearIn(programme: ProgrammeCode, level: string, pace: string | null): number {
  return faker.number.int({ min: 0, max: yearsAtLevel(programme, level, pace) - 1 });
}

function paymentTerm(programme: ProgrammeCode, studentType: string | null): string {
  // Ordinands' fees are paid by the national church in one payment.
  if (studentType === 'Ordinand') return 'InFull';
  const undergraduate = ['CertHE', 'DipHE', 'BTh'].includes(programme);
  const terms = [
    { weight: 4, value: 'Monthly' },
    { weight: 2, value: 'Termly' },
    { weight: 2, value: 'InFull' },
  ];
  return faker.helpers.weightedArrayElement(undergraduate ? [...terms, { weight: 3, value: 'Student Loan' }] : terms);
}

interface Context {
  today: string;
  /** The current academic year (2026 = 2026/27). */
  year: number;
  programmes: readonly ProgrammeCode[];
}

/** Sessions for the years of `path` ending in `lastYear`; the last one gets `lastStatus`. */
function sessionsFor(path: readonly string[], lastYear: number, lastStatus: string, ctx: Context, enrolled: boolean): PlannedSession[] {
  const first = lastYear - path.length + 1;
  return path.map((level, i) => {
    const year = first + i;
    const last = i === path.length - 1;
    const status = last ? lastStatus : 'Completed';
    const latest = year === ctx.year ? addDays(ctx.today, -1) : `${year}-10-31`;
    const enrolledAt = last && !enrolled ? null : officeHours(dateIn(addDays(septemberIntake(year), -21), latest));
    return { year, level, status, enrolledAt };
  });
}

/** The intake of the first year of `sessions`: mostly September, sometimes January. */
function startIntakeOf(programme: ProgrammeCode, firstYear: number, ctx: Context): string {
  const january = JANUARY_PROGRAMMES.includes(programme) && faker.datatype.boolean(0.2) && januaryIntake(firstYear) < ctx.today;
  return january ? januaryIntake(firstYear) : septemberIntake(firstYear);
}

/** Someone who started in January enrolled for their first year then, not in the autumn. */
function enrolledAtStart(e: PlannedEngagement): void {
  const first = e.sessions[0];
  if (first?.enrolledAt && e.startIntake.slice(5, 7) === '01') first.enrolledAt = officeHours(dateIn(addDays(e.startIntake, -14), addDays(e.startIntake, 4)));
}

/** The intention a current student has stated for next year, if any (many have not yet). */
function statedIntention(e: PlannedEngagement, ctx: Context): { intention: string | null; intentionAt: string | null } {
  const rule = intentionsStatus({ status: e.status, level: e.level, programme: e.programme });
  const stated = e.status === 'IoS' ? faker.datatype.boolean(0.5) : faker.datatype.boolean(0.65);
  if (!rule || !stated) return { intention: null, intentionAt: null };
  let intention: string;
  if (e.status === 'IoS') intention = faker.helpers.weightedArrayElement([{ weight: 4, value: 'Continue' }, { weight: 1, value: 'Withdraw' }]);
  else if (rule === 'Dissertation') intention = 'Continue';
  else if (e.programme === 'MA') intention = faker.helpers.weightedArrayElement([{ weight: 8, value: 'Continue to dissertation' }, { weight: 1, value: 'Finish with exit award' }, { weight: 1, value: 'Change pace' }]);
  else if (rule === 'Required') intention = faker.helpers.weightedArrayElement([{ weight: 4, value: 'Continue' }, { weight: 5, value: 'Finish with exit award' }, { weight: 1, value: 'Withdraw' }]);
  else
    intention = faker.helpers.weightedArrayElement([
      { weight: 16, value: 'Continue' },
      { weight: 2, value: 'Change pace' },
      { weight: 1, value: 'Interrupt studies' },
      { weight: 1, value: 'Withdraw' },
    ]);
  return { intention, intentionAt: officeHours(dateIn(`${ctx.year}-10-01`, addDays(ctx.today, -1))) };
}

/** Old programme → the one transferred to, with the levels either side of the transfer. */
const TRANSFERS: Partial<Record<ProgrammeCode, { to: ProgrammeCode; oldLevel: string; newLevel: string }>> = {
  CertHE: { to: 'DipHE', oldLevel: '4', newLevel: '5' },
  DipHE: { to: 'BTh', oldLevel: '5', newLevel: '6' },
  BTh: { to: 'DipHE', oldLevel: '5', newLevel: '5' },
  NLM: { to: 'BTh', oldLevel: '4', newLevel: '5' },
  GradCert: { to: 'GradDip', oldLevel: '6', newLevel: '6' },
  PGCert: { to: 'MA', oldLevel: '7', newLevel: '7Diss' },
  PGDip: { to: 'MA', oldLevel: '7', newLevel: '7Diss' },
};
/** For a programme one cannot transfer out of: where its transferred students came from. */
const TRANSFERRED_FROM: Partial<Record<ProgrammeCode, ProgrammeCode>> = { GradDip: 'GradCert', MA: 'PGDip' };

function groupFor(studentType: string | null): string {
  return studentType === 'Ordinand' ? 'Candidate' : 'Student';
}

/**
 * The engagements of one student, oldest first (two for a transfer). The last is the current one;
 * the students row is rewritten from it.
 */
export function planStudent(s: SeededStudent, ctx: Context): PlannedEngagement[] {
  const chain = planChain(s, ctx);
  for (const e of chain) enrolledAtStart(e);
  return chain;
}

function planChain(s: SeededStudent, ctx: Context): PlannedEngagement[] {
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
      e.startIntake = nlmStart !== null ? septemberIntake(nlmStart) : startIntakeOf(programme, year - path.length + 1, ctx);
      if (s.status === 'IoS') {
        const effective = dateIn(`${year}-10-01`, addDays(today, -5));
        e.changes.push({ from: 'Current', to: 'IoS', reason: faker.helpers.arrayElement(IOS_REASONS), effective });
      } else if (path.length >= 2 && faker.datatype.boolean(0.1)) {
        // Interrupted for a while last year and came back.
        const away = dateIn(`${year - 1}-10-15`, `${year - 1}-12-15`);
        e.changes.push({ from: 'Current', to: 'IoS', reason: faker.helpers.arrayElement(IOS_REASONS), effective: away });
        e.changes.push({ from: 'IoS', to: 'Current', reason: faker.helpers.arrayElement(RETURN_REASONS), effective: januaryIntake(year - 1) });
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
        lastYear = year - 1 - faker.helpers.weightedArrayElement([{ weight: 6, value: 0 }, { weight: 3, value: 1 }, { weight: 2, value: 2 }]);
      }
      e.sessions = sessionsFor(path, lastYear, 'Completed', ctx, true);
      e.startIntake = nlmStart !== null ? septemberIntake(lastYear - path.length + 1) : startIntakeOf(programme, lastYear - path.length + 1, ctx);
      e.exitAward = AWARD_OF[programme] ?? null;
      const effective = dateIn(`${lastYear + 1}-07-01`, `${lastYear + 1}-07-24`);
      const award = e.exitAward ? `award of the ${e.exitAward}` : 'completion of the programme';
      e.changes.push({ from: 'Current', to: 'Completed', reason: `Exam board confirmed the ${award}.`, effective });
      e.endDate = effective;
      return [e];
    }
    case 'Withdrawn':
    case 'Terminated': {
      let lastYear = year - faker.helpers.weightedArrayElement([{ weight: 4, value: 0 }, { weight: 3, value: 1 }, { weight: 2, value: 2 }]);
      let path: string[];
      if (nlmStart !== null) {
        lastYear = Math.max(lastYear, nlmStart);
        path = Array.from({ length: lastYear - nlmStart + 1 }, (_, i) => levels[Math.min(i, levels.length - 1)] as string);
        e.level = path[path.length - 1] as string;
      } else path = levelPath(programme, e.level, e.pace, anyYearIn(programme, e.level, e.pace));
      e.sessions = sessionsFor(path, lastYear, 'Incomplete', ctx, true);
      e.startIntake = nlmStart !== null ? septemberIntake(nlmStart) : startIntakeOf(programme, lastYear - path.length + 1, ctx);
      const effective = lastYear === year ? dateIn(`${year}-09-28`, addDays(today, -3)) : dateIn(`${lastYear}-10-15`, `${lastYear + 1}-06-30`);
      const reasons = s.status === 'Withdrawn' ? WITHDRAWAL_REASONS : TERMINATION_REASONS;
      if (faker.datatype.boolean(0.4)) {
        const paused = addDays(effective, -faker.number.int({ min: 20, max: 80 }));
        e.changes.push({ from: 'Current', to: 'IoS', reason: faker.helpers.arrayElement(IOS_REASONS), effective: paused });
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
        e.changes.push({ from: 'Starting', to: 'Deferred', reason: faker.helpers.arrayElement(DEFERRAL_REASONS), effective: dateIn(`${year}-07-01`, addDays(intake, -7)) });
      } else if (s.status === 'Did not start') {
        e.startIntake = intake;
        e.changes.push({ from: 'Starting', to: 'Did not start', reason: faker.helpers.arrayElement(DID_NOT_START_REASONS), effective: addDays(intake, faker.number.int({ min: 14, max: 24 })) });
      } else {
        e.startIntake = intake;
        e.changes.push({ from: 'Starting', to: 'Resi only', reason: faker.helpers.arrayElement(RESI_ONLY_REASONS), effective: addDays(intake, -faker.number.int({ min: 3, max: 20 })) });
      }
      return [e];
    }
    case 'Transferred':
      return planTransfer(s, e, ctx);
    default:
      throw new Error(`No study history for status ${s.status}`);
  }
}

/**
 * A student moved from one programme to another at the start of this year: the old engagement is
 * Transferred (only from a programme one may transfer out of, spec 5) and the new one is Current.
 */
function planTransfer(s: SeededStudent, e: PlannedEngagement, ctx: Context): PlannedEngagement[] {
  const seeded = s.programme_code as ProgrammeCode;
  const from = isTransferableProgramme(seeded) ? seeded : (TRANSFERRED_FROM[seeded] as ProgrammeCode);
  const move = { ...(TRANSFERS[from] as { to: ProgrammeCode; oldLevel: string; newLevel: string }) };
  const { year } = ctx;
  let path = levelPath(from, move.oldLevel, e.pace, yearsAtLevel(from, move.oldLevel, e.pace) - 1);
  let oldStart: string;
  if (from === 'NLM') {
    // NLM cohorts start together (the cohort group names the year), a level a year.
    const levels = programmeLevels('NLM');
    const cohortYear = Math.min(Number((e.cohortGroup ?? '').slice(4)) || year - 2, year - 1);
    path = Array.from({ length: year - cohortYear }, (_, i) => levels[Math.min(i, levels.length - 1)] as string);
    move.oldLevel = path[path.length - 1] as string;
    move.newLevel = move.oldLevel === '4' ? '5' : '6';
    oldStart = septemberIntake(cohortYear);
  } else oldStart = startIntakeOf(from, year - path.length, ctx);
  const newStart = septemberIntake(year);
  const effective = addDays(newStart, -faker.number.int({ min: 7, max: 30 }));
  const title = PROGRAMME_TITLES[move.to];
  const reason = move.oldLevel === move.newLevel ? `Transferred to the ${title}, continuing at level ${move.newLevel}.` : `Transferred to the ${title} after completing level ${move.oldLevel}.`;
  const old: PlannedEngagement = {
    ...e,
    programme: from,
    pathway: from === 'NLM' ? null : e.pathway,
    level: move.oldLevel,
    status: 'Transferred',
    exitAward: null,
    sessions: sessionsFor(path, year - 1, 'Transferred', ctx, true),
    startIntake: oldStart,
    endDate: effective,
    changes: [{ from: 'Current', to: 'Transferred', reason, effective }],
  };
  const current: PlannedEngagement = {
    ...e,
    programme: move.to,
    level: move.newLevel,
    cohortGroup: from === 'NLM' ? groupFor(e.studentType) : e.cohortGroup,
    status: 'Current',
    exitAward: null,
    paymentTerm: paymentTerm(move.to, e.studentType),
    transferredFrom: old,
    startIntake: newStart,
    sessions: sessionsFor([move.newLevel], year, 'Current', ctx, faker.datatype.boolean(0.7)),
    changes: [],
  };
  Object.assign(current, statedIntention(current, ctx));
  return [old, current];
}

/** The demo student's history: BTh level 5 part time, second year of level 5, not yet enrolled this year. */
export function planDemoStudent(s: SeededStudent, ctx: Context): PlannedEngagement {
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
