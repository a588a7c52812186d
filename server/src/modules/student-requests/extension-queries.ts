import type { Kysely, Transaction, Insertable } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import type { Database, ExtensionsTable } from '../../db/schema.ts';

// The SQL of extension requests (issue 5, spec 5): what the operations in operations/ read and
// write, one question or one write a function.

type Trx = Transaction<Database>;

/** What a decision writes on a request row (both tables share these columns). */
export interface DecisionColumns {
  status: string;
  decided_by_user_id: number;
  decided_at: string;
  decision_note: string | null;
  updated_at: string;
}

/** The evidence file of an extension request; only the given student's when one is named. */
export async function evidenceFileIdOf(
  db: Kysely<Database>,
  extensionId: number,
  studentId?: number,
): Promise<number | null> {
  let q = db
    .selectFrom('extensions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .select(['x.evidence_file_id'])
    .where('x.id', '=', extensionId);
  if (studentId !== undefined) q = q.where('e.student_id', '=', studentId);
  return (await q.executeTakeFirst())?.evidence_file_id ?? null;
}

export interface ModulePlace {
  studentId: number;
  engagementId: number;
  sessionId: number;
  moduleInstanceId: number;
}

/** Whether the engagement, the session and a place on the module are all the student's. */
export async function isOwnModulePlace(trx: Trx, p: ModulePlace): Promise<boolean> {
  const place = await trx
    .selectFrom('engagements as e')
    .innerJoin('engagement_sessions as es', 'es.engagement_id', 'e.id')
    .innerJoin('results as r', (j) =>
      j.onRef('r.engagement_id', '=', 'e.id').on('r.module_instance_id', '=', p.moduleInstanceId),
    )
    .select(['e.id'])
    .where('e.id', '=', p.engagementId)
    .where('e.student_id', '=', p.studentId)
    .where('es.id', '=', p.sessionId)
    .executeTakeFirst();
  return place !== undefined;
}

/** Makes concurrent requests of one engagement wait for each other (SQLite serialises writes). */
export async function lockEngagement(trx: Trx, engagementId: number, dialect: Dialect): Promise<void> {
  await trx
    .selectFrom('engagements')
    .select('id')
    .where('id', '=', engagementId)
    .$if(dialect === 'postgres', (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The assignment of the module, with its due date; undefined when it is not one of the module's. */
export async function assignmentOfModule(trx: Trx, assignmentId: number, moduleInstanceId: number) {
  return trx
    .selectFrom('assignments')
    .select(['due_date'])
    .where('id', '=', assignmentId)
    .where('module_instance_id', '=', moduleInstanceId)
    .executeTakeFirst();
}

/** Issue 19: the day the engagement handed the assignment in, if it has. */
export async function submittedOn(trx: Trx, assignmentId: number, engagementId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('submissions')
    .select('submitted_on')
    .where('assignment_id', '=', assignmentId)
    .where('engagement_id', '=', engagementId)
    .where('submitted_on', 'is not', null)
    .orderBy('submitted_on')
    .executeTakeFirst();
  return row?.submitted_on ?? null;
}

/** The approved extensions' statuses and new due dates of an assignment (for its effective due date). */
export async function approvedExtensions(trx: Trx, assignmentId: number, engagementId: number) {
  const rows = await trx
    .selectFrom('extensions')
    .select(['status', 'new_due_date'])
    .where('assignment_id', '=', assignmentId)
    .where('engagement_id', '=', engagementId)
    .where('status', '=', 'Approved')
    .execute();
  return rows.map((r) => ({ status: r.status, newDueDate: r.new_due_date }));
}

export async function moduleHasAssignments(trx: Trx, moduleInstanceId: number): Promise<boolean> {
  const any = await trx
    .selectFrom('assignments')
    .select('id')
    .where('module_instance_id', '=', moduleInstanceId)
    .executeTakeFirst();
  return any !== undefined;
}

/** Whether the file is one the user uploaded and no extension request holds yet. */
export async function isUnattachedUpload(trx: Trx, fileId: number, userId: number): Promise<boolean> {
  const file = await trx
    .selectFrom('files')
    .select('id')
    .where('id', '=', fileId)
    .where('uploaded_by_user_id', '=', userId)
    .executeTakeFirst();
  const used = await trx
    .selectFrom('extensions')
    .select('id')
    .where('evidence_file_id', '=', fileId)
    .executeTakeFirst();
  return file !== undefined && used === undefined;
}

/** The statuses of the earlier requests for the same assignment (or the module as a whole). */
export async function earlierExtensionStatuses(
  trx: Trx,
  engagementId: number,
  moduleInstanceId: number,
  assignmentId: number | null,
): Promise<string[]> {
  const rows = await trx
    .selectFrom('extensions')
    .select('status')
    .where('engagement_id', '=', engagementId)
    .where('module_instance_id', '=', moduleInstanceId)
    .where((eb) => (assignmentId ? eb('assignment_id', '=', assignmentId) : eb('assignment_id', 'is', null)))
    .execute();
  return rows.map((r) => r.status);
}

export async function insertExtension(trx: Trx, values: Insertable<ExtensionsTable>): Promise<number> {
  const row = await trx.insertInto('extensions').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The length asked for and the due date it extends. */
export async function extensionTerms(trx: Trx, id: number) {
  return trx
    .selectFrom('extensions')
    .select(['length', 'original_due_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

export async function recordExtensionDecision(
  trx: Trx,
  id: number,
  decided: DecisionColumns,
  newDueDate: string | null,
): Promise<void> {
  await trx
    .updateTable('extensions')
    .set((eb) => ({ ...decided, new_due_date: newDueDate, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}
