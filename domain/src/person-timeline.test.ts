import { describe, expect, it } from 'vitest';
import { sortTimeline, timelineLink, visibleSources } from './person-timeline.ts';

// Issue 17: the timeline's order, its sources by rights and its links by the pages a reader may open.

describe('sortTimeline', () => {
  it('puts the newest day first and, within a day, what happened or was recorded last first', () => {
    const facts = [
      { source: 'lead', on: '2024-01-10', title: 'first contact' },
      { source: 'engagement', on: '2026-11-27', at: '2026-11-27T10:00:02.000Z', title: 'to Deferred' },
      { source: 'application', on: '2026-11-27T10:00:01.000Z', title: 'confirmed' },
      { source: 'engagement', on: '2026-11-27', at: '2026-11-27T10:00:03.000Z', title: 'to Completed' },
      { source: 'alumni', on: '2026-11-27', title: 'alumnus (day only)' },
    ] as const;
    expect(sortTimeline(facts).map((f) => f.title)).toEqual([
      'to Completed',
      'to Deferred',
      'confirmed',
      'alumnus (day only)',
      'first contact',
    ]);
  });
});

describe('visibleSources and timelineLink', () => {
  it('leaves finance out without students:invoice and support out without the special-category right', () => {
    const recruiter = visibleSources(['leads:view', 'students:view']);
    expect(recruiter).toEqual(['lead', 'activity', 'event', 'engagement', 'request']);
    expect(visibleSources(['students:view', 'students:special', 'students:invoice'])).toEqual(
      expect.arrayContaining(['support', 'finance']),
    );
  });

  it('links only to pages the reader may open, with their features on', () => {
    const finance = ['finance:menu', 'students:invoice'];
    expect(timelineLink(finance, ['invoices'], { page: 'invoices', id: 4 })).toBe('/finance/invoices/4');
    expect(timelineLink(finance, [], { page: 'invoices', id: 4 })).toBeNull();
    expect(timelineLink(['leads:view'], [], { page: 'registrations', id: 2 })).toBeNull();
    expect(timelineLink(['students:view'], [], { page: 'students', id: 9 })).toBe('/students/9');
    expect(timelineLink(['students:view'], [], null)).toBeNull();
  });
});
