import { z } from 'zod';
import { splitPermissions } from './permissions.ts';

// The written form of a permission list (spec 5, 6): permissions separated by spaces, each of
// colon-separated levels, a level '*' or comma-separated names. What a role or an account holds
// is stored in this form; anything else (a typo, stray punctuation) is refused before it is saved,
// since a permission the grammar cannot read grants nothing and would silently do nothing.

const NAME = '(?:\\*|[a-z0-9][a-z0-9_-]*)';
const LEVEL = `${NAME}(?:,${NAME})*`;
const PERMISSION = new RegExp(`^${LEVEL}(?::${LEVEL})*$`);

/** True when one permission is written in the grammar of spec 5. */
export function isPermission(value: string): boolean {
  return value.length <= 200 && PERMISSION.test(value);
}

/** The entries of a list the grammar cannot read, in the order written. */
export function malformedPermissions(list: string): string[] {
  return splitPermissions(list).filter((p) => !isPermission(p));
}

/** One space between entries, each entry once, in the order first written. */
export function normalisePermissionList(list: string): string {
  return [...new Set(splitPermissions(list))].join(' ');
}

/** A stored permission list: lower-case permission strings separated by spaces (may be empty). */
export const permissionListSchema = z
  .string()
  .max(2000, 'Keep the list to 2000 characters.')
  .transform((list) => normalisePermissionList(list.toLowerCase()))
  .superRefine((list, ctx) => {
    const bad = malformedPermissions(list);
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `Not a permission: ${bad.join(', ')}. Write area:action, e.g. students:view or leads:*.`,
      });
    }
  });
