import { describe, expect, it } from 'vitest';
import { accountingLevel, diskLevel, jobsLevel, mailLevel, worstLevel } from './service-health.ts';

const GB = 1024 ** 3;

describe('service health levels', () => {
  it('the worst level wins', () => {
    expect(worstLevel([])).toBe('green');
    expect(worstLevel(['green', 'amber'])).toBe('amber');
    expect(worstLevel(['amber', 'red', 'green'])).toBe('red');
  });

  it('jobs: red when a due job waits 15 minutes, amber after failures or 5 minutes', () => {
    expect(jobsLevel({ pending: 3, failedRecently: 0, oldestDueMinutes: 1 })).toBe('green');
    expect(jobsLevel({ pending: 3, failedRecently: 1, oldestDueMinutes: 0 })).toBe('amber');
    expect(jobsLevel({ pending: 3, failedRecently: 0, oldestDueMinutes: 5 })).toBe('amber');
    expect(jobsLevel({ pending: 3, failedRecently: 0, oldestDueMinutes: 15 })).toBe('red');
  });

  it('mail: red when a mail waits an hour, amber when held, failed or slow', () => {
    expect(mailLevel({ queued: 2, held: 0, failed: 0, oldestQueuedMinutes: 1 })).toBe('green');
    expect(mailLevel({ queued: 0, held: 4, failed: 0, oldestQueuedMinutes: 0 })).toBe('amber');
    expect(mailLevel({ queued: 0, held: 0, failed: 1, oldestQueuedMinutes: 0 })).toBe('amber');
    expect(mailLevel({ queued: 9, held: 0, failed: 0, oldestQueuedMinutes: 10 })).toBe('amber');
    expect(mailLevel({ queued: 9, held: 0, failed: 0, oldestQueuedMinutes: 60 })).toBe('red');
  });

  it('disk: by share and by bytes free', () => {
    expect(diskLevel(50 * GB, 100 * GB)).toBe('green');
    expect(diskLevel(10 * GB, 100 * GB)).toBe('amber');
    expect(diskLevel(1.5 * GB, 5 * GB)).toBe('amber');
    expect(diskLevel(4 * GB, 100 * GB)).toBe('red');
    expect(diskLevel(0.4 * GB, 1 * GB)).toBe('red');
    expect(diskLevel(0, 0)).toBe('red');
  });

  it('accounting: off is fine, on but unconnected amber, lapsed red', () => {
    expect(accountingLevel('not configured')).toBe('green');
    expect(accountingLevel('connected')).toBe('green');
    expect(accountingLevel('not connected')).toBe('amber');
    expect(accountingLevel('expired')).toBe('red');
  });
});
