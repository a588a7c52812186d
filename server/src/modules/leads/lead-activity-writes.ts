import type { LogActivityInput } from '@collegium/domain/lead-activity';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { recorderOf, today } from './lead-stage-changes.ts';
import './tables.ts';

// Issue 17: logging a call, e-mail, meeting or note against a lead (with its next action),
// marking a next action done, and following a lead; each in one transaction and audited.

const noLead = (id: number) => notFound(`There is no potential student with id ${id}.`);

export async function logActivity(db: Db, leadId: number, input: LogActivityInput, actor: Actor): Promise<number> {
  if (input.occurredOn > today()) {
    throw validationFailed([{ param: 'occurredOn', message: 'An activity cannot have happened after today.' }]);
  }
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom('leads').select('id').where('id', '=', leadId).executeTakeFirst();
    if (!lead) throw noLead(leadId);
    const { id } = await trx
      .insertInto('lead_activities')
      .values({
        lead_id: leadId,
        kind: input.kind,
        occurred_on: input.occurredOn,
        note: input.note,
        from_stage: null,
        to_stage: null,
        next_action: input.nextAction,
        next_action_due: input.nextActionDue ?? null,
        done_at: null,
        application_id: null,
        recorded_by_user_id: recorderOf(actor),
        recorded_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'lead_activities',
      entityId: id,
      action: 'create',
      changes: { leadId, ...input },
    });
    return Number(id);
  });
}

export async function markFollowUpDone(db: Db, leadId: number, activityId: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('lead_activities')
      .select(['id', 'next_action', 'done_at'])
      .where('id', '=', activityId)
      .where('lead_id', '=', leadId)
      .executeTakeFirst();
    if (!row) throw notFound(`Potential student ${leadId} has no activity ${activityId}.`);
    if (!row.next_action) {
      throw validationFailed([{ param: 'activityId', message: 'This activity has no next action to mark done.' }]);
    }
    if (row.done_at) return;
    const now = new Date().toISOString();
    await trx.updateTable('lead_activities').set({ done_at: now }).where('id', '=', activityId).execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'lead_activities',
      entityId: activityId,
      action: 'follow-up.done',
      changes: [{ field: 'doneAt', before: null, after: now }],
    });
  });
}

/** The caller follows the lead (becomes its owner) or stops following it. */
export async function followLead(db: Db, leadId: number, following: boolean, actor: Actor): Promise<void> {
  const me = recorderOf(actor);
  await db.kysely.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'owner_user_id'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) throw noLead(leadId);
    const before = lead.owner_user_id === null ? null : Number(lead.owner_user_id);
    const after = following ? me : before === me ? null : before;
    if (after === before) return;
    await trx.updateTable('leads').set({ owner_user_id: after }).where('id', '=', leadId).execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'leads',
      entityId: leadId,
      action: 'update',
      changes: [{ field: 'ownerUserId', before, after }],
    });
  });
}
