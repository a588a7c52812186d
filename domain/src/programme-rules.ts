// spec 5: programmes a student cannot transfer out of at the end (they are final awards).
export const NON_TRANSFERABLE_PROGRAMMES = ['BA', 'GradDip', 'MA'] as const;

// spec 5: BA, GradDip and MA are not transferable at the end; every other programme is.
export function isTransferableProgramme(programme: string): boolean {
  return !(NON_TRANSFERABLE_PROGRAMMES as readonly string[]).includes(programme);
}

// spec 5: a student is ready for the MA dissertation when the programme is MA and the cohort is 7.
export function isReadyForMaDissertation(student: {
  programme: string | null | undefined;
  cohort: string | number | null | undefined;
}): boolean {
  return student.programme === 'MA' && String(student.cohort) === '7';
}
