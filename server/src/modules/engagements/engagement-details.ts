import type { EngagementDetailsInput } from '@collegium/domain/engagement-details';
import type { EngagementView } from '@collegium/domain/engagement-view';
import { recordAudit } from '../../audit/audit-log.ts';
import { alumniFromCompletions } from '../alumni/alumni-from-completion.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import { checkLookupValues } from '../system-data/lookup-choices.ts';
import { personName } from '../users/person-name.ts';
import { syncStudentSummary } from './engagement-records.ts';
import { readEngagement } from './engagement-read.ts';
import { changedFields, lockEngagement, refuseIfAny, type Trx } from './engagement-write.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// PATCH /engagements/:id: the details a registry officer keeps up to date (personal tutor,
// pathway, pace, student type, cohort group, exit award, payment term, auditing). A field left
// out stays as it is; a call that changes nothing writes nothing.

const COLUMNS = {
  personalTutorId: 'personal_tutor_id',
  pathway: 'pathway',
  pace: 'pace',
  studentType: 'student_type',
  cohortGroup: 'cohort_group',
  exitAward: 'exit_award',
  paymentTerm: 'payment_term',
  auditing: 'auditing',
} as const;
type Field = keyof typeof COLUMNS;

async function tutorName(trx: Trx, facultyId: number | null) {
  if (facultyId === null) return null;
  const row = await trx
    .selectFrom('faculty')
    .innerJoin('people', 'people.id', 'faculty.person_id')
    .select(['people.first_name', 'people.last_name', 'people.preferred_name'])
    .where('faculty.id', '=', facultyId)
    .executeTakeFirst();
  return row ? personName(row) : undefined;
}

export async function updateEngagementDetails(
  db: Db,
  id: number,
  input: EngagementDetailsInput,
  actor: Actor,
): Promise<EngagementView> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await lockEngagement(db, trx, id, input.version);
    // Student type, cohort group and exit award are System data lists: a value the list no longer
    // offers is refused (422 by the field) unless the engagement holds it already.
    await checkLookupValues(
      trx,
      (
        [
          ['studentType', 'student-types', 'student type'],
          ['cohortGroup', 'cohort-groups', 'cohort group'],
          ['exitAward', 'exit-awards', 'exit award'],
        ] as const
      ).map(([param, list, noun]) => ({ param, list, noun, value: input[param], held: before[COLUMNS[param]] })),
    );
    const set: Record<string, string | number | null> = {};
    const pairs: Record<string, [unknown, unknown]> = {};
    for (const field of Object.keys(COLUMNS) as Field[]) {
      const value = input[field];
      if (value === undefined) continue;
      const column = COLUMNS[field];
      const stored = field === 'auditing' ? Number(before.auditing) === 1 : before[column];
      if (stored === value) continue;
      set[column] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
      pairs[field] = [stored, value];
    }
    if (Object.keys(set).length === 0) return readEngagement(trx, id);

    // The tutor is recorded by name in the audit, which outlives ids' meaning to a reader.
    if ('personalTutorId' in pairs) {
      const [from, to] = pairs.personalTutorId as [number | null, number | null];
      const toName = await tutorName(trx, to);
      if (toName === undefined)
        refuseIfAny([{ param: 'personalTutorId', message: `There is no member of faculty with id ${to}.` }]);
      delete pairs.personalTutorId;
      pairs.personalTutor = [await tutorName(trx, from), toName];
    }

    const now = new Date().toISOString();
    const updated = await trx
      .updateTable('engagements')
      .set((eb) => ({ ...set, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(STALE_VERSION_MESSAGE);
    await syncStudentSummary(trx, before.student_id, now);
    // Issue 17: an award (or programme, hub) given after completion reaches the alumni record.
    if (before.status === 'Completed')
      await alumniFromCompletions(trx, { ...auditActor(actor), ip: actor.ip }, { engagementIds: [id] }, now);
    await recordAudit(trx, {
      ...auditActor(actor),
      entity: 'students',
      entityId: before.student_id,
      action: 'engagement update',
      changes: [{ field: 'engagement', before: null, after: id }, ...changedFields(pairs)],
      ip: actor.ip,
    });
    return readEngagement(trx, id);
  });
}
