import { z } from 'zod';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

// The one password policy (issues 6 and 11): registration, the reset link and any other place a
// password is chosen, on the server and in the web forms alike. At least 12 characters, at most
// 200, and not a common password. "Common" is: on the list; the same with only digits or
// symbols around it; one short chunk repeated; or a straight run along the keyboard or the
// alphabet. Each is a guess an attacker tries first.

const COMMON = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== ''),
);

const RUNS = [
  '01234567890123456789',
  '98765432109876543210',
  'abcdefghijklmnopqrstuvwxyz',
  'zyxwvutsrqponmlkjihgfedcba',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  '1q2w3e4r5t6y7u8i9o0p',
];

/** A password that is one chunk of up to 4 characters over and over ('abcabcabcabc'). */
function isRepetition(value: string): boolean {
  for (let size = 1; size <= 4; size++) {
    const unit = value.slice(0, size);
    if (unit.length === size && unit.repeat(Math.ceil(value.length / size)).slice(0, value.length) === value)
      return true;
  }
  return false;
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (core.length >= 3 && COMMON.has(core)) return true;
  const squashed = lower.replace(/[\s\-_.]+/g, '');
  if (COMMON.has(squashed)) return true;
  if (isRepetition(lower)) return true;
  return RUNS.some((run) => run.includes(lower));
}

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
const TOO_COMMON = 'This password is too common and easy to guess. Try a few unrelated words together.';

/** The policy as a schema: one message per refused password. */
export const passwordSchema = z
  .string({ error: 'Choose a password.' })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters.`)
  .refine(
    (value) => value.length < MIN_PASSWORD_LENGTH || value.length > MAX_PASSWORD_LENGTH || !isCommonPassword(value),
    TOO_COMMON,
  );
