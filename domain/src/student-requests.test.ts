import { describe, expect, it } from 'vitest';
import {
  EVIDENCE_FILE_REQUIRED,
  extensionClosedRefusal,
  extensionRequestInput,
  extensionRequestRefusal,
} from './student-requests.ts';

describe('extension request input (spec 3, 5: evidence always required)', () => {
  const base = { assignmentId: 4, lastEssayOfYear: false, reason: 'Flu.' };
  it.each(['7 days', '14 days', '21 days', 'more than 21 days'])('needs an evidence file for %s', (length) => {
    const parsed = extensionRequestInput.safeParse({ ...base, length });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'evidenceFileId',
      EVIDENCE_FILE_REQUIRED,
    ]);
    expect(extensionRequestInput.safeParse({ ...base, length, evidenceFileId: 9 }).success).toBe(true);
  });
});

describe('asking again for an extension of the same assignment (issue 11)', () => {
  it('allows a first request', () => expect(extensionRequestRefusal([])).toBeNull());
  it('refuses while one waits', () =>
    expect(extensionRequestRefusal(['Pending'])).toMatch(/already have an extension request waiting/));
  it('refuses after an approval', () =>
    expect(extensionRequestRefusal(['Approved'])).toMatch(/already been given an extension/));
  it('allows one more after a decline, not a third', () => {
    expect(extensionRequestRefusal(['Declined'])).toBeNull();
    expect(extensionRequestRefusal(['Declined', 'Declined'])).toMatch(/declined twice/);
  });
  it('counts withdrawn requests: three in all', () => {
    expect(extensionRequestRefusal(['Withdrawn', 'Withdrawn'])).toBeNull();
    expect(extensionRequestRefusal(['Withdrawn', 'Declined', 'Withdrawn'])).toMatch(/3 extension requests/);
  });
});

describe('issue 19: no extension for work handed in and past due', () => {
  const today = '2026-11-27';
  it('closes work handed in whose due date has passed', () => {
    expect(extensionClosedRefusal({ effectiveDueDate: '2026-11-20', submittedOn: '2026-11-19' }, today)).toMatch(
      /handed this assignment in and its due date has passed/,
    );
  });
  it('leaves open work not handed in, or still before (or on) its due date, or extended past today', () => {
    expect(extensionClosedRefusal({ effectiveDueDate: '2026-11-20', submittedOn: null }, today)).toBeNull();
    expect(extensionClosedRefusal({ effectiveDueDate: '2026-11-20' }, today)).toBeNull();
    expect(extensionClosedRefusal({ effectiveDueDate: today, submittedOn: '2026-11-19' }, today)).toBeNull();
    expect(extensionClosedRefusal({ effectiveDueDate: '2026-12-04', submittedOn: '2026-11-19' }, today)).toBeNull();
  });
});
