import { describe, expect, it } from 'vitest';
import { ALL_ENGAGEMENT_STATUSES } from './engagement-status-change.ts';
import {
  canTransferEngagement,
  transferInput,
  transferLevelProblem,
  transferProgrammeProblem,
  transferRefusal,
} from './engagement-transfer.ts';

describe('canTransferEngagement (spec 5, 4.2)', () => {
  it('needs a transferable programme and a status that may move to Transferred', () => {
    const open = ALL_ENGAGEMENT_STATUSES.filter((status) => canTransferEngagement({ programmeCode: 'BTh', status }));
    expect(open).toEqual(['Current', 'IoS']);
    for (const programmeCode of ['BA', 'GradDip', 'MA']) {
      expect(canTransferEngagement({ programmeCode, status: 'Current' })).toBe(false);
      expect(transferRefusal({ programmeCode, status: 'Current' })).toBe(
        `Students on ${programmeCode} cannot transfer to another programme.`,
      );
    }
    expect(transferRefusal({ programmeCode: 'DipHE', status: 'Withdrawn' })).toBe(
      'An engagement that is Withdrawn cannot be transferred: only Current or IoS ones can.',
    );
    expect(transferRefusal({ programmeCode: 'DipHE', status: 'IoS' })).toBeNull();
  });
});

describe('transfer targets', () => {
  it('needs another programme and one of its levels', () => {
    expect(transferProgrammeProblem('BTh', 'BTh')).toMatch(/already on BTh/);
    expect(transferProgrammeProblem('CertHE', 'BTh')).toBeNull();
    expect(transferLevelProblem('BTh', '5')).toBeNull();
    expect(transferLevelProblem('BTh', '7')).toBe('BTh is studied at level 4, 5 or 6: choose one of those.');
    expect(transferLevelProblem('MA', '7Diss')).toBeNull();
  });

  it('reads the input', () => {
    const input = transferInput.parse({
      programmeCode: 'BTh',
      level: '5',
      pathway: '  ',
      reason: ' Moving up ',
      effectiveDate: '2026-11-20',
      version: 1,
    });
    expect(input).toMatchObject({ pathway: null, reason: 'Moving up' });
    expect(
      // a programme must be named; the server checks it against System data's programmes (issue 15)
      transferInput.safeParse({
        programmeCode: ' ',
        level: '5',
        reason: 'x',
        effectiveDate: '2026-11-20',
        version: 1,
      }).success,
    ).toBe(false);
  });
});
