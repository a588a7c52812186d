import { describe, expect, it } from 'vitest';
import { DEMO_UPCOMING_ASSIGNMENTS, shapeDemoStudent } from './coursework.ts';
import type { PlannedEngagement, PlannedSession } from './study-timeline.ts';
import type { Assignment, CourseworkContext, Instance, ModuleRow, Result } from './teaching-plan.ts';

// The demo is made relative to the day it is seeded: whatever that day, the demo student has work
// still to come (the portal's extension requests and the browser stories ask about it).

const ctx = (today: string): CourseworkContext => ({
  now: `${today}T09:00:00.000Z`,
  today,
  year: 2026,
  registryUserId: 1,
  demoTutorId: 2,
  demoStudentId: 10,
});

/** Three modules of the 2026-27 year with five assignments between October and February. */
function demoYear(studentId = 10): Result[] {
  const engagement = { studentId } as PlannedEngagement;
  const session = { year: 2026 } as PlannedSession;
  const dues = [['2026-10-30', '2027-02-12'], ['2026-11-20'], ['2026-12-11', '2027-02-26']];
  return dues.map((list, n) => ({
    engagement,
    session,
    outcome: 'Enrolled',
    instance: {
      module: { code: `BS510${n}` } as ModuleRow,
      year: 2026,
      hub: 'London',
      tutorId: 2,
      startsOn: '2026-09-14',
      assignments: list.map((due, k) => ({ title: `Essay ${n}.${k}`, due, weight: 100 / list.length })),
    } as Instance,
  }));
}

const toCome = (results: Result[], today: string) =>
  results.flatMap((r) => r.instance.assignments).filter((a) => a.due > today);

describe('the demo student’s coursework', () => {
  it.each(['2026-11-27', '2027-01-05', '2027-03-20', '2027-07-30'])(
    'keeps %s at least the minimum of assignments still to come, none of them asked about by others',
    (today) => {
      const results = demoYear();
      const other = demoYear(11)[0] as Result;
      const askedByOther = other.instance.assignments[0] as Assignment;
      const extensions: Parameters<typeof shapeDemoStudent>[1] = new Map([
        [other, new Map([[askedByOther, { length: '7 days', status: 'Approved', originalDue: '', newDue: '' }]])],
      ]);
      shapeDemoStudent(results, extensions, ctx(today));
      const all = results.flatMap((r) => r.instance.assignments);
      expect(toCome(results, today).length).toBeGreaterThanOrEqual(Math.min(DEMO_UPCOMING_ASSIGNMENTS, all.length - 1));
      // One approved extension of the demo student's own, still open.
      const own = [...extensions.entries()]
        .filter(([r]) => r.engagement.studentId === 10)
        .flatMap(([, m]) => [...m.values()]);
      expect(own).toHaveLength(1);
      const extension = own[0];
      expect(extension?.status).toBe('Approved');
      expect((extension?.newDue ?? '') >= today).toBe(true);
      // No two assignments still to come fall on the same day after the move.
      const dues = toCome(results, today).map((a) => a.due);
      expect(new Set(dues).size).toBe(dues.length);
    },
  );

  it('moves nothing when enough work is still to come and some is due within a fortnight', () => {
    const results = demoYear();
    const before = results.flatMap((r) => r.instance.assignments.map((a) => a.due));
    shapeDemoStudent(results, new Map(), ctx('2026-10-20'));
    expect(results.flatMap((r) => r.instance.assignments.map((a) => a.due))).toEqual(before);
  });
});
