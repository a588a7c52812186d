import { describe, expect, it } from 'vitest';
import {
  isPermission,
  malformedPermissions,
  normalisePermissionList,
  permissionListSchema,
} from './permission-strings.ts';

describe('the written form of permissions (spec 5)', () => {
  it.each([
    'students:view',
    'students',
    '*',
    'leads:*',
    'students:view,edit',
    'role:hd',
    'fc-applications:view',
    '*:view',
    'students:view:own',
  ])('reads %s', (p) => expect(isPermission(p)).toBe(true));
  it.each([
    'students:',
    ':view',
    'students::view',
    'students:view,',
    'Students:View',
    'students;view',
    'students view',
    'students:vi ew',
    'a:b,,c',
  ])('refuses %s', (p) => expect(isPermission(p)).toBe(false));
  it('names what it cannot read, and tidies spaces and repeats', () => {
    expect(malformedPermissions('students:view leads: x;y')).toEqual(['leads:', 'x;y']);
    expect(normalisePermissionList('  a:b   c:d a:b ')).toBe('a:b c:d');
  });
  it('stores lower case, and refuses a list with a bad entry naming it', () => {
    expect(permissionListSchema.parse(' Students:View  leads:* ')).toBe('students:view leads:*');
    expect(permissionListSchema.parse('')).toBe('');
    const result = permissionListSchema.safeParse('students:view leads:');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Not a permission: leads:.');
  });
});
