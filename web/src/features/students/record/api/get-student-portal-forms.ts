import type {
  dbsView,
  EmergencyContactsView,
  learningSupportView,
  PersonalDetailsView,
  PoliciesView,
  residentialRequirementsView,
  safeguardingView,
} from '@collegium/domain/student-forms/schemas';
import type { z } from 'zod';
import { useStudentRecordPart } from '../../../../lib/api/student-record/student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/portal-forms (students:view), what the student
// entered in the portal. DBS and learning support are special category: each call is audited, so
// only the Portal forms tab asks, and only once it is opened.

export interface StudentPortalForms {
  /** `updatedAt`: when the person's record last changed (ISO-8601 UTC). */
  personalDetails: PersonalDetailsView & { updatedAt: string };
  emergencyContacts: EmergencyContactsView;
  residentialRequirements: z.infer<typeof residentialRequirementsView>;
  dbs: z.infer<typeof dbsView>;
  safeguarding: z.infer<typeof safeguardingView>;
  /** YYYY-MM-DD each policy was agreed, null while not. */
  policies: PoliciesView;
  /** null when the student has declared no learning-support needs. */
  learningSupport: (z.infer<typeof learningSupportView> & { updatedAt: string }) | null;
}

export const useStudentPortalForms = (basePath: string) =>
  useStudentRecordPart<StudentPortalForms>(basePath, 'portal-forms');
