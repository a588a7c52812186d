import { describe, expect, it } from 'vitest';
import { hasPermission, meetsAll, meetsRequirement, permissionGrants, splitPermissions } from './permissions.ts';

describe('permissionGrants', () => {
  it.each([
    ['students:view', 'students:view', true],
    ['students:view', 'students:edit', false],
    ['students:*', 'students:view', true],
    ['students:*', 'students:view:own', true],
    ['students', 'students:view', true],
    ['students', 'students:view:x', true],
    ['students:view', 'students', false],
    ['students:view,edit', 'students:view', true],
    ['students:view,edit', 'students:edit', true],
    ['students:view,edit', 'students:delete', false],
    ['students:view', 'students:view,edit', false],
    ['students:view,edit', 'students:edit,view', true],
    ['*', 'admin:sysadmin', true],
    ['*:view', 'students:view', true],
    ['*:view', 'students:edit', false],
    ['role:hd', 'role:hd', true],
    ['role:hd', 'role:pd', false],
    ['students:view:own', 'students:view', false],
    ['students:view:*', 'students:view', true],
    ['users:menu', 'users:*', false],
    ['users', 'users:*', true],
    ['users:*', 'users:*', true],
    ['', 'students:view', false],
    ['students:view', '', false],
  ])('%s grants %s: %s', (held, required, expected) => {
    expect(permissionGrants(held, required)).toBe(expected);
  });
});

describe('hasPermission', () => {
  it('an empty set grants nothing', () => {
    expect(hasPermission([], 'dashboard:view')).toBe(false);
    expect(hasPermission([''], 'dashboard:view')).toBe(false);
  });
  it('reads space-separated lists inside held entries', () => {
    expect(hasPermission(['dashboard:view forms:student'], 'forms:student')).toBe(true);
  });
  it('splits lists and drops blanks', () => {
    expect(splitPermissions('  a:b   c:d ')).toEqual(['a:b', 'c:d']);
  });
});

describe('meetsRequirement (spec 2.2 step 4)', () => {
  const tutor = ['mystudents:menu', 'students:faculty'];
  it('an array means any one', () => {
    expect(meetsRequirement(tutor, ['dashboard:view', 'students:faculty'])).toBe(true);
    expect(meetsRequirement(tutor, ['dashboard:view', 'forms:student'])).toBe(false);
  });
  it('a string means all of its list', () => {
    expect(meetsRequirement(tutor, 'mystudents:menu students:faculty')).toBe(true);
    expect(meetsRequirement(tutor, 'mystudents:menu students:view')).toBe(false);
  });
  it('deduplicates and fails when nothing is listed', () => {
    expect(meetsRequirement(tutor, ['students:faculty', 'students:faculty'])).toBe(true);
    expect(meetsRequirement(tutor, [])).toBe(false);
    expect(meetsRequirement(tutor, ['', ' '])).toBe(false);
    expect(meetsRequirement(tutor, '')).toBe(false);
  });
  it('meetsAll needs every requirement', () => {
    expect(meetsAll(tutor, [['mystudents:menu'], ['students:faculty']])).toBe(true);
    expect(meetsAll(tutor, [['mystudents:menu'], ['mystudents:allphotos']])).toBe(false);
    expect(meetsAll(tutor, [])).toBe(true);
  });
});
