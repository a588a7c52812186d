import { joinPath } from '@collegium/domain/menu';
import type { MenuNode } from '@collegium/domain/menu';

// spec 3: the generic menu shapes. An item: href, icon, subtitle, title, to. A group: avatar,
// group (its path), title, subtitle, children.

export interface NavItemData {
  kind: 'item';
  key: string;
  title: string;
  subtitle?: string;
  /** Icon name from the menu configuration (see menu-icons.tsx). */
  icon?: string;
  /** Internal route target, relative to the enclosing group's path. */
  to?: string;
  /** External link. */
  href?: string;
  /** Absolute paths on which the item also shows as current. */
  alsoActiveAt?: readonly string[];
}

export interface NavGroupData {
  kind: 'group';
  key: string;
  title: string;
  subtitle?: string;
  icon?: string;
  /** Image URL shown instead of an icon. */
  avatar?: string;
  /** The group's path; '' adds nothing to the enclosing group's path. */
  group: string;
  children: NavEntry[];
}

export type NavEntry = NavItemData | NavGroupData;

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The permission-filtered menu (domain visibleMenu) as navigation entries. */
export function toNavEntries(nodes: readonly MenuNode[]): NavEntry[] {
  return nodes.map((node): NavEntry => {
    const common = {
      key: node.key,
      title: node.title,
      ...optional('subtitle', node.subtitle),
      ...optional('icon', node.icon),
    };
    if (node.children !== undefined) {
      return { kind: 'group', ...common, group: node.path ?? '', children: toNavEntries(node.children) };
    }
    if (node.href !== undefined) return { kind: 'item', ...common, href: node.href };
    // Leaf paths are relative to the group; '' is the group's own page.
    return { kind: 'item', ...common, to: node.path ?? '', ...optional('alsoActiveAt', node.alsoActiveAt) };
  });
}

/** The absolute route of the first item of `entries` under `base`, for "open this group" links. */
export function firstRoute(entries: readonly NavEntry[], base = '/'): string | undefined {
  for (const entry of entries) {
    if (entry.kind === 'item') {
      if (entry.to !== undefined) return joinPath(base, entry.to);
    } else {
      const found = firstRoute(entry.children, joinPath(base, entry.group));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
