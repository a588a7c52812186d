import {
  RETENTION_TYPE_INFO,
  RETENTION_TYPES,
  UNSUCCESSFUL_APPLICATION_STATUSES,
  type RetentionDue,
  type RetentionOverview,
  type RetentionType,
} from '@collegium/domain/retention';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { type Anonymiser, anonymisePersonIn } from './anonymise.ts';
import { giftAidHolders } from './anonymise-gifts.ts';

// Retention (issue 15): the period per record type, the records past it, and the administrator's
// confirmation that anonymises or erases the ones chosen, each audited. A record is acted on only
// if it is still past its period when confirmed. A person HMRC needs kept for a Gift Aid gift is
// never listed (anonymise-gifts.ts).

type Executor = Kysely<Database> | Transaction<Database>;

export function cutoff(months: number, now: Date): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

async function rules(db: Executor): Promise<RetentionOverview['rules']> {
  const rows = await db.selectFrom('retention_rules').selectAll().execute();
  return RETENTION_TYPES.map((t) => {
    const r = rows.find((x) => x.record_type === t);
    return { recordType: t, months: r?.months ?? null, updatedAt: r?.updated_at ?? null };
  });
}

async function dueOf(
  db: Executor,
  type: RetentionType,
  before: string,
  now: Date,
  ids?: number[],
): Promise<RetentionDue[]> {
  if (type === 'leads') {
    let q = db
      .selectFrom('leads')
      .innerJoin('people', 'people.id', 'leads.person_id')
      .select(['leads.id', 'leads.person_id', 'leads.updated_at', 'people.first_name', 'people.last_name'])
      .where('leads.updated_at', '<', before)
      .where('leads.person_id', 'not in', giftAidHolders(db, now))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('person_anonymisations as pa')
              .select('pa.person_id')
              .whereRef('pa.person_id', '=', 'leads.person_id')
              .union(
                selectFrom('applications as a').select('a.person_id').whereRef('a.person_id', '=', 'leads.person_id'),
              )
              .union(selectFrom('students as s').select('s.person_id').whereRef('s.person_id', '=', 'leads.person_id'))
              .union(selectFrom('users as u').select('u.person_id').whereRef('u.person_id', '=', 'leads.person_id')),
          ),
        ),
      );
    if (ids) q = q.where('leads.id', 'in', ids);
    const rows = await q.orderBy('leads.updated_at').orderBy('leads.id').limit(500).execute();
    return rows.map((r) => ({
      recordType: type,
      id: Number(r.id),
      personId: Number(r.person_id),
      label: `${r.first_name} ${r.last_name}`,
      since: r.updated_at,
    }));
  }
  if (type === 'unsuccessful-applications') return unsuccessfulApplications(db, before, now, ids);
  let q = db
    .selectFrom('subject_access_exports as e')
    .innerJoin('people', 'people.id', 'e.person_id')
    .select(['e.id', 'e.person_id', 'e.created_at', 'people.first_name', 'people.last_name'])
    .where('e.created_at', '<', before)
    .where('e.status', '!=', 'queued');
  if (ids) q = q.where('e.id', 'in', ids);
  const rows = await q.orderBy('e.created_at').orderBy('e.id').limit(500).execute();
  return rows.map((r) => ({
    recordType: type,
    id: Number(r.id),
    personId: Number(r.person_id),
    label: `Export ${r.id} for ${r.first_name} ${r.last_name}`,
    since: r.created_at,
  }));
}

/**
 * Applications that ended without a place before `before`, of people who have no student record, no
 * other application still open or successful, no staff account (a user with a role other than
 * Applicant, or direct permissions) and are not anonymised already: one row per application.
 */
