import { describe, expect, it } from 'vitest';
import { DISSERTATION_STAGES, DISSERTATION_TASKS, dissertationStageIndex } from './dissertation.ts';

describe('dissertation (spec 4.6)', () => {
  it('lists the stages in order', () => {
    expect(DISSERTATION_STAGES).toEqual([
      'Invoiced',
      'Supervisor agreed',
      'Proposal received',
      'Proposal approved',
      'Deferred',
      'Submitted',
      'Marked',
      'Sent to board',
      'Awarded',
    ]);
    expect(dissertationStageIndex('Invoiced')).toBe(0);
    expect(dissertationStageIndex('Awarded')).toBe(8);
    expect(dissertationStageIndex('Lost')).toBe(-1);
  });

  it('lists the tasks', () => {
    expect(DISSERTATION_TASKS).toEqual([
      '1st markers marks',
      '2nd markers marks',
      'Double marking sheet',
      'Student feedback',
      'PDF for student',
      'Sent to student',
      'Post-award communications',
    ]);
  });
});
