import { describe, expect, it } from 'vitest';
import { policyAppliesTo } from './agreement.ts';

describe('policyAppliesTo', () => {
  it('applies an unrestricted policy to everyone signed in', () => {
    expect(policyAppliesTo('', [])).toBe(true);
    expect(policyAppliesTo('  ', ['dashboard:view'])).toBe(true);
  });
  it('applies to holders of every permission named', () => {
    expect(policyAppliesTo('forms:student', ['forms:student', 'forms:hesa'])).toBe(true);
    expect(policyAppliesTo('forms:student', ['dashboard:view'])).toBe(false);
    expect(policyAppliesTo('dashboard:view students:view', ['dashboard:view'])).toBe(false);
    expect(policyAppliesTo('students:view', ['students'])).toBe(true);
  });
  it('does not count the all-rights wildcard: an administrator is no student', () => {
    expect(policyAppliesTo('forms:student', ['*'])).toBe(false);
    expect(policyAppliesTo('forms:student', ['*', 'forms:student'])).toBe(true);
    expect(policyAppliesTo('', ['*'])).toBe(true);
  });
});
