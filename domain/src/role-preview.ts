import { buildRoutes, type MenuNode, type MenuRoute, visibleMenu } from './menu.ts';
import { meetsAll } from './permissions.ts';

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
  return {
    menu: visibleMenu(config, permissions, available),
    routes: buildRoutes(config).filter((r) => available.has(r.key) && meetsAll(permissions, r.requires)),
  };
}
