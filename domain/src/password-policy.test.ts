import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordSchema } from './password-policy.ts';

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
    expect(passwordSchema.safeParse(password).success).toBe(true);
  });
});

describe('passwordSchema', () => {
  it('gives one message per refused password, saying why', () => {
    const messages = (password: string) => passwordSchema.safeParse(password).error?.issues.map((i) => i.message);
    expect(messages('short')).toEqual(['Use at least 12 characters.']);
    expect(messages('password12345')).toEqual([expect.stringMatching(/too common/)]);
    expect(messages('a'.repeat(201))).toEqual(['Use at most 200 characters.']);
  });
});
