import { z } from 'zod';
import { hasPermission, holdsEveryRightOf, splitPermissions } from './permissions.ts';

// Who may act as whom (POST /auth/loginas, issue 11). Acting as someone lends their rights for
// as long as it lasts, so the rule is the one for editing a user: nobody gains a right they do
// not hold.
//
// 1. A holder of admin:sysadmin may act as anyone (they can already grant themselves anything).
// 2. Anyone else with dashboard:loginas may act as a user whose every right they hold, except
//    the portal's own-record rights below, which are allowed when the actor may already read
//    the records those rights open: a student's forms:* rights show the student's own record
//    only (their forms, HESA answers, requests, finance), which a holder of students:view reads
//    as staff anyway; applications:apply opens the applicant's own application, which a holder
//    of applications:view reads. This is what student mode is for: seeing the portal as the
//    student sees it. A student who also holds staff rights is checked on those as in 2.

export const OWN_RECORD_RIGHTS: readonly { permission: string; readerNeeds: string }[] = [
  { permission: 'forms:student', readerNeeds: 'students:view' },
  { permission: 'forms:hesa', readerNeeds: 'students:view' },
  { permission: 'forms:bursary', readerNeeds: 'students:view' },
  { permission: 'applications:apply', readerNeeds: 'applications:view' },
];

export type ActAsRefusal = 'sysadmin' | 'more-rights';

/** Null when the actor may act as the target, else why not. */
export function actAsRefusal(actor: readonly string[], target: readonly string[]): ActAsRefusal | null {
  if (hasPermission(actor, 'admin:sysadmin')) return null;
  if (hasPermission(target, 'admin:sysadmin')) return 'sysadmin';
  const rest = target.flatMap(splitPermissions).filter((p) => {
    const own = OWN_RECORD_RIGHTS.find((r) => r.permission === p);
    return !(own && hasPermission(actor, own.readerNeeds));
  });
  return holdsEveryRightOf(actor, rest) ? null : 'more-rights';
}

/** GET /auth/loginas/{mode}/{id}: whether acting as them would succeed now, and why not. */
export const loginAsAbilitySchema = z.object({
  /** True when POST /auth/loginas/{mode}/{id} would succeed now. */
  canLoginAs: z.boolean(),
  /** Why not, when it would not. */
  reason: z.string().nullable(),
});
export type LoginAsAbility = z.infer<typeof loginAsAbilitySchema>;
