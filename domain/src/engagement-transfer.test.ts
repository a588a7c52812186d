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
  it("needs a transferable programme (System data's flag) and a status that may move to Transferred", () => {
    const open = ALL_ENGAGEMENT_STATUSES.filter((status) =>
      canTransferEngagement({ programmeCode: 'BTh', status, transferable: true }),
    );
    expect(open).toEqual(['Current', 'IoS']);
    for (const programmeCode of ['BA', 'GradDip', 'MA', 'BTh']) {
      expect(canTransferEngagement({ programmeCode, status: 'Current', transferable: false })).toBe(false);
      expect(transferRefusal({ programmeCode, status: 'Current', transferable: false })).toBe(
        `Students on ${programmeCode} cannot transfer to another programme.`,
      );
    }
    expect(transferRefusal({ programmeCode: 'DipHE', status: 'Withdrawn', transferable: true })).toBe(
      'An engagement that is Withdrawn cannot be transferred: only Current or IoS ones can.',
    );
    expect(transferRefusal({ programmeCode: 'DipHE', status: 'IoS', transferable: true })).toBeNull();
    expect(transferRefusal({ programmeCode: 'MTh', status: 'IoS', transferable: true })).toBeNull();
  });
});

describe('transfer targets', () => {
  it('needs another programme and one of its levels', () => {
    expect(transferProgrammeProblem('BTh', 'BTh')).toMatch(/already on BTh/);
    expect(transferProgrammeProblem('CertHE', 'BTh')).toBeNull();
    expect(transferLevelProblem('BTh', '5', ['4', '5', '6'])).toBeNull();
    expect(transferLevelProblem('BTh', '7', ['4', '5', '6'])).toBe(
      'BTh is studied at level 4, 5 or 6: choose one of those.',
    );
    expect(transferLevelProblem('MA', '7Diss', ['7', '7Diss'])).toBeNull();
    // A programme System data added, with its own levels
    expect(transferLevelProblem('MTh', '7', ['6', '7'])).toBeNull();
    expect(transferLevelProblem('MTh', '4', ['6', '7'])).toBe('MTh is studied at level 6 or 7: choose one of those.');
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
