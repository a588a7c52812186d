import { describe, expect, it } from 'vitest';
import { CONVERSION_STEPS, leadConversion, leadReportFilters } from './lead-report.ts';

describe('leadConversion (issue 17)', () => {
  it('counts every lead at each step up to the furthest stage its history reached', () => {
    const steps = leadConversion([
      { stages: ['Initial contact made'] },
      { stages: ['Initial contact made', 'Engaged with HD/PD', 'Not responsive'] },
      { stages: ['Interested in current enrolment', 'Applicant', 'Student'] },
      { stages: ['Unknown'] },
    ]);
    expect(steps.map((s) => s.stage)).toEqual(CONVERSION_STEPS);
    expect(steps.map((s) => s.reached)).toEqual([3, 2, 1, 1, 1, 1, 1]);
    expect(steps[0]!.rate).toBeNull();
    expect(steps[1]!.rate).toBeCloseTo(2 / 3);
    expect(steps[2]!.rate).toBe(0.5);
  });

  it('gives no rate after a step nobody reached', () => {
    const steps = leadConversion([{ stages: ['Not responsive'] }]);
    expect(steps.every((s) => s.reached === 0 && s.rate === null)).toBe(true);
  });
});

describe('leadReportFilters', () => {
  it('refuses a period that ends before it starts, at the last day', () => {
    const parsed = leadReportFilters.safeParse({ from: '2026-05-01', to: '2026-04-01' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['to']);
    expect(leadReportFilters.safeParse({ from: '2026-04-01', to: '2026-04-01' }).success).toBe(true);
  });
});
