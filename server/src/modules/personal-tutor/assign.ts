import type { AssignTutorsInput, AssignTutorsResult } from '@collegium/domain/personal-tutor';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { validationFailed } from '../../http/errors.ts';

// Feature personal-tutor, PUT /students/personal-tutors (students:edit): one tutor (or none) for
// many students at once, set on each student's current engagement; all or nothing, each change
// audited on the engagement. A student without a current engagement, or an unknown or inactive
// faculty member, refuses the whole change (422 naming them).

export async function assignTutors(db: Db, input: AssignTutorsInput, actor: Actor): Promise<AssignTutorsResult> {
  const ids = [...new Set(input.studentIds)];
  return db.kysely.transaction().execute(async (trx) => {
    if (input.tutorId !== null) {
      const tutor = await trx
        .selectFrom('faculty')
        .select(['id', 'active'])
        .where('id', '=', input.tutorId)
        .executeTakeFirst();
      if (!tutor || tutor.active !== 1)
        throw validationFailed([{ param: 'tutorId', message: 'Choose a tutor from the current faculty.' }]);
    }
    const rows = await trx
      .selectFrom('students as s')
      .leftJoin('engagements as e', 'e.id', 's.current_engagement_id')
      .select(['s.id', 's.partner_id', 'e.id as engagement_id', 'e.personal_tutor_id', 'e.version'])
      .where('s.id', 'in', ids)
      .execute();
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw validationFailed([{ param: 'studentIds', message: `There are no students ${missing.join(', ')}.` }]);
    const noEngagement = rows.filter((r) => r.engagement_id === null).map((r) => r.partner_id);
    if (noEngagement.length > 0)
      throw validationFailed([
        { param: 'studentIds', message: `These students have no current engagement: ${noEngagement.join(', ')}.` },
      ]);
    const now = new Date().toISOString();
    let updated = 0;
    for (const r of rows) {
      if (r.personal_tutor_id === input.tutorId || r.engagement_id === null) continue;
      await trx
        .updateTable('engagements')
        .set({ personal_tutor_id: input.tutorId, updated_at: now, version: (r.version ?? 1) + 1 })
        .where('id', '=', r.engagement_id)
        .execute();
      await recordAudit(trx, {
        ...auditActor(actor),
        entity: 'engagements',
        entityId: r.engagement_id,
        action: 'update',
        changes: [{ field: 'personalTutorId', before: r.personal_tutor_id, after: input.tutorId }],
        ip: actor.ip,
      });
      updated++;
    }
    return { updated };
  });
}
