import type { ProgrammeCode } from './programme-levels.ts';

// The application wizard's fixed choices and the rules that decide which questions a step asks
// (application-wizard.ts re-exports them, so callers keep one import).

// Decision (README "Applying"): besides two referees, the courses that train for ministry in a
// local church (New Leaders for Mission and the undergraduate and graduate courses) need a
// reference from the applicant's church leader; the postgraduate courses (MA, PGCert, PGDip) ask
// for academic referees only.
export const LEADER_REFERENCE_COURSES = [
  'NLM',
  'CertHE',
  'DipHE',
  'BTh',
  'GradCert',
  'GradDip',
] as const satisfies readonly ProgrammeCode[];
export const POSTGRADUATE_COURSES = ['MA', 'PGCert', 'PGDip'] as const satisfies readonly ProgrammeCode[];

export function needsLeaderReference(course: string | null | undefined): boolean {
  return (LEADER_REFERENCE_COURSES as readonly string[]).includes(course ?? '');
}

export function isPostgraduateCourse(course: string | null | undefined): boolean {
  return (POSTGRADUATE_COURSES as readonly string[]).includes(course ?? '');
}

// Decision: Ordinands and LLM (licensed lay ministry) candidates are sent by a diocese, so they
// must name it; an Independent applicant may leave it empty.
export const DIOCESE_REQUIRED_TYPES = ['Ordinand', 'LLM'] as const;
export function needsDiocese(applicantType: string | null | undefined): boolean {
  return (DIOCESE_REQUIRED_TYPES as readonly string[]).includes(applicantType ?? '');
}

// The eligibility step's immigration statuses (spec 3).
export const IMMIGRATION_STATUSES = [
  'Settled status (indefinite leave to remain)',
  'Pre-settled status',
  'A visa that allows study',
  'I would need a visa to study',
] as const;
// Bishops' Advisory Panel: where an ordinand is in the discernment process.
export const BAP_STAGES = ['Not applicable', 'Not yet booked', 'Booked', 'Recommended', 'Not recommended'] as const;
export const MARITAL_STATUSES = [
  'Single',
  'Married',
  'Civil partnership',
  'Separated',
  'Divorced',
  'Widowed',
  'Other',
] as const;
export const TIME_AVAILABLE_OPTIONS = [
  'Under 10 hours a week',
  '10 to 15 hours a week',
  '16 to 20 hours a week',
  'Over 20 hours a week',
] as const;
