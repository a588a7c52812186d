import { z } from 'zod';
import {
  ALL_ENGAGEMENT_STATUSES,
  changeReason,
  effectiveDate,
  engagementVersion,
  orList,
} from './engagement-status-change.ts';
import { canMoveEngagement } from './engagement-transitions.ts';
import { INTENTION_CHOICES } from './intentions.ts';

// Transferring a student to another programme (spec 4.2, 5): the old engagement becomes
// Transferred and a new, Current one starts on the new programme.

export const transferInput = z.object({
  /** The programme to transfer to: the server checks it against System data's programmes. */
  programmeCode: z
    .string({ error: 'Choose a programme.' })
    .trim()
    .min(1, 'Choose a programme.')
    .max(20, 'Choose a programme.'),
  /** The level on the new programme: one of its levels (spec 3). */
  level: z.string({ error: 'Choose a level.' }).trim().min(1, 'Choose a level.'),
  /** The pathway on the new programme, if it has one. */
  pathway: z
    .string()
    .trim()
    .max(100, 'Keep it to 100 characters.')
    .transform((v) => v || null)
    .nullish(),
  reason: changeReason,
  effectiveDate,
  /** The intention for next year on the new, Current engagement (spec 4.2); the old one's when omitted. */
  intention: z.enum(INTENTION_CHOICES, { error: 'Choose one of the intentions offered.' }).nullish(),
  version: engagementVersion,
});
export type TransferInput = z.infer<typeof transferInput>;

/**
 * The engagement as the transfer rules read it: `transferable` is its programme's flag in System
 * data's programmes table (spec 5: BA, GradDip and MA are not, as installed; a college sets its own).
 */
export interface TransferringEngagement {
  programmeCode: string;
  status: string;
  transferable: boolean;
}

/** spec 5 and 4.2: a transferable programme, in a status that may move to Transferred. */
export function canTransferEngagement(engagement: TransferringEngagement): boolean {
  return engagement.transferable && canMoveEngagement(engagement.status, 'Transferred');
}

/** Why an engagement cannot be transferred, or null when it can. */
export function transferRefusal(engagement: TransferringEngagement): string | null {
  if (!engagement.transferable) {
    return `Students on ${engagement.programmeCode} cannot transfer to another programme.`;
  }
  if (!canMoveEngagement(engagement.status, 'Transferred')) {
    const from = ALL_ENGAGEMENT_STATUSES.filter((s) => canMoveEngagement(s, 'Transferred'));
    return `An engagement that is ${engagement.status} cannot be transferred: only ${orList(from)} ones can.`;
  }
  return null;
}

/** Why a transfer from `fromProgramme` cannot go to `toProgramme`, or null when it can. */
export function transferProgrammeProblem(fromProgramme: string, toProgramme: string): string | null {
  return fromProgramme === toProgramme ? `The student is already on ${toProgramme}: choose another programme.` : null;
}

/**
 * Why `level` is not one of `levels`, the levels of `programmeCode` in System data's programmes
 * table (read by the server, and by the form from GET lookups/programmes), or null when it is.
 */
export function transferLevelProblem(programmeCode: string, level: string, levels: readonly string[]): string | null {
  if (levels.includes(level)) return null;
  return `${programmeCode} is studied at level ${orList(levels)}: choose one of those.`;
}
