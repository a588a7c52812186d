// spec 9: payment schedules. Each instalment falls on the 1st of a month, given as a month offset
// from the intake's start month.

export const INTAKES = ['September', 'January'] as const;
export type Intake = (typeof INTAKES)[number];

export const PAYMENT_SCHEDULES = {
  // spec 9: September intake, start August.
  September: {
    startMonth: 8,
    offsets: {
      InFull: [0],
      Termly: [0, 4, 7],
      Monthly: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      'Student Loan': [0, 4, 7],
      'Termly-Sept-Jan': [0, 4],
      'Monthly-Sept': [0, 1, 2, 3],
      'Monthly-Sept-Jan': [0, 1, 2, 3, 4, 5, 6, 7],
    },
  },
  // spec 9: January intake, start December.
  January: {
    startMonth: 12,
    offsets: {
      InFull: [0],
      Termly: [0, 5, 8],
      Monthly: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      'Student Loan': [0, 5, 8],
      'Monthly-Jan': [4, 5, 6, 7, 8, 9],
    },
  },
} as const;

/** The schedule names an intake offers, e.g. 'Termly-Sept-Jan' only for September. */
export type ScheduleTerm<I extends Intake = Intake> = keyof (typeof PAYMENT_SCHEDULES)[I]['offsets'];

/** The schedule names of an intake, in catalogue order. */
export function scheduleTerms(intake: Intake): string[] {
  return Object.keys(PAYMENT_SCHEDULES[intake].offsets);
}

/** The month offsets of a schedule; none when the intake does not offer that schedule. */
export function paymentOffsets(intake: Intake, term: string): readonly number[] {
  const offsets: Record<string, readonly number[]> = PAYMENT_SCHEDULES[intake].offsets;
  return Object.hasOwn(offsets, term) ? (offsets[term] ?? []) : [];
}

// spec 9: the instalment dates, as ISO 'YYYY-MM-01' strings. `startYear` is the calendar year of
// the start month, which is also the first year of the academic year the intake belongs to:
// for 2024/25, September intake starts August 2024 and January intake starts December 2024.
export function paymentDates(intake: Intake, term: string, startYear: number): string[] {
  const startMonthIndex = PAYMENT_SCHEDULES[intake].startMonth - 1;
  return paymentOffsets(intake, term).map((offset) => {
    const monthIndex = startMonthIndex + offset;
    const year = startYear + Math.floor(monthIndex / 12);
    const month = (monthIndex % 12) + 1;
    return `${year}-${String(month).padStart(2, '0')}-01`;
  });
}
