import { effectiveDateProblem } from '@collegium/domain/engagement-status-change';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, type ErrorDetail, notFound, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';

// What every engagement write shares: one transaction, the engagement read (locked on
// PostgreSQL) and checked against the version the caller read, and the date checks.

export type Trx = Transaction<Database>;

/** Reads the engagement for a write: 404 when missing, 409 when `version` is not the stored one. */
export async function lockEngagement(db: Db, trx: Trx, id: number, version: number) {
  let query = trx.selectFrom('engagements').selectAll().where('id', '=', id);
  if (db.dialect === 'postgres') query = query.forUpdate();
  const engagement = await query.executeTakeFirst();
  if (!engagement) throw notFound(`There is no engagement with id ${id}.`);
  if (engagement.version !== version) throw conflict(STALE_VERSION_MESSAGE);
  return engagement;
}
export type EngagementRow = Awaited<ReturnType<typeof lockEngagement>>;

/** Today's date in UTC, YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The 422 detail for an effective date out of the accepted range, if it is. */
export function effectiveDateDetail(date: string, now = new Date()): ErrorDetail[] {
  const problem = effectiveDateProblem(date, todayUtc(now));
  return problem ? [{ param: 'effectiveDate', message: problem }] : [];
}

/** Refuses the call with every problem found, when there is any. */
export function refuseIfAny(details: ErrorDetail[]): void {
  if (details.length > 0) throw validationFailed(details);
}

/** Records a status change in the engagement's history. */
export async function insertStatusChange(
  trx: Trx,
  change: {
    engagementId: number;
    from: string | null;
    to: string;
    reason: string;
    effectiveDate: string;
    userId: number;
    at: string;
  },
): Promise<void> {
  await trx
    .insertInto('engagement_status_changes')
    .values({
      engagement_id: change.engagementId,
      from_status: change.from,
      to_status: change.to,
      reason: change.reason,
      effective_date: change.effectiveDate,
      changed_by_user_id: change.userId,
      changed_at: change.at,
    })
    .execute();
}

/** The engagement's session of an academic year, if it has one. */
export function sessionOf(trx: Trx, engagementId: number, academicYear: number) {
  return trx
    .selectFrom('engagement_sessions')
    .select(['id', 'status', 'progression'])
    .where('engagement_id', '=', engagementId)
    .where('academic_year', '=', academicYear)
    .executeTakeFirst();
}

export async function setSessionStatus(trx: Trx, sessionId: number, status: string, at: string): Promise<void> {
  await trx
    .updateTable('engagement_sessions')
    .set((eb) => ({ status, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', sessionId)
    .execute();
}

/** The audit's change list: one entry per field whose value differs. */
export function changedFields(
  pairs: Record<string, [unknown, unknown]>,
): { field: string; before: unknown; after: unknown }[] {
  return Object.entries(pairs)
    .filter(([, [before, after]]) => (before ?? null) !== (after ?? null))
    .map(([field, [before, after]]) => ({ field, before: before ?? null, after: after ?? null }));
}
