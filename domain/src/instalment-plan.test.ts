import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseTerm,
  CLASSIFICATION_CHARGE_PENCE,
  PAYMENT_SCHEDULE_NAMES,
  PlanError,
  planInstalments,
  schedulesFor,
} from './instalment-plan.ts';
import { INTAKES, scheduleTerms } from './payment-schedule.ts';
import { FEE_KINDS } from './payment-terms.ts';

describe('instalment plans (spec 9)', () => {
  it('names the base term of every schedule', () => {
    expect(PAYMENT_SCHEDULE_NAMES.map(baseTerm)).toEqual([
      'InFull',
      'Termly',
      'Monthly',
      'Student Loan',
      'Termly',
      'Monthly',
      'Monthly',
      'Monthly',
    ]);
    expect(baseTerm('Monthly-Feb')).toBeUndefined();
    expect(baseTerm('constructor')).toBeUndefined();
  });

  it('offers modular fees the in-full and monthly schedules, dissertation fees in full only', () => {
    expect(schedulesFor('September', 'normal')).toEqual(scheduleTerms('September'));
    expect(schedulesFor('September', 'modular')).toEqual(['InFull', 'Monthly', 'Monthly-Sept', 'Monthly-Sept-Jan']);
    expect(schedulesFor('January', 'modular')).toEqual(['InFull', 'Monthly', 'Monthly-Jan']);
    expect(schedulesFor('January', 'dissertation')).toEqual(['InFull']);
  });

  it('splits a termly fee of the January intake, the admin3 charge on the first, the remainder on the last', () => {
    const plan = planInstalments({ fee: 462_501, intake: 'January', schedule: 'Termly', startYear: 2026 });
    expect(plan).toEqual({
      schedule: 'Termly',
      classification: 'admin3',
      charge: 2_500,
      total: 465_001,
      instalments: [
        { number: 1, count: 3, dueOn: '2026-12-01', amount: 154_167 + 2_500 },
        { number: 2, count: 3, dueOn: '2027-05-01', amount: 154_167 },
        { number: 3, count: 3, dueOn: '2027-08-01', amount: 154_167 },
      ],
    });
    expect(
      planInstalments({ fee: 100_000, intake: 'September', schedule: 'Monthly-Sept', startYear: 2026 }).instalments.map(
        (i) => [i.dueOn, i.amount],
      ),
    ).toEqual([
      ['2026-08-01', 25_000 + CLASSIFICATION_CHARGE_PENCE.admin10],
      ['2026-09-01', 25_000],
      ['2026-10-01', 25_000],
      ['2026-11-01', 25_000],
    ]);
    expect(
      planInstalments({
        fee: 10,
        intake: 'September',
        schedule: 'Termly',
        startYear: 2026,
        charges: { admin10: 0, admin3: 0, studentloan: 0 },
      }).instalments.map((i) => i.amount),
    ).toEqual([3, 3, 4]);
    expect(
      planInstalments({ fee: 900_000, intake: 'September', schedule: 'Student Loan', startYear: 2026 }),
    ).toMatchObject({ classification: 'studentloan', charge: 0 });
    expect(planInstalments({ fee: 900_000, intake: 'September', schedule: 'InFull', startYear: 2026 })).toMatchObject({
      classification: null,
      charge: 0,
      total: 900_000,
    });
  });

  it('refuses a schedule the intake or the kind of fee does not offer', () => {
    expect(() =>
      planInstalments({ fee: 100, intake: 'January', schedule: 'Termly-Sept-Jan', startYear: 2026 }),
    ).toThrow(PlanError);
    expect(() =>
      planInstalments({ fee: 100, intake: 'September', schedule: 'Termly', startYear: 2026, kind: 'modular' }),
    ).toThrow('A modular fee cannot be paid on the Termly schedule.');
    expect(() => planInstalments({ fee: -1, intake: 'September', schedule: 'InFull', startYear: 2026 })).toThrow(
      PlanError,
    );
    expect(() => planInstalments({ fee: 1.5, intake: 'September', schedule: 'InFull', startYear: 2026 })).toThrow(
      PlanError,
    );
  });

  it('adds up to fee + charge to the penny for every schedule, term and intake, on dates in order from the start month (property)', () => {
    const cases = INTAKES.flatMap((intake) =>
      FEE_KINDS.flatMap((kind) => schedulesFor(intake, kind).map((schedule) => ({ intake, kind, schedule }))),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...cases),
        fc.nat(5_000_000),
        fc.integer({ min: 2018, max: 2060 }),
        ({ intake, kind, schedule }, fee, startYear) => {
          const plan = planInstalments({ fee, intake, schedule, startYear, kind });
          const amounts = plan.instalments.map((i) => i.amount);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(fee + plan.charge);
          expect(plan.total).toBe(fee + plan.charge);
          for (const a of amounts) expect(Number.isInteger(a) && a >= 0).toBe(true);
          // Equal shares but for the charge on the first and the remainder on the last.
          const shares = amounts.map((a, i) => (i === 0 ? a - plan.charge : a));
          const each = Math.floor(fee / shares.length);
          expect(shares.slice(0, -1).every((s) => s === each)).toBe(true);
          expect((shares.at(-1) ?? 0) - each).toBeLessThan(shares.length);
          const dates = plan.instalments.map((i) => i.dueOn);
          expect([...dates].sort()).toEqual(dates);
          expect(new Set(dates).size).toBe(dates.length);
          const start = intake === 'September' ? `${startYear}-08-01` : `${startYear}-12-01`;
          expect(dates[0]! >= start).toBe(true);
          expect(plan.instalments.every((i, n) => i.number === n + 1 && i.count === dates.length)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
