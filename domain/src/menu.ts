import { meetsRequirement } from './permissions.ts';
import type { Requirement } from './permissions.ts';

// The shapes of the module menu (spec 2.4, 2.5, 2.6; the configuration is in menu-config.ts) and
// the rules that turn it into routes (spec 2.5) and a permission-filtered menu. Pure functions:
// the web app adds screens and icons.

/** One entry of the module menu: a module, a sub-group, a page or a record page. */
export interface MenuNode {
  /** Stable key a screen registers under in the web app ('students.enrolled'). */
  key: string;
  /**
   * Path segment joined under the parent's: 'students', 'enrolled', ':id', or '' for the parent's
   * own page (spec 2.4: the potential-student activity page at the group root). A sub-group
   * without a path adds no segment (spec 2.6: the Forms, Finance and Student Support groups).
   */
  path?: string;
  title: string;
  subtitle?: string;
  /** Material icon name; the web app maps it to a component. */
  icon?: string;
  /** The entry's own requirement; a route must meet it AND every ancestor's (spec 2.5). */
  requires?: Requirement;
  /** Routable but not listed in the menu (record pages, aliases, parameterised pages). */
  hidden?: boolean;
  /** Configured but switched off: neither a route nor a menu entry (spec 2.4: non-enrolled list). */
  disabled?: boolean;
  /** Only present when this optional feature is on (spec 1, DESIGN 5). */
  feature?: string;
  /** An external link instead of a route; opens in a new tab (spec 2.7). */
  href?: string;
  /** The module entity (domain/src/entities) a generic list or record screen shows here. */
  entity?: string;
  /**
   * Fixed filters of a generic list page: field name → the values it is limited to (spec 2.4: the
   * enrolled list shows Current students). Sent with every list and export call; not offered as a
   * user filter there.
   */
  presetFilters?: Readonly<Record<string, readonly string[]>>;
  /**
   * Shown only to a student or an applicant as the server names them (the account's isStudent /
   * isApplicant, issue 11): the rights alone do not make someone one (the administrator's `*`
   * grants forms:student and applications:apply).
   */
  audience?: keyof Audience;
  children?: readonly MenuNode[];
  /** Other paths on which this item shows as the current page ('/' for the dashboard). */
  alsoActiveAt?: readonly string[];
}

/** Who the account is, as the server says (GET /auth/account isStudent, isApplicant). */
export interface Audience {
  student: boolean;
  applicant: boolean;
}

/** A route built from the menu (spec 2.5). */
export interface MenuRoute {
  key: string;
  /** Absolute path from the history base: '/', '/students/enrolled', '/students/:id'. */
  path: string;
  /** Page title (spec 2.2 step 5). */
  title: string;
  /** Every requirement must be met: the module's, any sub-group's and the page's own. */
  requires: Requirement[];
  /** The module entity the page shows, when it is a generic list or record page. */
  entity?: string;
  /** The list page's fixed filters (MenuNode `presetFilters`). */
  presetFilters?: Readonly<Record<string, readonly string[]>>;
  /** Only for a student or an applicant (MenuNode `audience`, inherited from the area). */
  audience?: keyof Audience;
}

/** Joins path segments into an absolute path, dropping empty ones ('' + '' → '/'). */
export function joinPath(...segments: readonly (string | undefined)[]): string {
  const parts = segments.flatMap((s) => (s ?? '').split('/')).filter((s) => s.length > 0);
  return `/${parts.join('/')}`;
}

/**
 * spec 2.5: each module is a top-level path requiring its permissions; its children become
 * `/<module>/<child>` routes carrying the module's requirement AND their own. Sub-groups add their
 * requirement and (when they have one) their path segment. Disabled entries and external links
 * make no route.
 */
export function buildRoutes(config: readonly MenuNode[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const walk = (
    nodes: readonly MenuNode[],
    base: string,
    inherited: Requirement[],
    area: keyof Audience | undefined,
  ): void => {
    for (const node of nodes) {
      if (node.disabled || node.href !== undefined) continue;
      const path = joinPath(base, node.path);
      const requires = node.requires === undefined ? inherited : [...inherited, node.requires];
      const audience = node.audience ?? area;
      if (node.children !== undefined) walk(node.children, path, requires, audience);
      else
        routes.push({
          key: node.key,
          path,
          title: node.title,
          requires,
          ...(node.entity ? { entity: node.entity } : {}),
          ...(node.presetFilters ? { presetFilters: node.presetFilters } : {}),
          ...(audience ? { audience } : {}),
        });
    }
  };
  walk(config, '', [], undefined);
  return routes;
}

/** Drops entries whose optional feature is off (DESIGN 5: no menu entry, no route). */
export function withFeatures(config: readonly MenuNode[], features: readonly string[]): MenuNode[] {
  return config
    .filter((node) => node.feature === undefined || features.includes(node.feature))
    .map((node) => (node.children === undefined ? node : { ...node, children: withFeatures(node.children, features) }));
}

/**
 * The menu a user sees (spec 2.7, 6): entries whose requirement (and every ancestor's) the
 * permissions meet AND that lead somewhere — a screen in `availableKeys` or an external link.
 * Until a module's screens exist its entries are hidden, never shown as a placeholder. A group
 * with nothing left to show disappears.
 */
export function visibleMenu(
  config: readonly MenuNode[],
  permissions: readonly string[],
  availableKeys: Iterable<string>,
  audience: Audience,
): MenuNode[] {
  const available = new Set(availableKeys);
  const filter = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => {
      if (node.hidden || node.disabled) return [];
      if (node.audience !== undefined && !audience[node.audience]) return [];
      if (node.requires !== undefined && !meetsRequirement(permissions, node.requires)) return [];
      if (node.children !== undefined) {
        const children = filter(node.children);
        return children.length > 0 ? [{ ...node, children }] : [];
      }
      return node.href !== undefined || available.has(node.key) ? [node] : [];
    });
  return filter(config);
}

/**
 * A record route's `:id` (spec 2.5 `/students/:id` ...) matches record ids only: positive whole
 * numbers, and `new`, the record page's create form (`/organisations/new`). Anything else under a
 * module ('/leads/report', '/students/nonenrolled') is not a record but an unknown or unbuilt
 * page, which is the not-found page (spec 2.1), never the record page asking the server for a
 * record called "report" (issue 11).
 */
export function isRecordId(value: string | undefined): boolean {
  return value === 'new' || /^[1-9]\d{0,9}$/.test(value ?? '');
}

/** True when the route path has a record `:id` segment. */
export function hasRecordId(path: string): boolean {
  return path.split('/').includes(':id');
}
