import { MENU_CONFIG } from '@collegium/domain/menu-config';
import type { MenuNode } from '@collegium/domain/menu';
import { describe, expect, it } from 'vitest';
import { MENU_ICONS } from '../../components/navigation/menu-icons.tsx';
import { firstRoute, toNavEntries } from './nav-entry.ts';
import { childTarget, initials, navTarget } from './nav-target.ts';

describe('navTarget (spec 2.7)', () => {
  it('prefers the internal route, then the external link, else #', () => {
    expect(navTarget({ to: '/students/all', href: 'https://x' })).toEqual({ kind: 'route', to: '/students/all' });
    expect(navTarget({ href: 'https://example.org' })).toEqual({ kind: 'external', href: 'https://example.org' });
    expect(navTarget({})).toEqual({ kind: 'none', href: '#' });
  });

  it('joins a child target to its group path', () => {
    expect(childTarget('/students', 'enrolled')).toBe('/students/enrolled');
    expect(childTarget('/leads', '')).toBe('/leads');
    expect(childTarget('/forms', undefined)).toBeUndefined();
  });

  it('shows the initials of the words of the title in text mode', () => {
    expect(initials('My Hub')).toBe('MH');
    expect(initials('Extension - 7 Days')).toBe('E7D');
    expect(initials('Well-being')).toBe('WB');
    expect(initials('all photos')).toBe('AP');
  });
});

describe('menu configuration to navigation entries', () => {
  const config: MenuNode[] = [
    { key: 'dashboard', path: 'dashboard', title: 'Dashboard', icon: 'Dashboard' },
    {
      key: 'forms',
      path: 'forms',
      title: 'Student Forms',
      children: [
        { key: 'forms.course', path: 'course', title: 'My Programme' },
        {
          key: 'forms.group.finance',
          title: 'Finance',
          children: [{ key: 'forms.finance-details', path: 'finance-details', title: 'Overview' }],
        },
        { key: 'forms.site', title: 'College website', href: 'https://example.org' },
      ],
    },
  ];

  it('turns modules into groups with a path and leaves into items with a target', () => {
    expect(toNavEntries(config)).toEqual([
      { kind: 'item', key: 'dashboard', title: 'Dashboard', icon: 'Dashboard', to: 'dashboard' },
      {
        kind: 'group',
        key: 'forms',
        title: 'Student Forms',
        group: 'forms',
        children: [
          { kind: 'item', key: 'forms.course', title: 'My Programme', to: 'course' },
          {
            kind: 'group',
            key: 'forms.group.finance',
            title: 'Finance',
            group: '',
            children: [{ kind: 'item', key: 'forms.finance-details', title: 'Overview', to: 'finance-details' }],
          },
          { kind: 'item', key: 'forms.site', title: 'College website', href: 'https://example.org' },
        ],
      },
    ]);
  });

  it('finds the first route of a group, through sub-groups', () => {
    const [, forms] = toNavEntries(config);
    expect(firstRoute([forms!])).toBe('/forms/course');
    const group = toNavEntries([{ ...config[1]!, children: [config[1]!.children![1]!] }]);
    expect(firstRoute(group)).toBe('/forms/finance-details');
  });

  it('has an icon component for every icon the configuration names', () => {
    const names = (nodes: readonly MenuNode[]): string[] =>
      nodes.flatMap((n) => [...(n.icon ? [n.icon] : []), ...names(n.children ?? [])]);
    for (const name of names(MENU_CONFIG)) expect(MENU_ICONS[name], name).toBeDefined();
  });
});
