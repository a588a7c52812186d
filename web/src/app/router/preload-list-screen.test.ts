import type { MenuNode } from '@collegium/domain/menu';
import { describe, expect, it } from 'vitest';
import { offersEntityList } from './preload-list-screen.ts';

// Issue 19: the shell fetches the generic list screen ahead only for a menu that offers a generic list.

const item = (key: string, path: string, entity?: string): MenuNode => ({
  key,
  title: key,
  path,
  ...(entity ? { entity } : {}),
});

describe('offersEntityList', () => {
  it('finds a generic list page anywhere in the menu', () => {
    const menu: MenuNode[] = [
      item('dashboard', 'dashboard'),
      { key: 'students', title: 'Students', path: 'students', children: [item('students.all', 'all', 'students')] },
    ];
    expect(offersEntityList(menu)).toBe(true);
  });

  it('does not count a record page, a page without an entity or an empty menu', () => {
    expect(offersEntityList([item('students.record', 'students/:id', 'students'), item('forms.home', 'forms')])).toBe(
      false,
    );
    expect(offersEntityList([])).toBe(false);
  });
});
