import { describe, expect, it } from 'vitest';
import { LEAD_REPORT_GROUPS, LEAD_STAGES, LEAD_STAGE_NAMES } from './lead-stages.ts';

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
});
