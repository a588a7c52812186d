import { z } from 'zod';
import { abilitiesSchema } from './abilities.ts';
import { financeDetailsView } from './student-finance.ts';
import {
  dbsView,
  emergencyContactsView,
  learningSupportView,
  personalDetailsView,
  policiesView,
  residentialRequirementsView,
  safeguardingView,
} from './student-forms/schemas.ts';

// The staff student record's tabs as the server answers them (GET students/:id/results,
// /assignments, /finance): the server's response schemas and the web's types, defined once.

// The Modules and results tab: every module place the student has held, grouped by academic year,
// and the credits achieved at each level against the 120 a level asks (spec 9).
const modulePlace = z.object({
  /** The result row: the student's place on one module instance. */
  id: z.number(),
  engagementId: z.number(),
  /** The programme of the engagement the place belongs to. */
  programmeCode: z.string(),
  moduleInstanceId: z.number(),
  moduleCode: z.string(),
  moduleTitle: z.string(),
  /** The module's level (spec 3's level values). */
  level: z.string(),
  credits: z.number(),
  hub: z.string(),
  /** The instance's tutor, by name. */
  tutor: z.string().nullable(),
  /** Enrolled, Passed, Failed, Withdrawn or Deferred. */
  outcome: z.string(),
  mark: z.number().nullable(),
  creditsAwarded: z.number().nullable(),
});

const levelTotal = z.object({
  level: z.string(),
  /** Credits awarded on modules of this level. */
  achieved: z.number(),
  /** spec 9: 120 per level. */
  required: z.number(),
});

export const studentResultsSchema = z.object({
  years: z.array(
    z.object({
      /** The first calendar year (2026 = 2026/27). */
      academicYear: z.number(),
      /** As shown: '2026/27' (spec 5). */
      label: z.string(),
      modules: z.array(modulePlace),
    }),
  ),
  totals: z.object({
    /** The current programme's levels and any other level studied, in level order. */
    levels: z.array(levelTotal),
    achieved: z.number(),
    required: z.number(),
  }),
});
export type StudentResults = z.infer<typeof studentResultsSchema>;

// The Assignments and extensions tab: the assignments of every module instance the student has a
// place on, with their submission and extensions, newest academic year first.
const extension = z.object({
  id: z.number(),
  /** spec 9's lengths: 7 days, 14 days, 21 days, more than 21 days. */
  length: z.string(),
  /** Pending, Approved, Rejected or Withdrawn. */
  status: z.string(),
  lastEssayOfYear: z.boolean(),
  /** ISO-8601 UTC. */
  requestedAt: z.string(),
  /** YYYY-MM-DD: the due date when it was asked for. */
  originalDueDate: z.string().nullable(),
  /** YYYY-MM-DD: the date it allows. */
  newDueDate: z.string().nullable(),
  /** Who decided, by name. */
  decidedBy: z.string().nullable(),
  /** ISO-8601 UTC. */
  decidedAt: z.string().nullable(),
});

const moduleRef = z.object({ code: z.string(), title: z.string() });

const assignment = z.object({
  id: z.number(),
  title: z.string(),
  /** YYYY-MM-DD. */
  dueDate: z.string(),
  /** The approved extension's new due date, else the due date. */
  effectiveDueDate: z.string(),
  /** Percentage of the module mark. */
  weight: z.number(),
  academicYear: z.number(),
  /** As shown: '2026/27'. */
  academicYearLabel: z.string(),
  module: moduleRef,
  /** The student's submission; null when nothing has been handed in. */
  submission: z.object({ submittedOn: z.string().nullable(), mark: z.number().nullable() }).nullable(),
  /** Newest request first. */
  extensions: z.array(extension),
});

export const studentAssignmentsSchema = z.object({
  items: z.array(assignment),
  /** Extensions asked for a module as a whole, not for one of its assignments. */
  moduleExtensions: z.array(
    extension.extend({ academicYear: z.number(), academicYearLabel: z.string(), module: moduleRef }),
  ),
});
export type StudentAssignments = z.infer<typeof studentAssignmentsSchema>;

// The Finance tab: the current engagement's payment terms and the student's account.
export const studentFinanceSchema = z.object({
  /** The current engagement's terms; null when the student has no engagement. */
  engagement: z
    .object({
      id: z.number(),
      programmeCode: z.string(),
      /** YYYY-MM-DD, the intake it started at. */
      startIntake: z.string(),
      /** spec 9: the schedule the intake follows; null for an intake in another month. */
      intake: z.enum(['September', 'January']).nullable(),
      /** spec 9's payment terms; null when none has been chosen. */
      paymentTerm: z.string().nullable(),
      /** spec 9: admin10, admin3 or studentloan; null when the term adds none (InFull) or is unset. */
      feeClassification: z.string().nullable(),
      /** The first day of each instalment month, YYYY-MM-01, in order. */
      instalments: z.array(z.string()),
    })
    .nullable(),
  /** The account: what the student's Finance overview shows, read only. */
  account: financeDetailsView,
});
export type StudentFinance = z.infer<typeof studentFinanceSchema>;

/** GET students/:id/finance: the tab's data and what the caller may do there (assess, invoice, record money). */
export const studentFinanceAnswer = studentFinanceSchema.extend({ abilities: abilitiesSchema('studentFinance') });
export type StudentFinanceAnswer = z.infer<typeof studentFinanceAnswer>;

// The Portal forms tab (students:view students:special): what the student entered in the portal.
// DBS and learning support are special category, so each read is audited.
export const staffPortalFormsView = z.object({
  /** `updatedAt`: when the person's record last changed (ISO-8601 UTC). */
  personalDetails: personalDetailsView.extend({ updatedAt: z.string() }),
  emergencyContacts: emergencyContactsView,
  residentialRequirements: residentialRequirementsView,
  dbs: dbsView,
  safeguarding: safeguardingView,
  /** YYYY-MM-DD each policy was agreed, null while not. */
  policies: policiesView,
  /** null when the student has declared no learning-support needs. */
  learningSupport: learningSupportView.extend({ updatedAt: z.string() }).nullable(),
});
export type StaffPortalForms = z.infer<typeof staffPortalFormsView>;

/** GET forms/student/current-extensions: the student's extensions asked for whole modules. */
export const currentExtensionsView = z.object({ items: studentAssignmentsSchema.shape.moduleExtensions });
export type CurrentExtensions = z.infer<typeof currentExtensionsView>;
