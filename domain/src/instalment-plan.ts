import { type Intake, paymentDates, paymentOffsets, scheduleTerms } from './payment-schedule.ts';
import {
  type FeeClassification,
  type FeeKind,
  type PaymentTerm,
  feeClassification,
  paymentTermsFor,
} from './payment-terms.ts';
import { splitInstalments } from './student-finance.ts';

// Issue 14, spec 9: the instalments an assessed fee is invoiced in. A schedule (InFull, Termly,
// Monthly, Student Loan and the intake's own: Termly-Sept-Jan, Monthly-Sept, Monthly-Sept-Jan,
// Monthly-Jan) names the months from the intake's start month; its base term decides the fee
// classification and its admin charge. The amounts are pence and add up to fee + charge to the
// penny, the remainder on the last instalment.

/** Every schedule name, across both intakes, in catalogue order. */
export const PAYMENT_SCHEDULE_NAMES = [
  'InFull',
  'Termly',
  'Monthly',
  'Student Loan',
  'Termly-Sept-Jan',
  'Monthly-Sept',
  'Monthly-Sept-Jan',
  'Monthly-Jan',
] as const;
export type PaymentScheduleName = (typeof PAYMENT_SCHEDULE_NAMES)[number];

// Issue 19: how a schedule reads on screen (the code stays in exports and the database).
export const PAYMENT_SCHEDULE_LABELS: Readonly<Record<PaymentScheduleName, string>> = {
  InFull: 'In full',
  Termly: 'Termly',
  Monthly: 'Monthly',
  'Student Loan': 'Student loan',
  'Termly-Sept-Jan': 'Termly, first two terms',
  'Monthly-Sept': 'Monthly, first term',
  'Monthly-Sept-Jan': 'Monthly, first two terms',
  'Monthly-Jan': 'Monthly from January',
};

/** A schedule's label; an unknown name as it is, none as an empty string. */
export function paymentScheduleLabel(name: string | null | undefined): string {
  if (!name) return '';
  return Object.hasOwn(PAYMENT_SCHEDULE_LABELS, name) ? PAYMENT_SCHEDULE_LABELS[name as PaymentScheduleName] : name;
}

/** The payment term a schedule is a form of: Termly-Sept-Jan is termly, the Monthly-* monthly. */
export function baseTerm(schedule: string): PaymentTerm | undefined {
  if (schedule === 'InFull' || schedule === 'Student Loan') return schedule;
  if (schedule === 'Termly' || schedule === 'Termly-Sept-Jan') return 'Termly';
  if (schedule === 'Monthly' || schedule.startsWith('Monthly-'))
    return (PAYMENT_SCHEDULE_NAMES as readonly string[]).includes(schedule) ? 'Monthly' : undefined;
  return undefined;
}

/**
 * The admin charge each classification adds, in pence (spec 9 names the classifications, not
 * their amounts: these are the college's, documented in ARCHITECTURE.md).
 */
export const CLASSIFICATION_CHARGE_PENCE: Readonly<Record<FeeClassification, number>> = {
  admin10: 5_000,
  admin3: 2_500,
  studentloan: 0,
};

/** The schedules an intake offers for a kind of fee: modular InFull and Monthly forms, dissertation InFull (spec 9). */
export function schedulesFor(intake: Intake, kind: FeeKind): string[] {
  const terms: readonly string[] = paymentTermsFor(kind);
  return scheduleTerms(intake).filter((s) => terms.includes(baseTerm(s) ?? ''));
}

export interface PlannedInstalment {
  /** 1-based. */
  number: number;
  count: number;
  /** YYYY-MM-01. */
  dueOn: string;
  /** Pence. */
  amount: number;
}

export interface InstalmentPlan {
  schedule: string;
  classification: FeeClassification | null;
  /** The classification's admin charge in pence, carried by the first instalment. */
  charge: number;
  /** fee + charge, in pence: what the instalments add up to. */
  total: number;
  instalments: PlannedInstalment[];
}

export class PlanError extends Error {}

/**
 * The instalments of `fee` pence on `schedule` for `intake`, starting in the start month of the
 * academic year `startYear` (a September intake of 2026/27 in August 2026, a January one in
 * December 2026). Throws PlanError when the intake or the kind of fee does not offer the schedule.
 */
export function planInstalments(input: {
  fee: number;
  intake: Intake;
  schedule: string;
  startYear: number;
  kind?: FeeKind;
  charges?: Readonly<Record<FeeClassification, number>>;
}): InstalmentPlan {
  const { fee, intake, schedule, startYear } = input;
  const kind = input.kind ?? 'normal';
  if (!Number.isInteger(fee) || fee < 0) throw new PlanError(`A fee must be whole pence, 0 or more (got ${fee}).`);
  if (paymentOffsets(intake, schedule).length === 0)
    throw new PlanError(`The ${intake} intake has no ${schedule} schedule.`);
  if (!schedulesFor(intake, kind).includes(schedule))
    throw new PlanError(`A ${kind} fee cannot be paid on the ${schedule} schedule.`);
  const classification = feeClassification(baseTerm(schedule) ?? '') ?? null;
  const charge = classification ? (input.charges ?? CLASSIFICATION_CHARGE_PENCE)[classification] : 0;
  const dates = paymentDates(intake, schedule, startYear);
  const amounts = splitInstalments(fee, dates.length);
  amounts[0] = (amounts[0] ?? 0) + charge;
  return {
    schedule,
    classification,
    charge,
    total: fee + charge,
    instalments: dates.map((dueOn, i) => ({ number: i + 1, count: dates.length, dueOn, amount: amounts[i] ?? 0 })),
  };
}
