import type { StaffPortalForms } from '@collegium/domain/student-record-views';
import { useStudentRecordPart } from '../../../../lib/api/student-record/student-record-query.ts';

// docs/api-contract.md: GET {api}/students/{id}/portal-forms (students:view), what the student
// entered in the portal. DBS and learning support are special category: each call is audited, so
// only the Portal forms tab asks, and only once it is opened.

export type StudentPortalForms = StaffPortalForms;

export const useStudentPortalForms = (basePath: string) =>
  useStudentRecordPart<StudentPortalForms>(basePath, 'portal-forms');
