import { hasPermission } from '@collegium/domain/permissions';
import type { AuthUser } from '../../http/access.ts';

// Who may see the students behind a module instance or a member of faculty (docs/api-contract.md,
// "Modules and faculty"): names and partner ids are student records, so they need students:view;
// a tutor holding mystudents:view sees the students of their own instances and their own tutees
// (the my-students scope of spec 2.4).

/** `tutorPersonId`: the person of the faculty member who teaches the instance or tutors the students. */
export function canSeeStudentsOf(user: AuthUser, tutorPersonId: number | null): boolean {
  if (hasPermission(user.permissions, 'students:view')) return true;
  return (
    tutorPersonId !== null && tutorPersonId === user.personId && hasPermission(user.permissions, 'mystudents:view')
  );
}

/**
 * Issue 18: who may read and enter the marks of an instance: registry (students:edit) every one,
 * a tutor (students:faculty) those they teach. Anyone else is refused, whichever id they try.
 */
export function canMarkOn(user: AuthUser, tutorPersonId: number | null): boolean {
  if (hasPermission(user.permissions, 'students:edit')) return true;
  return (
    tutorPersonId !== null && tutorPersonId === user.personId && hasPermission(user.permissions, 'students:faculty')
  );
}
