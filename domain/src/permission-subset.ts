import { hasPermission, splitPermissions } from './permissions.ts';

// Who may change whose rights (issue 15; issue 11 point 2). Rights are handed on, never created:
// nobody grants a permission they do not hold, nobody changes an account or a role that holds a
// right they lack, and a holder of admin:sysadmin is changed only by another such holder.

export const SYSADMIN = 'admin:sysadmin';

/** The permissions of `target` that `editor` does not hold (each read by the grammar of spec 5). */
export function missingRights(editor: readonly string[], target: readonly string[]): string[] {
  const wanted = [...new Set(target.flatMap(splitPermissions))];
  return wanted.filter((p) => !hasPermission(editor, p));
}

/** True when `editor` holds every right `target` holds (an empty target is held by anyone). */
export function holdsEveryRightOf(editor: readonly string[], target: readonly string[]): boolean {
  return missingRights(editor, target).length === 0;
}

export function holdsSysadmin(permissions: readonly string[]): boolean {
  return hasPermission(permissions, SYSADMIN);
}

/** Why a change of rights is refused, or null when it may go ahead. */
export type RightsRefusal =
  | { reason: 'holds-more'; missing: string[] }
  | { reason: 'would-grant'; missing: string[] }
  | { reason: 'sysadmin-only' }
  | { reason: 'sysadmin-self' };

export interface RightsChange {
  /** The rights of whoever makes the change (in effect for this request). */
  editor: readonly string[];
  /** The rights of the thing changed (an account's every right, a role's list) before and after. */
  before: readonly string[];
  after: readonly string[];
  /** Some account whose rights change holds admin:sysadmin (the account itself, a holder of the role). */
  affectsSysadmin: boolean;
  /** The editor's own rights change (their account, or a role they hold). */
  affectsEditor: boolean;
}

/**
 * May the editor make this change? They must hold every right of the thing before (a more powerful
 * account or role is left alone) and after (no escalation). An account holding admin:sysadmin is
 * changed only by another holder: never by someone without it, and never by themselves.
 */
export function rightsChangeRefusal(change: RightsChange): RightsRefusal | null {
  const holdsMore = missingRights(change.editor, change.before);
  if (holdsMore.length > 0) return { reason: 'holds-more', missing: holdsMore };
  const wouldGrant = missingRights(change.editor, change.after);
  if (wouldGrant.length > 0) return { reason: 'would-grant', missing: wouldGrant };
  if (change.affectsSysadmin && !holdsSysadmin(change.editor)) return { reason: 'sysadmin-only' };
  if (change.affectsEditor && holdsSysadmin(change.editor)) return { reason: 'sysadmin-self' };
  return null;
}

/** The sentence shown for a refusal: `what` names the thing changed ('this account', 'this role'). */
export function refusalMessage(refusal: RightsRefusal, what: string): string {
  switch (refusal.reason) {
    case 'holds-more':
      return `You cannot change ${what}: it holds rights you do not have (${refusal.missing.join(', ')}).`;
    case 'would-grant':
      return `You cannot grant rights you do not hold yourself: ${refusal.missing.join(', ')}.`;
    case 'sysadmin-only':
      return `Only a holder of ${SYSADMIN} may change ${what}: it changes a system administrator's rights.`;
    case 'sysadmin-self':
      return `Another holder of ${SYSADMIN} must change ${what}: it changes your own rights.`;
  }
}
