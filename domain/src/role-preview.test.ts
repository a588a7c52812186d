import { describe, expect, it } from 'vitest';
import { buildRoutes } from './menu.ts';
import { MENU_CONFIG } from './menu-config.ts';
import { previewPermissions } from './role-preview.ts';

const ALL_KEYS = buildRoutes(MENU_CONFIG).map((r) => r.key);

describe('previewPermissions', () => {
  it('shows a tutor the My Students pages and nothing of students administration', () => {
    const p = previewPermissions(
      ['dashboard:view', 'mystudents:menu', 'mystudents:view', 'students:faculty'],
      MENU_CONFIG,
      ALL_KEYS,
    );
    expect(p.menu.map((n) => n.key)).toEqual(['dashboard', 'kb', 'mystudents']);
    expect(p.menu.find((n) => n.key === 'mystudents')?.children?.map((c) => c.key)).toEqual([
      'mystudents.photos',
      'mystudents.learningsupport',
      // Issue 20's formation-groups and residentialAttendance pages (this menu has every feature on).
      'mystudents.formation-group',
      'mystudents.residentials',
    ]);
    expect(p.routes.map((r) => r.path)).toContain('/mystudents/:id');
    expect(p.routes.map((r) => r.path)).not.toContain('/students/all');
  });
  it('shows only pages that exist', () => {
    const p = previewPermissions(['*'], MENU_CONFIG, ['dashboard', 'users.all']);
    expect(p.menu.map((n) => n.key)).toEqual(['dashboard', 'users']);
    expect(p.routes.map((r) => r.key)).toEqual(['dashboard', 'users.all']);
  });
  it('opens nothing for an empty list', () => {
    expect(previewPermissions([], MENU_CONFIG, ALL_KEYS)).toEqual({ menu: [], routes: [] });
  });
});
