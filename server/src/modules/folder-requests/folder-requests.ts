import { requestSubjectAccess } from '../privacy/subject-access.ts';
import type { FolderRequestInput, FolderRequestQueueItem, FolderRequestView } from '@collegium/domain/student-finance';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database, FolderRequestsTable } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { mailDate } from '../mail/links.ts';
import { enqueueMail } from '../mail/enqueue.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { onUniqueViolation } from '../../http/db-constraints.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// spec 7.3 forms/student/folder-request: the student asks for a copy of their student file (as a
// subject access request would). One may be pending at a time (a unique index holds it even when
// two arrive together). It goes to the e-mail or postal address on their record at that moment.

const viewOf = (r: Selectable<FolderRequestsTable>): FolderRequestView => ({
  id: r.id,
  status: r.status as FolderRequestView['status'],
  reason: r.reason,
  delivery: r.delivery as FolderRequestView['delivery'],
  sendTo: r.send_to,
  requestedAt: r.requested_at,
  completedAt: r.completed_at,
  decisionNote: r.decision_note,
});

const PENDING = 'You already have a request for a copy of your file waiting. The registry will send it soon.';

export async function listFolderRequests(db: Kysely<Database>, studentId: number) {
  const rows = await db
    .selectFrom('folder_requests')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('requested_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { items: rows.map(viewOf) };
}

export async function requestFolder(db: Db, me: OwnStudent, input: FolderRequestInput): Promise<FolderRequestView> {
  const at = new Date().toISOString();
  return onUniqueViolation(conflict(PENDING), () =>
    db.kysely.transaction().execute(async (trx) => {
      const pending = await trx
        .selectFrom('folder_requests')
        .select('id')
        .where('student_id', '=', me.id)
        .where('status', '=', 'Pending')
        .executeTakeFirst();
      if (pending) throw conflict(PENDING);
      const p = await trx
        .selectFrom('people')
        .select(['email', 'address1', 'address2', 'city', 'county', 'post_code'])
        .where('id', '=', me.personId)
        .executeTakeFirstOrThrow();
      const address = [p.address1, p.address2, p.city, p.county, p.post_code].filter(Boolean).join(', ');
      const sendTo = input.delivery === 'Email' ? (p.email ?? '') : address;
      if (sendTo === '' || (input.delivery === 'Post' && !p.post_code)) {
        throw validationFailed([
          {
            param: 'delivery',
            message:
              input.delivery === 'Email'
                ? 'There is no e-mail address on your record: choose post, or ask the registry to add one.'
                : 'There is no full postal address on your record: add it in Personal Details first, or choose e-mail.',
          },
        ]);
      }
      const row = await trx
        .insertInto('folder_requests')
        .values({
          student_id: me.id,
          status: 'Pending',
          reason: input.reason,
          delivery: input.delivery,
          send_to: sendTo,
          requested_at: at,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        ...auditActor(me.actor),
        entity: 'students',
        entityId: me.id,
        action: 'folder requested',
        changes: { folderRequestId: row.id, delivery: input.delivery },
        ip: me.actor.ip,
      });
      return viewOf(row);
    }),
  );
}

/** The requests with their student and who completed them (staff's queue; folder-request-list.ts). */
export function queueRows(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('folder_requests as r')
    .innerJoin('students as s', 's.id', 'r.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('users as u', 'u.id', 'r.completed_by_user_id')
    .leftJoin('people as up', 'up.id', 'u.person_id')
    .selectAll('r')
    .select(['p.first_name', 'p.last_name', 's.partner_id', 'up.first_name as by_first', 'up.last_name as by_last']);
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['executeTakeFirstOrThrow']>>;

export function queueItemOf(r: QueueRow): FolderRequestQueueItem {
  return {
    ...viewOf(r),
    studentId: r.student_id,
    studentName: `${r.first_name} ${r.last_name}`,
    partnerId: r.partner_id,
    completedBy: r.by_first ? `${r.by_first} ${r.by_last}` : null,
  };
}

/** One request as the queue shows it. */
async function queueItem(db: Transaction<Database>, id: number): Promise<FolderRequestQueueItem | undefined> {
  const row = await queueRows(db).where('r.id', '=', id).executeTakeFirst();
  return row ? queueItemOf(row) : undefined;
}

/** The registry marks a pending request sent, or declines it with a reason the student reads. */
export async function decideFolderRequest(
  db: Db,
  id: number,
  input: { status: 'Sent' | 'Declined'; note: string },
  actor: Actor,
): Promise<FolderRequestQueueItem> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('folder_requests')
      .select(['id', 'status', 'student_id', 'delivery', 'send_to', 'requested_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no folder request with id ${id}.`);
    if (row.status !== 'Pending') throw conflict(`This request has already been ${row.status.toLowerCase()}.`);
    const at = new Date().toISOString();
    const done = await trx
      .updateTable('folder_requests')
      .set((eb) => ({
        status: input.status,
        decision_note: input.note.trim() || null,
        completed_at: at,
        completed_by_user_id: actor.userId,
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw conflict('This request was completed by someone else a moment ago.');
    const mailed = await mailOutcome(trx, row, input);
    // Issue 15: a folder request sent is the student's subject access: the export of everything
    // held about them is made by a job, and the registry finds it on the person's privacy page.
    if (input.status === 'Sent') {
      const student = await trx
        .selectFrom('students')
        .select('person_id')
        .where('id', '=', row.student_id)
        .executeTakeFirstOrThrow();
      await requestSubjectAccess(trx, {
        personId: student.person_id,
        requestedByUserId: actor.userId,
        asUserId: actor.asUserId,
        folderRequestId: id,
        ip: actor.ip,
      });
    }
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'students',
      entityId: row.student_id,
      action: `folder request ${input.status.toLowerCase()}`,
      changes: { folderRequestId: id, mailed },
    });
    const item = await queueItem(trx, id);
    return item as FolderRequestQueueItem;
  });
}

/** Tells the student by e-mail what became of their request; false when the record has no address. */
async function mailOutcome(
  trx: Transaction<Database>,
  row: { id: number; student_id: number; delivery: string; send_to: string; requested_at: string },
  input: { status: 'Sent' | 'Declined'; note: string },
): Promise<boolean> {
  const p = await trx
    .selectFrom('students as s')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select(['p.email', 'p.first_name', 'p.preferred_name', 'p.last_name'])
    .where('s.id', '=', row.student_id)
    .executeTakeFirstOrThrow();
  if (!p.email?.includes('@')) return false;
  const outcome =
    input.status === 'Sent'
      ? `We have sent it ${row.delivery === 'Email' ? 'by e-mail to' : 'by post to'} ${row.send_to}.`
      : 'We are not able to send it at present, for the reason below.';
  await enqueueMail(trx, {
    template: 'folder-request-outcome',
    to: p.email,
    toName: `${p.first_name} ${p.last_name}`,
    data: {
      studentName: p.preferred_name || p.first_name,
      requestedOn: mailDate(row.requested_at),
      outcome,
      note: input.note.trim(),
    },
    relatedEntity: 'students',
    relatedId: row.student_id,
  });
  return true;
}
