import { type AlumnusFields, alumnusChanges, alumnusFields } from '@collegium/domain/alumni-from-completion';
import type { Kysely, Transaction } from 'kysely';
import { type AuditEntry, recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';

// Issue 17: a student whose engagement is Completed becomes an alumnus (the alumni record of the
// engagement's programme, year and award), in the transaction that completed it. Every path that
// makes an engagement Completed calls this: the status change (and the request approvals and
// scheduled changes that go through it), an award given later, the students import. It is
// idempotent: an engagement has at most one alumni record (`alumni.engagement_id`, unique), an
// earlier record of the same person and programme without an engagement is adopted, and a record
// already made is only brought up to date (an award given after completion).

type Executor = Kysely<Database> | Transaction<Database>;

/** Who the audit names: the person who completed the engagement (null for the system). */
export type AlumniAuditWho = Pick<AuditEntry, 'actorUserId' | 'asUserId' | 'ip'>;

/** Which engagements to look at: these ids, or every Completed one (the import). */
export interface AlumniScope {
  engagementIds?: readonly number[];
}

const toColumns = (f: AlumnusFields) => ({
  programme: f.programme,
  graduation_year: f.graduationYear,
  exit_award: f.exitAward,
  hub: f.hub,
});

/** Makes or updates the alumni record of each Completed engagement in scope; returns how many were made. */
export async function alumniFromCompletions(
  trx: Executor,
  who: AlumniAuditWho,
  scope: AlumniScope = {},
  now = new Date().toISOString(),
): Promise<number> {
  if (scope.engagementIds?.length === 0) return 0;
  const engagements = await trx
    .selectFrom('engagements as e')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select([
      'e.id',
      's.person_id',
      'e.status',
      'e.programme_code',
      'e.exit_award',
      'e.hub',
      'e.end_date',
      'e.updated_at',
    ])
    .where('e.status', '=', 'Completed')
    .$if(scope.engagementIds !== undefined, (q) => q.where('e.id', 'in', scope.engagementIds!))
    .orderBy('e.id')
    .execute();
  if (engagements.length === 0) return 0;
  const personIds = [...new Set(engagements.map((e) => Number(e.person_id)))];
  const held = await trx
    .selectFrom('alumni')
    .select(['id', 'person_id', 'engagement_id', 'programme', 'graduation_year', 'exit_award', 'hub'])
    .where((eb) =>
      eb.or([
        eb(
          'engagement_id',
          'in',
          engagements.map((e) => Number(e.id)),
        ),
        eb.and([eb('engagement_id', 'is', null), eb('person_id', 'in', personIds)]),
      ]),
    )
    .orderBy('id')
    .execute();

  let made = 0;
  for (const e of engagements) {
    const fields = alumnusFields({
      status: e.status,
      programmeCode: e.programme_code,
      exitAward: e.exit_award,
      hub: e.hub,
      endDate: e.end_date,
      updatedAt: e.updated_at,
    })!;
    const engagementId = Number(e.id);
    const record =
      held.find((a) => Number(a.engagement_id) === engagementId) ??
      held.find(
        (a) =>
          a.engagement_id === null && Number(a.person_id) === Number(e.person_id) && a.programme === fields.programme,
      );
    if (!record) {
      const row = await trx
        .insertInto('alumni')
        .values({
          person_id: Number(e.person_id),
          ...toColumns(fields),
          engagement_id: engagementId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...who,
        entity: 'alumni',
        entityId: row.id,
        action: 'create',
        changes: [
          { field: 'engagement', before: null, after: engagementId },
          ...Object.entries(fields).map(([field, after]) => ({ field, before: null, after })),
        ],
      });
      made += 1;
      continue;
    }
    const before: AlumnusFields = {
      programme: record.programme,
      graduationYear: Number(record.graduation_year),
      exitAward: record.exit_award,
      hub: record.hub,
    };
    const changed = alumnusChanges(before, fields);
    const adopting = record.engagement_id === null;
    if (changed.length === 0 && !adopting) continue;
    record.engagement_id = engagementId;
    await trx
      .updateTable('alumni')
      .set((eb) => ({
        ...toColumns(fields),
        engagement_id: engagementId,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', record.id)
      .execute();
    await recordAudit(trx, {
      ...who,
      entity: 'alumni',
      entityId: record.id,
      action: 'update',
      changes: [
        ...(adopting ? [{ field: 'engagement', before: null, after: engagementId }] : []),
        ...changed.map((field) => ({ field, before: before[field], after: fields[field] })),
      ],
    });
  }
  return made;
}
