import { buildRoutes, type MenuNode, type MenuRoute, visibleMenu } from './menu.ts';
import { hasPermission, meetsAll } from './permissions.ts';

// What a list of permissions opens (issue 15: the roles screen shows it before a role is saved):
// the menu its holder would see and the pages they would reach, by the same rules the shell and
// the route guard apply (spec 2.2 step 4, 2.5, 2.7).

export interface RolePreview {
  /** The menu as the holder would see it (groups with the pages under them). */
  menu: MenuNode[];
  /** Every page they could open, record pages included, in menu order. */
  routes: MenuRoute[];
}

/** `config` is the menu with optional features applied; `availableKeys` the pages that exist. */
export function previewPermissions(
  permissions: readonly string[],
  config: readonly MenuNode[],
  availableKeys: Iterable<string>,
): RolePreview {
  const available = new Set(availableKeys);
  // The student and applicant areas show only to a student or an applicant (issue 11): a role
  // granting their own-record rights is taken to be held by one; a staff wildcard is not.
  const audience = {
    student:
      permissions.some((p) => p.startsWith('forms:')) &&
      hasPermission(permissions, 'forms:student') &&
      !permissions.includes('*'),
    applicant: permissions.some((p) => p.startsWith('applications:apply')),
  };
  return {
    menu: visibleMenu(config, permissions, available, audience),
    routes: buildRoutes(config).filter((r) => available.has(r.key) && meetsAll(permissions, r.requires)),
  };
}
