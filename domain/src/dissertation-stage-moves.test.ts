import { describe, expect, it } from 'vitest';
import { DISSERTATION_STAGES } from './dissertation.ts';
import {
  canTickDissertationTasks,
  DISSERTATION_PATH,
  dissertationMoveProblem,
  dissertationMoves,
  dissertationPathStep,
  STAGES_BEFORE_SUBMISSION,
} from './dissertation-stage-moves.ts';

describe('dissertation stage moves (spec 4.6)', () => {
  it('follows the stages of spec 4.6 with Deferred taken out of the path', () => {
    expect(DISSERTATION_PATH).toEqual([
      'Invoiced',
      'Supervisor agreed',
      'Proposal received',
      'Proposal approved',
      'Submitted',
      'Marked',
      'Sent to board',
      'Awarded',
    ]);
    expect(STAGES_BEFORE_SUBMISSION).toEqual([
      'Invoiced',
      'Supervisor agreed',
      'Proposal received',
      'Proposal approved',
    ]);
  });

  it.each([
    ['Invoiced', ['Supervisor agreed', 'Deferred']],
    ['Supervisor agreed', ['Proposal received', 'Deferred', 'Invoiced']],
    ['Proposal approved', ['Submitted', 'Deferred', 'Proposal received']],
    ['Submitted', ['Marked', 'Proposal approved']],
    ['Marked', ['Sent to board', 'Submitted']],
    ['Awarded', ['Sent to board']],
  ])('from %s it may go to %j', (stage, moves) => {
    expect(dissertationMoves({ stage })).toEqual(moves);
  });

  it('allows every listed move and refuses every other stage', () => {
    for (const stage of DISSERTATION_STAGES) {
      const allowed = dissertationMoves({ stage, deferredFrom: 'Proposal received' });
      for (const to of DISSERTATION_STAGES) {
        const problem = dissertationMoveProblem({ stage, deferredFrom: 'Proposal received' }, to);
        expect(problem === null, `${stage} → ${to}`).toBe(allowed.includes(to));
      }
    }
  });

  it('never skips a stage forward', () => {
    expect(dissertationMoveProblem({ stage: 'Invoiced' }, 'Proposal received')).toBe(
      'From Invoiced the dissertation can move only to Supervisor agreed or Deferred.',
    );
    expect(dissertationMoveProblem({ stage: 'Submitted' }, 'Awarded')).toMatch(/only to Marked or Proposal approved/);
  });

  it('returns from Deferred to the stage it paused at, or any stage before submission when that is unknown', () => {
    expect(dissertationMoves({ stage: 'Deferred', deferredFrom: 'Proposal approved' })).toEqual(['Proposal approved']);
    expect(dissertationMoves({ stage: 'Deferred', deferredFrom: null })).toEqual([...STAGES_BEFORE_SUBMISSION]);
    expect(dissertationMoveProblem({ stage: 'Deferred', deferredFrom: 'Invoiced' }, 'Submitted')).toBe(
      'From Deferred the dissertation can move only to Invoiced.',
    );
  });

  it('cannot defer once submitted', () => {
    expect(dissertationMoveProblem({ stage: 'Marked' }, 'Deferred')).toBe(
      'Only a dissertation not yet submitted can be deferred.',
    );
  });

  it('keeps a submitted dissertation with ticked tasks from going back', () => {
    expect(dissertationMoves({ stage: 'Submitted', tasksDone: 1 })).toEqual(['Marked']);
    expect(dissertationMoveProblem({ stage: 'Submitted', tasksDone: 2 }, 'Proposal approved')).toBe(
      'Untick the marking tasks before moving the dissertation back from Submitted.',
    );
  });

  it('names unknown and unchanged stages', () => {
    expect(dissertationMoveProblem({ stage: 'Invoiced' }, 'Finished')).toBe('Finished is not a dissertation stage.');
    expect(dissertationMoveProblem({ stage: 'Marked' }, 'Marked')).toBe('The dissertation is already at Marked.');
  });

  it('lets tasks be ticked from Submitted on', () => {
    expect(DISSERTATION_STAGES.filter(canTickDissertationTasks)).toEqual([
      'Submitted',
      'Marked',
      'Sent to board',
      'Awarded',
    ]);
  });

  it('shows a deferred dissertation at the step it paused at', () => {
    expect(dissertationPathStep({ stage: 'Deferred', deferredFrom: 'Proposal received' })).toBe(2);
    expect(dissertationPathStep({ stage: 'Deferred' })).toBe(0);
    expect(dissertationPathStep({ stage: 'Awarded' })).toBe(7);
  });
});
