import { z } from 'zod';
import { DATE_RANGES, optionalBoundedDate } from './date-bounds.ts';

// The application wizard's field kinds, each with the message the applicant reads.

export const YES_NO = 'Choose Yes or No.';
export const yesNo = (message = YES_NO) => z.boolean({ error: message });
export const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Keep it to ${max} characters.`);
export const optionalText = (max: number) =>
  z.string({ error: 'This must be text.' }).trim().max(max, `Keep it to ${max} characters.`);
/** An optional date: empty, or YYYY-MM-DD. */
export const optionalDate = optionalBoundedDate('Enter a date as DD/MM/YYYY, or leave it empty.', DATE_RANGES.event);
export const emailAddress = z
  .string({ error: 'Enter an e-mail address.' })
  .trim()
  .min(1, 'Enter an e-mail address.')
  .max(320, 'Keep it to 320 characters.')
  .pipe(z.email('Enter a valid e-mail address, like name@example.com.'));
