import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeResult, moduleMark } from './module-results.ts';
import { passMarkFor } from './pass-marks.ts';

const base = { stored: 'Enrolled', passMark: 40, credits: 20 };

describe('the module result (issue 18 part 4)', () => {
  it('weights the marks by the assignments', () => {
    expect(
      moduleMark([
        { weight: 40, mark: 70 },
        { weight: 60, mark: 50 },
      ]),
    ).toBe(58);
    expect(
      moduleMark([
        { weight: 50, mark: 39 },
        { weight: 50, mark: 40 },
      ]),
    ).toBe(40);
    expect(moduleMark([{ weight: 100, mark: null }])).toBeNull();
    expect(moduleMark([])).toBeNull();
  });

  it('takes the pass mark of the level: 40 at levels 4-6, 50 at level 7 unless System data says otherwise', () => {
    expect(['4', '5', '6', '7', '7Diss'].map((l) => passMarkFor(l))).toEqual([40, 40, 40, 50, 50]);
    const marks = { '4': 35, '5': 40, '6': 40, '7': 55 };
    expect(['4', '5', '7', '7Diss'].map((l) => passMarkFor(l, marks))).toEqual([35, 40, 55, 55]);
  });

  it('passes with credits, gives a resit within 10 below the pass mark, fails below', () => {
    const one = (mark: number, level = '5') =>
      computeResult({ ...base, passMark: passMarkFor(level), marks: [{ weight: 100, mark }] });
    expect(one(40)).toEqual({ mark: 40, outcome: 'Passed', creditsAwarded: 20 });
    expect(one(39)).toEqual({ mark: 39, outcome: 'Resit', creditsAwarded: 0 });
    expect(one(30)).toEqual({ mark: 30, outcome: 'Resit', creditsAwarded: 0 });
    expect(one(29)).toEqual({ mark: 29, outcome: 'Failed', creditsAwarded: 0 });
    expect(one(45, '7').outcome).toBe('Resit');
    expect(one(50, '7').outcome).toBe('Passed');
  });

  it('has no outcome while a mark is missing, and keeps Withdrawn and Deferred', () => {
    const marks = [
      { weight: 50, mark: 80 },
      { weight: 50, mark: null },
    ];
    expect(computeResult({ ...base, marks })).toEqual({ mark: null, outcome: null, creditsAwarded: 0 });
    expect(computeResult({ ...base, stored: 'Deferred', marks }).outcome).toBe('Deferred');
    expect(computeResult({ ...base, stored: 'Withdrawn', marks: [{ weight: 100, mark: 90 }] })).toEqual({
      mark: 90,
      outcome: 'Withdrawn',
      creditsAwarded: 0,
    });
  });

  it('lies between the lowest and highest mark, and gives credits exactly when passed', () => {
    const plan = fc.array(
      fc.record({ weight: fc.integer({ min: 1, max: 100 }), mark: fc.integer({ min: 0, max: 100 }) }),
      {
        minLength: 1,
        maxLength: 6,
      },
    );
    fc.assert(
      fc.property(plan, fc.constantFrom('4', '5', '6', '7'), (marks, level) => {
        const r = computeResult({ ...base, passMark: passMarkFor(level), marks });
        const ms = marks.map((m) => m.mark);
        expect(r.mark).toBeGreaterThanOrEqual(Math.min(...ms));
        expect(r.mark).toBeLessThanOrEqual(Math.max(...ms));
        expect(r.creditsAwarded > 0).toBe(r.outcome === 'Passed');
        expect(r.outcome === 'Passed').toBe((r.mark as number) >= passMarkFor(level));
      }),
    );
  });
});

describe('resits (issue 18)', () => {
  const resat = (first: number, resitMark: number | null, passMark = 40) =>
    computeResult({ ...base, passMark, marks: [{ weight: 100, mark: first }], resitMark });

  it('passes a resit at the pass mark with the mark capped there, and fails one below with the better mark', () => {
    expect(resat(35, 72)).toEqual({ mark: 40, outcome: 'Passed', creditsAwarded: 20 });
    expect(resat(35, 40)).toEqual({ mark: 40, outcome: 'Passed', creditsAwarded: 20 });
    expect(resat(35, 20)).toEqual({ mark: 35, outcome: 'Failed', creditsAwarded: 0 });
    expect(resat(32, 38)).toEqual({ mark: 38, outcome: 'Failed', creditsAwarded: 0 });
    expect(resat(45, 60, 50)).toEqual({ mark: 50, outcome: 'Passed', creditsAwarded: 20 });
  });

  it('ignores a resit mark unless the first result is Resit', () => {
    expect(resat(60, 10)).toEqual({ mark: 60, outcome: 'Passed', creditsAwarded: 20 });
    expect(resat(10, 90)).toEqual({ mark: 10, outcome: 'Failed', creditsAwarded: 0 });
    expect(resat(35, null)).toEqual({ mark: 35, outcome: 'Resit', creditsAwarded: 0 });
  });

  it('never gives a resit more than the pass mark, and gives credits exactly when it reaches it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30, max: 39 }), fc.integer({ min: 0, max: 100 }), (first, resit) => {
        const r = resat(first, resit);
        expect(r.mark).toBeLessThanOrEqual(40);
        expect(r.outcome === 'Passed').toBe(resit >= 40);
        expect(r.creditsAwarded).toBe(resit >= 40 ? 20 : 0);
      }),
    );
  });
});
