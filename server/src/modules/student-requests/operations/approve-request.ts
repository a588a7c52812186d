import { statusChangeRefusal } from '@collegium/domain/engagement-status-change';
import { EXTENSION_LENGTHS } from '@collegium/domain/extensions';
import {
  type DecisionInput,
  EXTENSION_DAYS,
  REQUEST_TARGET_STATUS,
  type StudentRequestType,
} from '@collegium/domain/student-requests';
import { addDays } from '@collegium/domain/day-arithmetic';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/schema.ts';
import type { Actor } from '../../../http/actor.ts';
import { validationFailed } from '../../../http/errors.ts';
import { approvalFacts, keepApprovedIntention } from '../request-queries.ts';
import { applyRequestChange, scheduleRequestChange, takesEffectLater } from '../scheduled-changes.ts';

// The approval rules (issue 5, spec 4.2 and 5): an approved extension gets its new due date; an
// approved deferral, IoS or withdrawal moves the engagement through the spec 4.2 rule, at once or
// on its effective date (issue 11).

/** The new due date of an approved extension: the length's days after the due date, else the date staff give. */
export function approvedDueDate(length: string, originalDueDate: string | null, given: string | null | undefined) {
  const known = EXTENSION_LENGTHS.find((l) => l === length);
  const days = known ? EXTENSION_DAYS[known] : null;
  if (days !== null && originalDueDate) return addDays(originalDueDate, days);
  if (!given) throw validationFailed([{ param: 'newDueDate', message: 'Give the new due date for this extension.' }]);
  return given;
}

export interface Approval {
  requestId: number;
  type: StudentRequestType;
  engagementId: number;
  body: DecisionInput;
}

/** Moves the engagement as the approved request asks, now or (dated ahead) by a job on its date. */
export async function approveStudentRequest(
  ctx: AppContext,
  trx: Transaction<Database>,
  { requestId, type, engagementId, body }: Approval,
  actor: Actor,
): Promise<void> {
  const { effectiveDate, engagement } = await approvalFacts(trx, requestId, engagementId);
  const refusal = statusChangeRefusal(engagement.status, REQUEST_TARGET_STATUS[type]);
  if (refusal) throw validationFailed([{ param: 'decision', message: `This request cannot be approved: ${refusal}` }]);
  // spec 4.2: an IoS needs a stated intention: the one staff give with the approval, else the one held.
  const given = type === 'IoS' ? (body.intention ?? null) : null;
  const intention = given ?? engagement.intention ?? null;
  if (type === 'IoS' && !intention)
    throw validationFailed([
      {
        param: 'intention',
        message: 'Choose the student’s intention for next year: an interruption of studies needs one.',
      },
    ]);
  if (takesEffectLater(effectiveDate)) {
    // Issue 11: dated ahead, the change waits for its date (a job); nothing moves now.
    await keepApprovedIntention(trx, requestId, given);
    await scheduleRequestChange(trx, requestId, effectiveDate);
  } else {
    await applyRequestChange(
      ctx.db,
      trx,
      requestId,
      { intention, note: body.note ?? null, version: engagement.version },
      actor,
      new Date(),
    );
  }
}
