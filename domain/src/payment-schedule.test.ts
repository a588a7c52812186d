import { describe, expect, it } from 'vitest';
import { INTAKES, PAYMENT_SCHEDULES, paymentDates, paymentOffsets, scheduleTerms } from './payment-schedule.ts';

describe('payment schedules (spec 9)', () => {
  it('starts September intake in August and January intake in December', () => {
    expect(INTAKES).toEqual(['September', 'January']);
    expect(PAYMENT_SCHEDULES.September.startMonth).toBe(8);
    expect(PAYMENT_SCHEDULES.January.startMonth).toBe(12);
  });

  it.each([
    ['September', 'InFull', [0]],
    ['September', 'Termly', [0, 4, 7]],
    ['September', 'Monthly', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['September', 'Student Loan', [0, 4, 7]],
    ['September', 'Termly-Sept-Jan', [0, 4]],
    ['September', 'Monthly-Sept', [0, 1, 2, 3]],
    ['September', 'Monthly-Sept-Jan', [0, 1, 2, 3, 4, 5, 6, 7]],
    ['January', 'InFull', [0]],
    ['January', 'Termly', [0, 5, 8]],
    ['January', 'Monthly', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['January', 'Student Loan', [0, 5, 8]],
    ['January', 'Monthly-Jan', [4, 5, 6, 7, 8, 9]],
    ['January', 'Termly-Sept-Jan', []],
    ['September', 'Monthly-Jan', []],
    ['September', 'toString', []],
  ] as const)('%s %s → offsets %j', (intake, term, offsets) => {
    expect(paymentOffsets(intake, term)).toEqual(offsets);
  });

  it('names the schedules of each intake', () => {
    expect(scheduleTerms('September')).toEqual([
      'InFull',
      'Termly',
      'Monthly',
      'Student Loan',
      'Termly-Sept-Jan',
      'Monthly-Sept',
      'Monthly-Sept-Jan',
    ]);
    expect(scheduleTerms('January')).toEqual(['InFull', 'Termly', 'Monthly', 'Student Loan', 'Monthly-Jan']);
  });

  it.each([
    ['September', 'InFull', ['2024-08-01']],
    ['September', 'Termly', ['2024-08-01', '2024-12-01', '2025-03-01']],
    ['September', 'Student Loan', ['2024-08-01', '2024-12-01', '2025-03-01']],
    [
      'September',
      'Monthly',
      [
        '2024-08-01',
        '2024-09-01',
        '2024-10-01',
        '2024-11-01',
        '2024-12-01',
        '2025-01-01',
        '2025-02-01',
        '2025-03-01',
        '2025-04-01',
        '2025-05-01',
      ],
    ],
    ['September', 'Termly-Sept-Jan', ['2024-08-01', '2024-12-01']],
    ['September', 'Monthly-Sept', ['2024-08-01', '2024-09-01', '2024-10-01', '2024-11-01']],
    [
      'September',
      'Monthly-Sept-Jan',
      ['2024-08-01', '2024-09-01', '2024-10-01', '2024-11-01', '2024-12-01', '2025-01-01', '2025-02-01', '2025-03-01'],
    ],
    ['January', 'InFull', ['2024-12-01']],
    ['January', 'Termly', ['2024-12-01', '2025-05-01', '2025-08-01']],
    ['January', 'Student Loan', ['2024-12-01', '2025-05-01', '2025-08-01']],
    [
      'January',
      'Monthly',
      [
        '2024-12-01',
        '2025-01-01',
        '2025-02-01',
        '2025-03-01',
        '2025-04-01',
        '2025-05-01',
        '2025-06-01',
        '2025-07-01',
        '2025-08-01',
        '2025-09-01',
      ],
    ],
    ['January', 'Monthly-Jan', ['2025-04-01', '2025-05-01', '2025-06-01', '2025-07-01', '2025-08-01', '2025-09-01']],
    ['January', 'Termly-Sept-Jan', []],
  ] as const)('%s %s from 2024 → %j', (intake, term, dates) => {
    expect(paymentDates(intake, term, 2024)).toEqual(dates);
  });
});
