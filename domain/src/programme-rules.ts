import { toUtcIsoDate } from './date-parse.ts';

// spec 5: programmes a student cannot transfer out of at the end (they are final awards).
export const NON_TRANSFERABLE_PROGRAMMES = ['BA', 'GradDip', 'MA'] as const;

// spec 5: BA, GradDip and MA are not transferable at the end; every other programme is.
export function isTransferableProgramme(programme: string): boolean {
  return !(NON_TRANSFERABLE_PROGRAMMES as readonly string[]).includes(programme);
}

// spec 5: a normal intake starts in September (the start date matches year-09-). A Date is read
// in UTC; a string is matched as written.
export function isNormalIntake(startDate: Date | string | null | undefined): boolean {
  const iso = startDate instanceof Date ? toUtcIsoDate(startDate) : startDate;
  return typeof iso === 'string' && /^\d{4}-09-/.test(iso);
}

// spec 5: a student is ready for the MA dissertation when the programme is MA and the cohort is 7.
export function isReadyForMaDissertation(student: {
  programme: string | null | undefined;
  cohort: string | number | null | undefined;
}): boolean {
  return student.programme === 'MA' && String(student.cohort) === '7';
}
