import { describe, expect, it } from 'vitest';
import { LEAD_REPORT_GROUPS, LEAD_STAGES, LEAD_STAGE_NAMES, leadStage, sortLeadStages } from './lead-stages.ts';

describe('potential-student stages (spec 4.5)', () => {
  it('lists each stage with its order and report group', () => {
    expect(LEAD_STAGES.map((s) => [s.name, s.order, s.group])).toEqual([
      ['Unknown', 0, 'always'],
      ['Initial contact made', 1, 'always'],
      ['Engaged with HD/PD', 2, 'always'],
      ['Interested in future enrolment', 3, 'always'],
      ['Interested in current enrolment', 4, 'always'],
      ['WTCO follow up', 5, 'wtco'],
      ['Applicant', 0.7, 'admin'],
      ['Student', 0.6, 'admin'],
      ['MA completed', 0.5, 'archive'],
      ['Rejected', 0.4, 'archive'],
      ['Not intending to apply', 0.3, 'archive'],
      ['Mailing list', 0.2, 'wtco'],
      ['Not responsive', 0.1, 'archive'],
    ]);
    expect(LEAD_STAGE_NAMES).toHaveLength(13);
    expect(LEAD_REPORT_GROUPS).toEqual(['always', 'wtco', 'admin', 'archive']);
  });

  it('finds a stage by name', () => {
    expect(leadStage('Applicant')).toEqual({ name: 'Applicant', order: 0.7, group: 'admin' });
    expect(leadStage('Nobody')).toBeUndefined();
  });

  it('sorts by order without changing the input', () => {
    const names = sortLeadStages(LEAD_STAGES).map((s) => s.name);
    expect(names).toEqual([
      'Unknown',
      'Not responsive',
      'Mailing list',
      'Not intending to apply',
      'Rejected',
      'MA completed',
      'Student',
      'Applicant',
      'Initial contact made',
      'Engaged with HD/PD',
      'Interested in future enrolment',
      'Interested in current enrolment',
      'WTCO follow up',
    ]);
    expect(sortLeadStages(LEAD_STAGES, true)[0]?.name).toBe('WTCO follow up');
    expect(LEAD_STAGES[0].name).toBe('Unknown');
  });
});
