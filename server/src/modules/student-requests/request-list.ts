import { formatDate } from '@collegium/domain/date-format';
import {
  type RequestView,
  requestStatusLabel,
  STUDENT_REQUEST_TYPES,
  type StudentRequestType,
} from '@collegium/domain/student-requests';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

// Issue 5: the requests as the student and the registry read them: extensions and the deferral,
// IoS and withdrawal requests in one list, newest first. Dates in `detail` are written in the
// college's DATE_FORMAT, as every other date the product shows.

export const KINDS = ['Extension', ...STUDENT_REQUEST_TYPES] as const;
export type Kind = (typeof KINDS)[number];

export interface RequestFilter {
  studentId?: number;
  type?: Kind;
  status?: string;
  hub?: string;
  kind?: Kind;
  id?: number;
}

/** The columns both kinds of request share, as the queries select them. */
interface CommonRow {
  id: number;
  studentId: number;
  first_name: string;
  last_name: string;
  hub: string | null;
  engagement_id: number;
  intention: string | null;
  status: string;
  reason: string;
  requested_at: string;
  decided_at: string | null;
  decision_note: string | null;
}

/** An extension request as both lists show it. */
export function extensionItem(
  r: CommonRow & {
    length: string;
    title: string | null;
    new_due_date: string | null;
    evidence_file_id: number | null;
    due_date: string | null;
    submitted_on: string | null;
  },
): RequestView {
  return {
    kind: 'Extension',
    id: r.id,
    studentId: r.studentId,
    studentName: `${r.first_name} ${r.last_name}`,
    hub: r.hub,
    engagementId: r.engagement_id,
    status: r.status,
    reason: r.reason,
    detail: r.title ? `${r.length}: ${r.title}` : r.length,
    requestedAt: r.requested_at,
    decidedAt: r.decided_at,
    decisionNote: r.decision_note,
    newDueDate: r.new_due_date,
    hasEvidence: r.evidence_file_id !== null,
    intention: r.intention,
    scheduledFor: null,
    notApplied: null,
    statusLabel: r.status,
    dueDate: r.due_date,
    submittedOn: r.submitted_on,
  };
}

/** Issue 19: the day the request's student handed its assignment in (null when not, or no assignment). */
export const extensionSubmittedOn = sql<string | null>`(select min(sub.submitted_on) from submissions as sub
  where sub.assignment_id = ${sql.ref('x.assignment_id')} and sub.engagement_id = ${sql.ref('x.engagement_id')})`;

/** A deferral, IoS or withdrawal request as both lists show it. */
export function studentRequestItem(
  r: CommonRow & {
    type: string;
    effective_date: string;
    return_date: string | null;
    applied_at: string | null;
    not_applied_reason: string | null;
  },
  dateFormat: string,
): RequestView {
  const returning = r.return_date ? `, returning ${formatDate(r.return_date, dateFormat)}` : '';
  const scheduledFor =
    r.status === 'Approved' && r.applied_at === null && r.not_applied_reason === null ? r.effective_date : null;
  return {
    kind: r.type as StudentRequestType,
    id: r.id,
    studentId: r.studentId,
    studentName: `${r.first_name} ${r.last_name}`,
    hub: r.hub,
    engagementId: r.engagement_id,
    status: r.status,
    reason: r.reason,
    detail: `From ${formatDate(r.effective_date, dateFormat)}${returning}`,
    requestedAt: r.requested_at,
    decidedAt: r.decided_at,
    decisionNote: r.decision_note,
    newDueDate: null,
    hasEvidence: false,
    intention: r.intention,
    scheduledFor,
    notApplied: r.not_applied_reason,
    statusLabel: requestStatusLabel(r.status, scheduledFor, r.not_applied_reason, (d) => formatDate(d, dateFormat)),
  };
}

export async function listRequests(db: Kysely<Database>, f: RequestFilter, dateFormat: string): Promise<RequestView[]> {
  const items: RequestView[] = [];
  if ((!f.type || f.type === 'Extension') && (!f.kind || f.kind === 'Extension')) {
    let q = db
      .selectFrom('extensions as x')
      .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
      .innerJoin('students as s', 's.id', 'e.student_id')
      .innerJoin('people as p', 'p.id', 's.person_id')
      .leftJoin('assignments as a', 'a.id', 'x.assignment_id')
      .select([
        'x.id',
        's.id as studentId',
        'p.first_name',
        'p.last_name',
        's.hub',
        'x.engagement_id',
        'e.intention',
        'x.status',
        'x.reason',
        'x.length',
        'a.title',
        'x.requested_at',
        'x.decided_at',
        'x.decision_note',
        'x.new_due_date',
        'x.evidence_file_id',
        'x.original_due_date as due_date',
        extensionSubmittedOn.as('submitted_on'),
      ]);
    if (f.studentId) q = q.where('s.id', '=', f.studentId);
    if (f.status) q = q.where('x.status', '=', f.status);
    if (f.hub) q = q.where('s.hub', '=', f.hub);
    if (f.kind === 'Extension' && f.id) q = q.where('x.id', '=', f.id);
    for (const r of await q.execute()) items.push(extensionItem(r));
  }
  if (f.type !== 'Extension' && f.kind !== 'Extension') {
    let q = db
      .selectFrom('student_requests as r')
      .innerJoin('students as s', 's.id', 'r.student_id')
      .innerJoin('people as p', 'p.id', 's.person_id')
      .innerJoin('engagements as e', 'e.id', 'r.engagement_id')
      .select([
        'r.id',
        'r.type',
        's.id as studentId',
        'p.first_name',
        'p.last_name',
        's.hub',
        'r.engagement_id',
        'e.intention',
        'r.status',
        'r.reason',
        'r.effective_date',
        'r.return_date',
        'r.requested_at',
        'r.decided_at',
        'r.decision_note',
        'r.applied_at',
        'r.not_applied_reason',
      ]);
    if (f.studentId) q = q.where('s.id', '=', f.studentId);
    if (f.type) q = q.where('r.type', '=', f.type);
    if (f.status) q = q.where('r.status', '=', f.status);
    if (f.hub) q = q.where('s.hub', '=', f.hub);
    if (f.kind && f.id) q = q.where('r.type', '=', f.kind).where('r.id', '=', f.id);
    for (const r of await q.execute()) items.push(studentRequestItem(r, dateFormat));
  }
  return items.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt) || b.id - a.id);
}

export async function oneRequest(db: Kysely<Database>, f: RequestFilter, dateFormat: string): Promise<RequestView> {
  const [found] = await listRequests(db, f, dateFormat);
  if (!found) throw notFound('There is no such request.');
  return found;
}
