import { describe, expect, it } from 'vitest';
import { giftAidHeldSince, giftAidKeptUntil } from './gifts.ts';

// HMRC's six years after the accounting period of the last Gift Aid gift, taken as seven years
// from the day received (never too early whatever the college's year end).

describe('Gift Aid keeping period', () => {
  it('keeps a gift with its donor for seven years from the day received', () => {
    expect(giftAidKeptUntil('2020-08-01')).toBe('2027-08-01');
    expect(giftAidKeptUntil('2024-02-29')).toBe('2031-03-01');
  });

  it('holds the gifts received on or after the day seven years back', () => {
    expect(giftAidHeldSince(new Date('2026-11-27T10:00:00Z'))).toBe('2019-11-27');
    // A gift is held while today is not past its keep day: the two agree at the edge.
    const today = new Date('2026-11-27T10:00:00Z');
    const since = giftAidHeldSince(today);
    expect(giftAidKeptUntil(since) >= '2026-11-27').toBe(true);
  });
});
