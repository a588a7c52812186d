import type { StudentAssignments } from './api/get-student-assignments.ts';
import type { StudentFinance } from './api/get-student-finance.ts';
import type { StudentResults } from './api/get-student-results.ts';
import type { StudentSummary } from './api/get-student-summary.ts';

// Answers of the student record calls for the component tests, as the server sends them.

export function summaryAnswer(overrides: Partial<StudentSummary> = {}): StudentSummary {
  return {
    id: 5,
    name: 'Sam Jones',
    partnerId: 2401,
    programmeCode: 'BTh',
    programmeTitle: 'Bachelor of Theology',
    level: '5',
    cohort: '5',
    hub: 'York',
    status: 'Current',
    personalTutor: { id: 3, name: 'Tom Tutor' },
    hasPhoto: false,
    isMa: false,
    dissertationReady: false,
    currentEngagementId: 9,
    ...overrides,
  };
}

export function resultsAnswer(): StudentResults {
  const place = {
    engagementId: 9,
    programmeCode: 'BTh',
    hub: 'York',
    credits: 20,
  };
  return {
    years: [
      {
        academicYear: 2026,
        label: '2026/27',
        modules: [
          { ...place, id: 1, moduleInstanceId: 11, moduleCode: 'BS5101', moduleTitle: 'The Gospels', level: '5', tutor: 'Tom Tutor', outcome: 'Passed', mark: 71, creditsAwarded: 20 },
          { ...place, id: 2, moduleInstanceId: 12, moduleCode: 'CD5101', moduleTitle: 'Christology', level: '5', tutor: null, outcome: 'Enrolled', mark: null, creditsAwarded: null },
        ],
      },
      {
        academicYear: 2025,
        label: '2025/26',
        modules: [{ ...place, id: 3, moduleInstanceId: 13, moduleCode: 'OT4101', moduleTitle: 'Old Testament', level: '4', tutor: null, outcome: 'Failed', mark: 35, creditsAwarded: 0 }],
      },
    ],
    totals: {
      levels: [
        { level: '4', achieved: 0, required: 120 },
        { level: '5', achieved: 20, required: 120 },
        { level: '6', achieved: 0, required: 120 },
      ],
      achieved: 20,
      required: 360,
    },
  };
}

export function assignmentsAnswer(): StudentAssignments {
  return {
    items: [
      {
        id: 21,
        title: 'Gospels essay 2',
        dueDate: '2027-01-15',
        effectiveDueDate: '2027-01-29',
        weight: 60,
        academicYear: 2026,
        academicYearLabel: '2026/27',
        module: { code: 'BS5101', title: 'The Gospels' },
        submission: null,
        extensions: [
          { id: 31, length: '14 days', status: 'Approved', lastEssayOfYear: false, requestedAt: '2026-12-20T09:00:00.000Z', originalDueDate: null, newDueDate: '2027-01-29', decidedBy: 'Rita Registrar', decidedAt: '2026-12-21T10:00:00.000Z' },
        ],
      },
    ],
    moduleExtensions: [],
  };
}

export function financeAnswer(overrides: Partial<NonNullable<StudentFinance['engagement']>> = {}): StudentFinance {
  return {
    engagement: {
      id: 9,
      programmeCode: 'BTh',
      startIntake: '2027-01-04',
      intake: 'January',
      paymentTerm: 'Termly',
      feeClassification: 'admin3',
      instalments: ['2026-12-01', '2027-05-01', '2027-08-01'],
      ...overrides,
    },
  };
}
