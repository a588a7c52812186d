import { describe, expect, it } from 'vitest';
import { leadMoveProblem, leadMovesFrom } from './lead-stage-moves.ts';

describe('potential-student stage moves (spec 4.5 order and groups)', () => {
  it('moves forward by order, never back', () => {
    expect(leadMoveProblem('Initial contact made', 'Engaged with HD/PD')).toBeNull();
    expect(leadMoveProblem('Unknown', 'Interested in current enrolment')).toBeNull();
    expect(leadMoveProblem('Engaged with HD/PD', 'Initial contact made')).toMatch(/forward only/);
    expect(leadMoveProblem('WTCO follow up', 'Interested in future enrolment')).toMatch(/forward only/);
    expect(leadMoveProblem('Engaged with HD/PD', 'Engaged with HD/PD')).toMatch(/already/);
  });

  it('goes to an archive or wtco stage from anywhere, and back into the funnel from there', () => {
    expect(leadMoveProblem('Interested in current enrolment', 'Not responsive')).toBeNull();
    expect(leadMoveProblem('Interested in future enrolment', 'Mailing list')).toBeNull();
    expect(leadMoveProblem('Student', 'MA completed')).toBeNull();
    expect(leadMoveProblem('Not responsive', 'Initial contact made')).toBeNull();
    expect(leadMoveProblem('Mailing list', 'Not intending to apply')).toBeNull();
  });

  it('leaves Applicant and Student to the application workflow', () => {
    expect(leadMoveProblem('Engaged with HD/PD', 'Applicant')).toMatch(/through their application/);
    expect(leadMoveProblem('Engaged with HD/PD', 'Applicant', 'system')).toBeNull();
    expect(leadMoveProblem('Applicant', 'Student', 'system')).toBeNull();
    expect(leadMoveProblem('Student', 'Applicant', 'system')).toMatch(/does not go back/);
    expect(leadMoveProblem('Applicant', 'Interested in current enrolment')).toMatch(/only for an archive/);
    expect(leadMoveProblem(null, 'Student')).toMatch(/when they apply/);
    expect(leadMoveProblem(null, 'Initial contact made')).toBeNull();
    expect(leadMoveProblem('Unknown', 'Prospect')).toMatch(/not a potential-student stage/);
  });

  it('offers staff exactly the allowed stages', () => {
    expect(leadMovesFrom('Interested in future enrolment')).toEqual([
      'Interested in current enrolment',
      'WTCO follow up',
      'MA completed',
      'Rejected',
      'Not intending to apply',
      'Mailing list',
      'Not responsive',
    ]);
    expect(leadMovesFrom('Applicant')).toEqual([
      'WTCO follow up',
      'MA completed',
      'Rejected',
      'Not intending to apply',
      'Mailing list',
      'Not responsive',
    ]);
  });
});
