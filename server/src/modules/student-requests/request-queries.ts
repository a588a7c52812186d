import type { StudentRequestType } from '@collegium/domain/student-requests';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, StudentRequestsTable } from '../../db/schema.ts';
import type { DecisionColumns } from './extension-queries.ts';

// The SQL of deferral, IoS and withdrawal requests (issue 5, spec 7.3) and of withdrawing either
// kind: what the operations in operations/ read and write, one question or one write a function.

type Trx = Transaction<Database>;

export async function hasPendingRequest(trx: Trx, studentId: number, type: StudentRequestType): Promise<boolean> {
  const pending = await trx
    .selectFrom('student_requests')
    .select('id')
    .where('student_id', '=', studentId)
    .where('type', '=', type)
    .where('status', '=', 'Pending')
    .executeTakeFirst();
  return pending !== undefined;
}

export async function insertStudentRequest(trx: Trx, values: Insertable<StudentRequestsTable>): Promise<number> {
  const row = await trx.insertInto('student_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The type stored on a deferral, IoS or withdrawal request, if there is one of that id. */
export async function requestTypeOf(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('student_requests').select('type').where('id', '=', id).executeTakeFirst();
  return row?.type;
}

/** Marks a request withdrawn, in whichever table its kind lives. */
export async function markWithdrawn(trx: Trx, table: 'extensions' | 'student_requests', id: number, now: string) {
  await trx
    .updateTable(table)
    .set((eb) => ({ status: 'Withdrawn', updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function recordRequestDecision(trx: Trx, id: number, decided: DecisionColumns): Promise<void> {
  await trx
    .updateTable('student_requests')
    .set((eb) => ({ ...decided, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The request's effective date and the engagement it moves, as approving it needs them. */
export async function approvalFacts(trx: Trx, requestId: number, engagementId: number) {
  const request = await trx
    .selectFrom('student_requests')
    .select(['effective_date'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  const engagement = await trx
    .selectFrom('engagements')
    .select(['status', 'version', 'intention'])
    .where('id', '=', engagementId)
    .executeTakeFirstOrThrow();
  return { effectiveDate: request.effective_date, engagement };
}

/** Keeps the intention given with an IoS approval until the change applies on its date. */
export async function keepApprovedIntention(trx: Trx, requestId: number, intention: string | null): Promise<void> {
  await trx
    .updateTable('student_requests')
    .set({ approved_intention: intention })
    .where('id', '=', requestId)
    .execute();
}
