import type { EngagementView, StudentEngagements } from '@collegium/domain/engagement-view';
import type { ProgressionView } from '@collegium/domain/progression';

// Answers of GET /students/:id/engagements for the component tests.

export function engagementAnswer(overrides: Partial<EngagementView> = {}): EngagementView {
  return {
    id: 11,
    version: 3,
    current: true,
    programmeCode: 'BTh',
    programmeTitle: 'BTh in Theology, Ministry and Mission',
    pathway: null,
    level: '5',
    cohort: '5',
    cohortGroup: 'Student',
    status: 'Current',
    pace: 'PT',
    studentType: 'Ordinand',
    exitAward: null,
    hub: 'York',
    personalTutorId: 4,
    personalTutorName: 'Tom Tutor',
    intentions: 'Assumed',
    intention: null,
    auditing: false,
    startIntake: '2025-09-01',
    endDate: null,
    paymentTerm: 'Monthly',
    transferredFromId: null,
    nextStatuses: ['IoS', 'Transferred', 'Completed', 'Withdrawn', 'Terminated'],
    canTransfer: true,
    sessions: [{ id: 1, academicYear: 2026, level: '5', status: 'Current', enrolledAt: '2026-09-14T10:00:00.000Z' }],
    history: [
      {
        id: 5,
        fromStatus: 'IoS',
        toStatus: 'Current',
        reason: 'Back after a term away',
        effectiveDate: '2026-01-05',
        changedBy: { id: 2, name: 'Rita Registry' },
        changedAt: '2026-01-05T09:30:00.000Z',
      },
    ],
    scheduledChanges: [],
    ...overrides,
  };
}

export function engagementsAnswer(
  items: EngagementView[] = [engagementAnswer()],
  abilities: StudentEngagements['abilities'] = { canEdit: true, canView: true },
): StudentEngagements {
  return { studentId: 5, currentEngagementId: items.find((e) => e.current)?.id ?? null, items, abilities };
}

/** An answer of GET /engagements/:id/progression: level 5 of the BTh, 100 of its 120 credits passed. */
export function progressionAnswer(overrides: Partial<ProgressionView> = {}): ProgressionView {
  return {
    engagementId: 11,
    programme: 'BTh',
    status: 'Current',
    level: '5',
    version: 3,
    exitAward: null,
    levels: [
      { level: '4', passed: 120, needed: 120 },
      { level: '5', passed: 100, needed: 120 },
      { level: '6', passed: 0, needed: 120 },
    ],
    current: { passed: 100, needed: 120, nextLevel: '6', completes: false, suggested: 'repeat', exitAward: 'CertHE' },
    decisions: [{ academicYear: 2025, level: '4', decision: 'progress', exitAward: null }],
    ...overrides,
  };
}
