import { describe, expect, it } from 'vitest';
import { formMark, groupSummary, pendingLinkKeys } from './form-marks.ts';

const done = {
  personalDetails: true,
  emergencyContacts: false,
  residentialRequirements: false,
  dbs: true,
  safeguarding: false,
  policies: false,
};

describe('student dashboard marks (issue 5)', () => {
  it('marks a form done or to do from the status call, and a request still waiting as pending', () => {
    const pending = pendingLinkKeys([
      { kind: 'Deferral', status: 'Pending' },
      { kind: 'Withdrawal', status: 'Declined' },
      { kind: 'Extension', status: 'Pending' },
    ]);
    expect([...pending].sort()).toEqual(['forms.current-extensions', 'forms.deferrals']);
    expect(formMark({ key: 'forms.dbs', title: 'DBS Check', to: '/forms/dbs', doneKey: 'dbs' }, done, pending)).toBe(
      'done',
    );
    expect(
      formMark(
        { key: 'forms.safeguarding', title: 'Safeguarding', to: '/forms/safeguarding', doneKey: 'safeguarding' },
        done,
        pending,
      ),
    ).toBe('todo');
    expect(formMark({ key: 'forms.deferrals', title: 'Deferrals', to: '/forms/deferrals' }, done, pending)).toBe(
      'pending',
    );
    expect(
      formMark({ key: 'forms.withdrawal', title: 'Withdrawal', to: '/forms/withdrawal' }, done, pending),
    ).toBeNull();
    // Before the status call answers there is nothing to say.
    expect(
      formMark({ key: 'forms.dbs', title: 'DBS Check', to: '/forms/dbs', doneKey: 'dbs' }, undefined, pending),
    ).toBeNull();
  });

  it('sums up a group in a few words', () => {
    expect(groupSummary(['done', 'todo', null, 'todo', 'pending'])).toBe('2 to do · 1 pending');
    expect(groupSummary(['done', null, 'done'])).toBe('All done');
    expect(groupSummary(['pending'])).toBe('1 pending');
    expect(groupSummary([null, null])).toBeUndefined();
  });
});