async function unsuccessfulApplications(
  db: Executor,
  before: string,
  now: Date,
  ids?: number[],
): Promise<RetentionDue[]> {
  const ended = [...UNSUCCESSFUL_APPLICATION_STATUSES];
  let q = db
    .selectFrom('applications as a')
    .innerJoin('people', 'people.id', 'a.person_id')
    .select(['a.id', 'a.person_id', 'a.updated_at', 'a.status', 'people.first_name', 'people.last_name'])
    .where('a.status', 'in', ended)
    .where('a.updated_at', '<', before)
    .where('a.person_id', 'not in', giftAidHolders(db, now))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('person_anonymisations as pa')
            .select('pa.person_id')
            .whereRef('pa.person_id', '=', 'a.person_id')
            .union(selectFrom('students as s').select('s.person_id').whereRef('s.person_id', '=', 'a.person_id'))
            .union(
              selectFrom('applications as other')
                .select('other.person_id')
                .whereRef('other.person_id', '=', 'a.person_id')
                .where((eb) => eb.or([eb('other.status', 'not in', ended), eb('other.updated_at', '>=', before)])),
            )
            .union(
              selectFrom('users as u')
                .select('u.person_id')
                .whereRef('u.person_id', '=', 'a.person_id')
                .where((eb) =>
                  eb.or([
                    eb('u.permissions', '!=', ''),
                    eb.exists(
                      eb
                        .selectFrom('user_roles as ur')
                        .innerJoin('roles as r', 'r.id', 'ur.role_id')
                        .select('ur.user_id')
                        .whereRef('ur.user_id', '=', 'u.id')
                        .where('r.name', '!=', 'Applicant'),
                    ),
                  ]),
                ),
            ),
        ),
      ),
    );
  if (ids) q = q.where('a.id', 'in', ids);
  const rows = await q.orderBy('a.updated_at').orderBy('a.id').limit(500).execute();
  return rows.map((r) => ({
    recordType: 'unsuccessful-applications' as const,
    id: Number(r.id),
    personId: Number(r.person_id),
    label: `${r.first_name} ${r.last_name} (application ${r.id}, ${r.status})`,
    since: r.updated_at,
  }));
}

export async function retentionOverview(db: Executor, now = new Date()): Promise<RetentionOverview> {
  const list = await rules(db);
  const due: RetentionDue[] = [];
  for (const r of list) if (r.months !== null) due.push(...(await dueOf(db, r.recordType, cutoff(r.months, now), now)));
  return { rules: list, due };
}

export async function setRetentionRule(db: Db, type: RetentionType, months: number | null, by: Anonymiser) {
  await db.kysely.transaction().execute(async (trx) => {
    const before = (await rules(trx)).find((r) => r.recordType === type)?.months ?? null;
    const now = new Date().toISOString();
    await trx
      .insertInto('retention_rules')
      .values({ record_type: type, months, updated_by_user_id: by.userId, updated_at: now })
      .onConflict((oc) =>
        oc.column('record_type').doUpdateSet({ months, updated_by_user_id: by.userId, updated_at: now }),
      )
      .execute();
    await recordAudit(trx, {
      actorUserId: by.userId,
      asUserId: by.asUserId,
      ip: by.ip,
      entity: 'retention_rules',
      entityId: type,
      action: 'retention period changed',
      changes: { months: [before, months] },
    });
  });
  return retentionOverview(db.kysely);
}

/** Acts on the chosen records of one type, all or none: each must still be past its period. */
export async function confirmRetention(
  db: Db,
  store: FileStore,
  type: RetentionType,
  ids: readonly number[],
  by: Anonymiser,
  now = new Date(),
): Promise<number> {
  const unique = [...new Set(ids)];
  const erasedFiles: string[] = [];
  await db.kysely.transaction().execute(async (trx) => {
    const months = (await rules(trx)).find((r) => r.recordType === type)?.months ?? null;
    if (months === null)
      throw conflict(`No retention period is set for ${RETENTION_TYPE_INFO[type].label.toLowerCase()}.`);
    const due = await dueOf(trx, type, cutoff(months, now), now, unique);
    const missing = unique.filter((id) => !due.some((d) => d.id === id));
    if (missing.length > 0)
      throw conflict(`Not past the retention period (or already done): ${missing.join(', ')}. Reload the list.`);
    for (const d of due) {
      if (type === 'leads') {
        await anonymisePersonIn(trx, d.personId, `Retention period of ${months} months passed (lead ${d.id}).`, by);
        continue;
      }
      if (type === 'unsuccessful-applications') {
        // A person with two ended applications is listed twice: anonymised once.
        const done = await trx
          .selectFrom('person_anonymisations')
          .select('person_id')
          .where('person_id', '=', d.personId)
          .executeTakeFirst();
        if (!done)
          await anonymisePersonIn(
            trx,
            d.personId,
            `Retention period of ${months} months passed (application ${d.id}).`,
            by,
          );
        continue;
      }
      const row = await trx
        .selectFrom('subject_access_exports as e')
        .leftJoin('files', 'files.id', 'e.file_id')
        .select(['e.file_id', 'files.storage_key'])
        .where('e.id', '=', d.id)
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('subject_access_exports').where('id', '=', d.id).execute();
      if (row.file_id !== null) await trx.deleteFrom('files').where('id', '=', row.file_id).execute();
      if (row.storage_key) erasedFiles.push(row.storage_key);
      await recordAudit(trx, {
        actorUserId: by.userId,
        asUserId: by.asUserId,
        ip: by.ip,
        entity: 'people',
        entityId: d.personId,
        action: 'subject access export erased',
        changes: { exportId: d.id, retentionMonths: months },
      });
    }
  });
  for (const key of erasedFiles) await store.remove(key).catch(() => undefined);
  return unique.length;
}
