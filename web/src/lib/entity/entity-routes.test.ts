import { findEntity } from '@collegium/domain/entities/registry';
import { buildRoutes } from '@collegium/domain/menu';
import { MENU_CONFIG } from '@collegium/domain/menu-config';
import { describe, expect, it } from 'vitest';
import { SCREEN_KEYS } from '../navigation/screen-keys.ts';
import { crmUrl } from './crm-url.ts';
import { entityRouteByKey, listRouteOf, recordPath, recordRouteOf } from './entity-routes.ts';

describe('entity routes (domain/src/menu.ts `entity`)', () => {
  it('wires every generic screen to the entity its menu route names', () => {
    const wired = SCREEN_KEYS.flatMap((key) => {
      const route = entityRouteByKey(key);
      return route ? [[key, route.entity]] : [];
    });
    expect(Object.fromEntries(wired)).toEqual({
      'students.enrolled': 'students',
      'students.all': 'students',
      'faculty.all': 'faculty',
      'modules.all': 'modules',
      'leads.all': 'leads',
      'leads.registrations': 'registrations',
      'alumni.all': 'alumni',
      'fundraising.donors': 'donors',
      'organisations.all': 'organisations',
      'contacts.all': 'contacts',
      'contacts.consents': 'consents',
      'users.all': 'users',
      'users.roles': 'roles',
      'students.record': 'students',
      'faculty.record': 'faculty',
      'modules.record': 'modules',
      'leads.record': 'leads',
      'organisations.record': 'organisations',
      'contacts.record': 'contacts',
      'registrations.record': 'registrations',
      'consents.record': 'consents',
      'users.record': 'users',
      'roles.record': 'roles',
      'policies.record': 'policies',
      'admin.policies': 'policies',
      'donors.record': 'donors',
      'applications.ongoing': 'applications',
      'applications.confirmed': 'applications',
      'applications.all': 'applications',
      'applications.record': 'applications',
      'alumni.record': 'alumni',
    });
  });

  it('names only entities the registry defines', () => {
    const named = buildRoutes(MENU_CONFIG).flatMap((r) => (r.entity ? [r.entity] : []));
    expect(named.filter((e) => findEntity(e) === undefined)).toEqual([]);
  });

  it("limits presets to the entity's filters and their allowed values", () => {
    const presets = buildRoutes(MENU_CONFIG).flatMap((r) =>
      r.presetFilters && r.entity ? [[r, findEntity(r.entity)] as const] : [],
    );
    expect(presets.map(([r]) => r.key)).toEqual([
      'applications.ongoing',
      'applications.confirmed',
      'students.enrolled',
    ]);
    for (const [route, def] of presets) {
      for (const [name, values] of Object.entries(route.presetFilters ?? {})) {
        expect(def?.filters, route.key).toContain(name);
        const options = def?.fields.find((f) => f.name === name)?.options ?? [];
        for (const v of values) expect(options, `${route.key} ${name}`).toContain(v);
      }
    }
  });

  it("finds an entity's record and list pages", () => {
    const consent = recordRouteOf('consents');
    expect(consent?.path).toBe('/consents/:id');
    expect(consent && recordPath(consent, 'new')).toBe('/consents/new');
    expect(listRouteOf('consents')?.path).toBe('/contacts/consents');
    // Issue 17: the group root is the activity feed; the generic list moved to All potential students.
    expect(listRouteOf('leads')?.path).toBe('/leads/all');
    expect(recordRouteOf('students')?.path).toBe('/students/:id');
    // spec 2.5 gives alumni list pages only; issue 15 gives users and roles their record pages, and
    // issue 19 alumni theirs (a row of All alumni opens its record).
    expect(recordRouteOf('alumni')?.path).toBe('/alumni/:id');
    expect(recordRouteOf('users')?.path).toBe('/users/:id');
    expect(recordRouteOf('roles')?.path).toBe('/users/roles/:id');
    expect(listRouteOf('roles')?.path).toBe('/users/roles');
  });

  it('builds the CRM address from the template', () => {
    expect(crmUrl('https://crm/x/{id}?a={id}', '42')).toBe('https://crm/x/42?a=42');
    expect(crmUrl(null, '42')).toBeNull();
    expect(crmUrl('https://crm/{id}', '')).toBeNull();
  });
});
