import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordProblem, passwordSchema } from './password-policy.ts';

describe('the password policy', () => {
  it.each([
    'password',
    'Password1234',
    'iloveyou2024!',
    'letmein12345',
    '  welcome123 ',
    'qwertyuiop',
    'abcdefghijkl',
    '111111111111',
    'abababababab',
    'correct horse battery staple',
  ])('refuses %s as common', (password) => expect(isCommonPassword(password.trim())).toBe(true));

  it.each(['lantern orchard paper', 'Tr1nity-c0llege-gate', 'my dog eats parsnips'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('says why a password fails', () => {
    expect(passwordProblem('short')).toBe('Use at least 12 characters.');
    expect(passwordProblem('password12345')).toMatch(/too common/);
  });
});

describe('passwordSchema', () => {
  it('gives one message per refused password, the same as passwordProblem', () => {
    for (const password of ['short', 'password12345', 'a'.repeat(201)]) {
      const parsed = passwordSchema.safeParse(password);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([passwordProblem(password)]);
    }
    expect(passwordSchema.safeParse('lantern orchard paper').success).toBe(true);
  });
});
