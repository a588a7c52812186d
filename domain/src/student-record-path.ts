import { buildRoutes } from './menu.ts';
import { MENU_CONFIG } from './menu-config.ts';
import { meetsAll } from './permissions.ts';

// Where a student named on another page links to (spec 2.5): the student record page for holders
// of its permission (students:view), else the my-students record page (mystudents:view), else
// nowhere.

const ROUTES = buildRoutes(MENU_CONFIG);
const TARGETS = ['students.record', 'mystudents.record'].flatMap((key) => ROUTES.filter((r) => r.key === key));

export function studentRecordPath(permissions: readonly string[], studentId: number): string | null {
  const route = TARGETS.find((r) => meetsAll(permissions, r.requires));
  return route ? route.path.replace(':id', String(studentId)) : null;
}
