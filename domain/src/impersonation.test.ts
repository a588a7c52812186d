import { describe, expect, it } from 'vitest';
import { actAsRefusal } from './impersonation.ts';
import { holdsEveryRightOf } from './permissions.ts';

const REGISTRY = ['dashboard:view dashboard:loginas students applications:menu,view,create,edit hesa'];
const FINANCE = ['dashboard:view finance role:bursary students:menu students:view'];
const STUDENT = ['forms:student forms:hesa forms:bursary'];

/** Whether the first may act as the second (no refusal). */
const mayActAs = (actor: string[], target: string[]) => actAsRefusal(actor, target) === null;

describe('holdsEveryRightOf', () => {
  it.each([
    [['*'], ['*'], true],
    [['*'], ['users:edit', 'admin:sysadmin'], true],
    [['users:*'], ['*'], false],
    [['users:edit'], ['users:edit'], true],
    [['users:edit'], ['users:edit users:view'], false],
    [['users'], ['users:view,edit'], true],
    [['users:view,edit'], ['users'], false],
    [['students'], ['students:view:own'], true],
    [['users:edit'], [], true],
    [['users:edit'], ['role:hd'], false],
  ])('%j over %j: %s', (held, other, expected) => {
    expect(holdsEveryRightOf(held, other)).toBe(expected);
  });
});

describe('acting as another user', () => {
  it('registry may not act as finance: it would lend the bursary decision', () => {
    expect(actAsRefusal(REGISTRY, FINANCE)).toBe('more-rights');
  });
  it('may act as a student when the actor reads student records', () => {
    expect(mayActAs(REGISTRY, STUDENT)).toBe(true);
    expect(mayActAs(['dashboard:loginas'], STUDENT)).toBe(false);
  });
  it('may act as an applicant when the actor reads applications', () => {
    expect(mayActAs(REGISTRY, ['applications:apply'])).toBe(true);
    expect(mayActAs(['dashboard:loginas students:view'], ['applications:apply'])).toBe(false);
  });
  it('a student who is also staff is checked on the staff rights', () => {
    expect(mayActAs(REGISTRY, [...STUDENT, 'finance:view'])).toBe(false);
    expect(mayActAs(REGISTRY, [...STUDENT, 'students:view'])).toBe(true);
  });
  it('only a sysadmin acts as a sysadmin, and a sysadmin acts as anyone', () => {
    expect(actAsRefusal(['users:*'], ['admin:sysadmin'])).toBe('sysadmin');
    expect(mayActAs(['admin:sysadmin'], ['*'])).toBe(true);
    expect(mayActAs(['*'], FINANCE)).toBe(true);
  });
  it('a wildcard holder without admin:sysadmin is impossible, but a users:* holder cannot act as *', () => {
    expect(mayActAs(['users:* dashboard:loginas'], ['*'])).toBe(false);
  });
});
