import { describe, expect, it } from 'vitest';
import { formatAgo } from './format-ago.ts';

const now = new Date(Date.UTC(2024, 5, 15, 12, 0, 0));
const before = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatAgo (spec 5)', () => {
  it.each([
    [null, 'Never'],
    [undefined, 'Never'],
    ['', 'Never'],
    ['garbage', 'Never'],
    ['1970-01-01', 'Pre-2018'],
    [before(0), 'just now'],
    [before(59_000), 'just now'],
    [before(MIN), '1 minute ago'],
    [before(5 * MIN), '5 minutes ago'],
    [before(HOUR), '1 hour ago'],
    [before(23 * HOUR + 59 * MIN), '23 hours ago'],
    [before(DAY), '1 day ago'],
    [before(3 * DAY), '3 days ago'],
    [before(29 * DAY), '29 days ago'],
    [before(30 * DAY), '1 month ago'],
    [before(200 * DAY), '6 months ago'],
    [before(364 * DAY), '11 months ago'],
    [before(365 * DAY), '1 year ago'],
    [before(3 * 365 * DAY), '3 years ago'],
    [before(-3 * DAY), 'in 3 days'],
    [before(-2 * HOUR), 'in 2 hours'],
    ['2024-06-12T12:00:00Z', '3 days ago'],
  ])('%s → %s', (value, expected) => {
    expect(formatAgo(value, now)).toBe(expected);
  });
});
