import { fakerEN_GB as faker } from '@faker-js/faker';
import { type IntentionChoice, intentionsStatus } from '@collegium/domain/intentions';
import type { PaymentTerm } from '@collegium/domain/payment-terms';
import { type ProgrammeCode, programmeLevels } from '@collegium/domain/programme-levels';
import { CREDITS_PER_LEVEL, programmeYears } from '@collegium/domain/programme-years';
import { addDays, dateIn, JANUARY_PROGRAMMES, januaryIntake, officeHours, septemberIntake } from './seed-calendar.ts';

// The shape of a demo student's planned study history and the rules it is built by: years per
// level (spec 9's programme years), one session per academic year, the intake it started at, the
// payment term and the intention stated for next year.

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

/** spec 9's programme years, per level: a level a year full time, two otherwise; NLM a level a year. */
export function yearsAtLevel(programme: ProgrammeCode, level: string, pace: string | null): number {
  if (level === '7Diss' || programme === 'NLM') return 1;
  if (programme === 'MA') return pace === 'Extended' ? 2 : 1;
  return programmeYears({ programme, credits: CREDITS_PER_LEVEL, pace });
}

/**
 * The level of each academic year studied, oldest first, for someone now (or last) at `level`
 * in their `yearsIn`th year (0-based) of it.
 */
export function levelPath(programme: ProgrammeCode, level: string, pace: string | null, yearsIn: number): string[] {
  const levels = programmeLevels(programme);
  const path: string[] = [];
  for (const earlier of levels.slice(0, Math.max(0, levels.indexOf(level as never)))) {
    for (let i = 0; i < yearsAtLevel(programme, earlier, pace); i++) path.push(earlier);
  }
  for (let i = 0; i <= yearsIn; i++) path.push(level);
  return path;
}

/** Which year of a level someone is in (0-based), at random. */
export function anyYearIn(programme: ProgrammeCode, level: string, pace: string | null): number {
  return faker.number.int({ min: 0, max: yearsAtLevel(programme, level, pace) - 1 });
}

/** spec 9's payment terms; student loans only for undergraduate programmes. */
export function paymentTerm(programme: ProgrammeCode, studentType: string | null): PaymentTerm {
  // Ordinands' fees are paid by the national church in one payment.
  if (studentType === 'Ordinand') return 'InFull';
  const undergraduate = ['CertHE', 'DipHE', 'BTh'].includes(programme);
  const terms: { weight: number; value: PaymentTerm }[] = [
    { weight: 4, value: 'Monthly' },
    { weight: 2, value: 'Termly' },
    { weight: 2, value: 'InFull' },
  ];
  return faker.helpers.weightedArrayElement(undergraduate ? [...terms, { weight: 3, value: 'Student Loan' }] : terms);
}

export interface StudyContext {
  today: string;
  /** The current academic year (2026 = 2026/27). */
  year: number;
  programmes: readonly ProgrammeCode[];
}

/** Sessions for the years of `path` ending in `lastYear`; the last one gets `lastStatus`. */
export function sessionsFor(
  path: readonly string[],
  lastYear: number,
  lastStatus: string,
  ctx: StudyContext,
  enrolled: boolean,
): PlannedSession[] {
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
export function startIntakeOf(programme: ProgrammeCode, firstYear: number, ctx: StudyContext): string {
  const january =
    JANUARY_PROGRAMMES.includes(programme) && faker.datatype.boolean(0.2) && januaryIntake(firstYear) < ctx.today;
  return january ? januaryIntake(firstYear) : septemberIntake(firstYear);
}

/** The intention a current student has stated for next year, if any (many have not yet). */
export function statedIntention(
  e: PlannedEngagement,
  ctx: StudyContext,
): { intention: string | null; intentionAt: string | null } {
  const rule = intentionsStatus({ status: e.status, level: e.level, programme: e.programme });
  const stated = e.status === 'IoS' ? faker.datatype.boolean(0.5) : faker.datatype.boolean(0.65);
  if (!rule || !stated) return { intention: null, intentionAt: null };
  let intention: IntentionChoice;
  if (e.status === 'IoS')
    intention = faker.helpers.weightedArrayElement<IntentionChoice>([
      { weight: 4, value: 'Continue' },
      { weight: 1, value: 'Withdraw' },
    ]);
  else if (rule === 'Dissertation') intention = 'Continue';
  else if (e.programme === 'MA')
    intention = faker.helpers.weightedArrayElement<IntentionChoice>([
      { weight: 8, value: 'Continue to dissertation' },
      { weight: 1, value: 'Finish with exit award' },
      { weight: 1, value: 'Change pace' },
    ]);
  else if (rule === 'Required')
    intention = faker.helpers.weightedArrayElement<IntentionChoice>([
      { weight: 4, value: 'Continue' },
      { weight: 5, value: 'Finish with exit award' },
      { weight: 1, value: 'Withdraw' },
    ]);
  else
    intention = faker.helpers.weightedArrayElement<IntentionChoice>([
      { weight: 16, value: 'Continue' },
      { weight: 2, value: 'Change pace' },
      { weight: 1, value: 'Interrupt studies' },
      { weight: 1, value: 'Withdraw' },
    ]);
  return { intention, intentionAt: officeHours(dateIn(`${ctx.year}-10-01`, addDays(ctx.today, -1))) };
}

/** spec 9's cohort group for someone not on NLM. */
export function groupFor(studentType: string | null): string {
  return studentType === 'Ordinand' ? 'Candidate' : 'Student';
}
