import type { StudentAssignments } from '../../../lib/api/student-record/get-student-assignments.ts';
import type { StudentFinance } from './api/get-student-finance.ts';
import type { StudentPortalForms } from './api/get-student-portal-forms.ts';
import type { StudentResults } from '../../../lib/api/student-record/get-student-results.ts';
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
          {
            ...place,
            id: 1,
            moduleInstanceId: 11,
            moduleCode: 'BS5101',
            moduleTitle: 'The Gospels',
            level: '5',
            tutor: 'Tom Tutor',
            outcome: 'Passed',
            mark: 71,
            creditsAwarded: 20,
          },
          {
            ...place,
            id: 2,
            moduleInstanceId: 12,
            moduleCode: 'CD5101',
            moduleTitle: 'Christology',
            level: '5',
            tutor: null,
            outcome: 'Enrolled',
            mark: null,
            creditsAwarded: null,
          },
        ],
      },
      {
        academicYear: 2025,
        label: '2025/26',
        modules: [
          {
            ...place,
            id: 3,
            moduleInstanceId: 13,
            moduleCode: 'OT4101',
            moduleTitle: 'Old Testament',
            level: '4',
            tutor: null,
            outcome: 'Failed',
            mark: 35,
            creditsAwarded: 0,
          },
        ],
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
          {
            id: 31,
            length: '14 days',
            status: 'Approved',
            lastEssayOfYear: false,
            requestedAt: '2026-12-20T09:00:00.000Z',
            originalDueDate: null,
            newDueDate: '2027-01-29',
            decidedBy: 'Rita Registrar',
            decidedAt: '2026-12-21T10:00:00.000Z',
          },
        ],
      },
    ],
    moduleExtensions: [],
  };
}

export function financeAnswer(overrides: Partial<NonNullable<StudentFinance['engagement']>> = {}): StudentFinance {
  return {
    abilities: { canInvoice: false },
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
    account: {
      assessments: [],
      invoices: [],
      payments: [],
      bursaries: [],
      credits: [
        {
          id: 1,
          number: 'CN-2026-00001',
          kind: 'Bursary',
          description: 'General Bursary 2026/27',
          issuedOn: '2026-12-10',
          amount: 50000,
        },
      ],
      totals: { invoiced: 150000, credited: 50000, paid: 60000, balance: 40000, overdue: 0, creditOnAccount: 0 },
      nextDue: { dueOn: '2027-05-01', amount: 40000 },
      statement: [
        {
          date: '2026-11-10',
          kind: 'Invoice',
          reference: 'INV-2026-00001',
          description: 'Tuition fee, instalment 1 of 3',
          charge: 150000,
          credit: 0,
          balance: 150000,
        },
        {
          date: '2026-12-01',
          kind: 'Payment',
          reference: 'CARD-1',
          description: 'Card, for INV-2026-00001',
          charge: 0,
          credit: 60000,
          balance: 90000,
        },
        {
          date: '2026-12-10',
          kind: 'Credit note',
          reference: 'CN-2026-00001',
          description: 'General Bursary 2026/27',
          charge: 0,
          credit: 50000,
          balance: 40000,
        },
      ],
    },
  };
}

/** A student part-way through the portal: personal details and one contact given, DBS saved. */
export function portalFormsAnswer(): StudentPortalForms {
  return {
    personalDetails: {
      title: 'Mr',
      firstName: 'Sam',
      lastName: 'Jones',
      preferredName: '',
      dateOfBirth: '1994-07-02',
      phone: '07700 900321',
      address1: '4 Minster Yard',
      address2: '',
      city: 'York',
      county: '',
      postCode: 'YO1 7HH',
      email: 'sam.jones@example.org',
      updatedAt: '2026-10-03T09:15:00.000Z',
    },
    emergencyContacts: {
      primary: { name: 'Ann Jones', relationship: 'Mother', phone: '01904 000111', alternativePhone: '', email: '' },
      secondary: null,
      updatedAt: '2026-10-04T10:00:00.000Z',
    },
    residentialRequirements: { dietaryNeeds: '', accessNeeds: '', updatedAt: null },
    dbs: {
      certificateNumber: '001234567890',
      issueDate: '2025-03-01',
      updateService: true,
      updatedAt: '2026-10-05T08:00:00.000Z',
    },
    safeguarding: { trainingDate: '', certificate: '', updatedAt: null },
    policies: { codeOfConduct: '2026-10-01', safeguarding: null, academicConduct: null },
    learningSupport: null,
  };
}
