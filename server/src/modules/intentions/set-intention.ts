import { type INTENTION_CHOICES, intentionsStatus } from '@collegium/domain/intentions';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { syncStudentSummary } from '../engagements/engagement-records.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import type { IntentionsRow } from '@collegium/domain/intentions-list';
import { intentionsRowOf } from './intentions-list.ts';
import { type IntentionsScope, inScope } from './intentions-scope.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// PUT /engagements/:id/intention: records what a student intends for next year (INTENTION_CHOICES,
// or null to clear it). Only where the spec 4.2 rule gives the engagement an intentions status.

export type IntentionChoiceOrNone = (typeof INTENTION_CHOICES)[number] | null;

export async function setIntention(
  db: Db,
  scope: IntentionsScope,
  engagementId: number,
  input: { intention: IntentionChoiceOrNone; version: number },
  actor: Actor,
): Promise<IntentionsRow> {
  await db.kysely.transaction().execute(async (trx) => {
    const e = await trx
      .selectFrom('engagements as e')
      .select(['e.id', 'e.student_id', 'e.status', 'e.level', 'e.programme_code', 'e.intention', 'e.version'])
      .where('e.id', '=', engagementId)
      .where(inScope(scope))
      .$if(db.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    // Out of scope reads as missing: a director learns nothing of other hubs' students.
    if (!e) throw notFound(`There is no engagement ${engagementId}.`);
    if (intentionsStatus({ status: e.status, level: e.level, programme: e.programme_code }) === null) {
      throw validationFailed([
        {
          param: 'intention',
          message: `Intentions are not recorded for this engagement (${e.programme_code} level ${e.level ?? 'not set'}, ${e.status}): only Current and IoS students below level 6 or on the MA dissertation state one.`,
        },
      ]);
    }
    if (e.version !== input.version) throw conflict(STALE_VERSION_MESSAGE);
    if (e.intention === input.intention) return;
    const now = new Date().toISOString();
    await trx
      .updateTable('engagements')
      .set((eb) => ({
        intention: input.intention,
        intention_updated_at: now,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', engagementId)
      .execute();
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'engagements',
      entityId: engagementId,
      action: 'update',
      changes: [{ field: 'intention', before: e.intention, after: input.intention }],
      ip: actor.ip,
    });
    await syncStudentSummary(trx, e.student_id, now);
  });
  const row = await intentionsRowOf(db.kysely, scope, engagementId);
  if (!row) throw notFound(`There is no engagement ${engagementId}.`);
  return row;
}
