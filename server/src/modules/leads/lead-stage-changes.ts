import { leadMoveProblem } from '@collegium/domain/lead-stage-moves';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import './tables.ts';

// Issue 17: every stage a lead passes through is an activity row (kind 'Stage change', or
// 'Application started' when the application moved it), with the day and who. The generic form's
// writes record them through the write hooks (lead-write-hooks.ts); the application workflow moves
// leads to Applicant and Student here, in its own transaction.

export const today = () => new Date().toISOString().slice(0, 10);

/** The user a write is recorded under: the acted-as account while impersonating. */
export const recorderOf = (actor: Actor) => actor.effective?.userId ?? actor.userId;

export interface StageChange {
  leadId: number;
  from: string | null;
  to: string;
  kind?: 'Stage change' | 'Application started';
  applicationId?: number | null;
  userId: number | null;
  /** The day it happened (default today; an event import gives the event's day). */
  occurredOn?: string;
}

export async function recordStageChange(trx: Transaction<Database>, change: StageChange): Promise<void> {
  await trx
    .insertInto('lead_activities')
    .values({
      lead_id: change.leadId,
      kind: change.kind ?? 'Stage change',
      occurred_on: change.occurredOn ?? today(),
      note: null,
      from_stage: change.from,
      to_stage: change.to,
      next_action: null,
      next_action_due: null,
      done_at: null,
      application_id: change.applicationId ?? null,
      recorded_by_user_id: change.userId,
      recorded_at: new Date().toISOString(),
    })
    .execute();
}

async function moveLeads(
  trx: Transaction<Database>,
  leads: { id: number; stage: string }[],
  to: 'Applicant' | 'Student',
  applicationId: number,
  userId: number | null,
): Promise<number> {
  let moved = 0;
  const now = new Date().toISOString();
  for (const lead of leads) {
    if (leadMoveProblem(lead.stage, to, 'system') !== null) continue;
    await trx
      .updateTable('leads')
      .set((eb) => ({ stage: to, application_id: applicationId, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', lead.id)
      .execute();
    await recordStageChange(trx, {
      leadId: lead.id,
      from: lead.stage,
      to,
      kind: to === 'Applicant' ? 'Application started' : 'Stage change',
      applicationId,
      userId,
    });
    await recordAudit(trx, {
      actorUserId: userId,
      entity: 'leads',
      entityId: lead.id,
      action: 'update',
      changes: [
        { field: 'stage', before: lead.stage, after: to },
        { field: 'applicationId', before: null, after: applicationId },
      ],
    });
    moved += 1;
  }
  return moved;
}

/**
 * An applicant's registration is confirmed (issue 6): each lead with the same e-mail, not yet
 * linked to an application, becomes an Applicant linked to it.
 */
export async function leadsApplied(
  trx: Transaction<Database>,
  email: string,
  applicationId: number,
  userId: number,
): Promise<number> {
  const leads = await trx
    .selectFrom('leads')
    .innerJoin('people', 'people.id', 'leads.person_id')
    .select(['leads.id', 'leads.stage'])
    .where(sql<string>`lower(people.email)`, '=', email.toLowerCase())
    .where('leads.application_id', 'is', null)
    .execute();
  return moveLeads(trx, leads, 'Applicant', applicationId, userId);
}

/** The application is confirmed: the leads it came from become Students. */
export async function leadsConfirmed(
  trx: Transaction<Database>,
  applicationId: number,
  userId: number | null,
): Promise<number> {
  const leads = await trx
    .selectFrom('leads')
    .select(['id', 'stage'])
    .where('application_id', '=', applicationId)
    .execute();
  return moveLeads(trx, leads, 'Student', applicationId, userId);
}
