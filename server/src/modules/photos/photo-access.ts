import { hasPermission } from '@collegium/domain/permissions';
import { PHOTO_GRID_STATUSES } from '@collegium/domain/student-files';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../http/access.ts';
import { allPhotosHub } from '../mystudents/all-photos-scope.ts';
import { isInMyStudents } from '../mystudents/my-students-scope.ts';

// Who may see a student's photo: whoever may see the student somewhere in the app.
//  - students:view, and students:menu (spec 2.4: the students/photos grid needs only the menu);
//  - the student themself;
//  - mystudents:allphotos for the students that grid shows (their hub, for a hub director);
//  - faculty (mystudents:view or students:faculty) for their own tutees and taught students.
// Anyone else is told there is no photo (404), so ids cannot be probed.

export async function canSeePhoto(db: Kysely<Database>, user: AuthUser, studentId: number): Promise<boolean> {
  const held = user.permissions;
  if (hasPermission(held, 'students:view') || hasPermission(held, 'students:menu')) return true;
  const student = await db
    .selectFrom('students')
    .select(['person_id', 'status', 'hub'])
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (!student) return false;
  if (Number(student.person_id) === user.personId) return true;
  if (
    hasPermission(held, 'mystudents:allphotos') &&
    (PHOTO_GRID_STATUSES as readonly string[]).includes(student.status)
  ) {
    const hub = await allPhotosHub(db, user);
    if (hub === null || hub === student.hub) return true;
  }
  if (hasPermission(held, 'mystudents:view') || hasPermission(held, 'students:faculty')) {
    return isInMyStudents(db, user.personId, studentId);
  }
  return false;
}
