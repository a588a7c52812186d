import type { MenuNode } from '@collegium/domain/menu';
import { hasPermission } from '@collegium/domain/permissions';
import { firstRoute, toNavEntries } from '../../lib/navigation/nav-entry.ts';

// The welcome dashboard's next steps (feature 'welcome-dashboard'): derived from what the user
// can actually reach, so a step never leads to a page they may not open or that does not exist.

export interface NextStep {
  key: string;
  title: string;
  text: string;
  /** Internal route to open; none for steps done elsewhere (the account menu). */
  to?: string;
}

function leafTitles(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => (n.children === undefined ? [n.title] : leafTitles(n.children)));
}

/** One step per menu group the user can open, then the steps everyone has. */
export function nextSteps(menu: readonly MenuNode[], permissions: readonly string[]): NextStep[] {
  const steps: NextStep[] = [];
  for (const node of menu) {
    if (node.children === undefined) continue;
    const to = firstRoute(toNavEntries([node]));
    const pages = leafTitles(node.children);
    steps.push({
      key: node.key,
      title: `Open ${node.title}`,
      text: `${pages.length} ${pages.length === 1 ? 'page' : 'pages'}: ${pages.join(', ')}.`,
      ...(to === undefined ? {} : { to }),
    });
  }
  if (steps.length === 0) {
    steps.push({
      key: 'modules',
      title: 'Your modules are on their way',
      text: 'The menu shows each module your role can use as soon as its pages are ready.',
    });
  }
  if (hasPermission(permissions, 'dashboard:loginas')) {
    steps.push({
      key: 'loginas',
      title: 'See the portal as someone else',
      text: 'You may act as another user to check what they see; a banner then offers the way back.',
    });
  }
  steps.push(
    {
      key: 'theme',
      title: 'Choose light or dark',
      text: 'Your account menu, top right, switches the theme; the choice is remembered on this device.',
    },
    {
      key: 'status',
      title: 'Check the service',
      text: 'The status page shows the version and health of the system.',
      to: '/status',
    },
  );
  return steps;
}
