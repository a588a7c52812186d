import { formatPounds } from '@collegium/domain/money-format';
import type { TimelineFact } from '@collegium/domain/person-timeline';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { joined } from './fact-text.ts';

// Issue 17, a person's timeline: their time as a student — engagements and status changes,
// requests, support (special category) and, for finance readers, invoices and payments.

type Db = Kysely<Database>;
const pounds = (pence: number) => formatPounds(Number(pence) / 100);

export const studentIdsOf = async (db: Db, personIds: readonly number[]) =>
  (await db.selectFrom('students').select('id').where('person_id', 'in', personIds).execute()).map((r) => Number(r.id));

/** Each engagement's start and every status change on it. */
export async function engagementFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const studentIds = await studentIdsOf(db, personIds);
  if (studentIds.length === 0) return [];
  const engagements = await db
    .selectFrom('engagements as e')
    .leftJoin('programmes as p', 'p.code', 'e.programme_code')
    .select(['e.id', 'e.student_id', 'e.programme_code', 'p.title', 'e.start_intake', 'e.hub', 'e.pace'])
    .where('e.student_id', 'in', studentIds)
    .execute();
  if (engagements.length === 0) return [];
  const studentOf = new Map(engagements.map((e) => [Number(e.id), Number(e.student_id)]));
  const programmeOf = new Map(engagements.map((e) => [Number(e.id), e.title ?? e.programme_code]));
  const facts: TimelineFact[] = engagements.map((e) => ({
    source: 'engagement',
    on: e.start_intake,
    title: `Engagement: ${e.title ?? e.programme_code}`,
    detail: joined(e.pace, e.hub),
    target: { page: 'students', id: Number(e.student_id) },
  }));
  const changes = await db
    .selectFrom('engagement_status_changes')
    .select(['engagement_id', 'from_status', 'to_status', 'reason', 'effective_date', 'changed_at'])
    .where(
      'engagement_id',
      'in',
      engagements.map((e) => Number(e.id)),
    )
    .execute();
  for (const c of changes)
    facts.push({
      source: 'engagement',
      on: c.effective_date,
      at: c.changed_at,
      title: `Status: ${c.from_status ? `${c.from_status} → ` : ''}${c.to_status}`,
      detail: joined(programmeOf.get(Number(c.engagement_id)), c.reason),
      target: { page: 'students', id: Number(studentOf.get(Number(c.engagement_id))) },
    });
  return facts;
}

/** Deferral, interruption and withdrawal requests: asked, then decided. */
export async function requestFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const studentIds = await studentIdsOf(db, personIds);
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('student_requests')
    .select(['student_id', 'type', 'status', 'effective_date', 'requested_at', 'decided_at'])
    .where('student_id', 'in', studentIds)
    .execute();
  return rows.flatMap((r) => {
    const target = { page: 'students', id: Number(r.student_id) } as const;
    const asked: TimelineFact = {
      source: 'request',
      on: r.requested_at,
      title: `${r.type} requested`,
      detail: `from ${r.effective_date}`,
      target,
    };
    if (!r.decided_at) return [asked];
    return [
      asked,
      { source: 'request', on: r.decided_at, title: `${r.type} request ${r.status}`, detail: null, target },
    ];
  });
}

/** Support declarations and learning support (special category: their right is checked before reading). */
export async function supportFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const studentIds = await studentIdsOf(db, personIds);
  if (studentIds.length === 0) return [];
  const declarations = await db
    .selectFrom('student_support_declarations')
    .select(['student_id', 'kind', 'submitted_at'])
    .where('student_id', 'in', studentIds)
    .execute();
  const support = await db
    .selectFrom('learning_support')
    .select(['student_id', 'categories', 'disclosed_on', 'created_at'])
    .where('student_id', 'in', studentIds)
    .execute();
  return [
    ...declarations.map<TimelineFact>((d) => ({
      source: 'support',
      on: d.submitted_at,
      title: `Support declaration: ${d.kind}`,
      detail: null,
      target: { page: 'students', id: Number(d.student_id) },
    })),
    ...support.map<TimelineFact>((s) => ({
      source: 'support',
      on: s.disclosed_on ?? String(s.created_at),
      title: 'Learning support recorded',
      detail: s.categories || null,
      target: { page: 'students', id: Number(s.student_id) },
    })),
  ];
}

/** Issued invoices and the payments against them (drafts are replaced on regeneration, so not history). */
export async function financeFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const studentIds = await studentIdsOf(db, personIds);
  if (studentIds.length === 0) return [];
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'description', 'issued_on', 'amount_pence'])
    .where('student_id', 'in', studentIds)
    .where('status', '!=', 'draft')
    .execute();
  const payments = await db
    .selectFrom('payments as pay')
    .innerJoin('invoices as i', 'i.id', 'pay.invoice_id')
    .select(['pay.invoice_id', 'pay.received_on', 'pay.amount_pence', 'pay.method', 'pay.created_at', 'i.number'])
    .where('pay.student_id', 'in', studentIds)
    .execute();
  return [
    ...invoices.map<TimelineFact>((i) => ({
      source: 'finance',
      on: i.issued_on,
      title: `Invoice ${i.number}: ${pounds(i.amount_pence)}`,
      detail: i.description,
      target: { page: 'invoices', id: Number(i.id) },
    })),
    ...payments.map<TimelineFact>((p) => ({
      source: 'finance',
      on: p.received_on,
      at: String(p.created_at),
      title: `Payment of ${pounds(p.amount_pence)}`,
      detail: joined(p.method, `against ${p.number}`),
      target: { page: 'invoices', id: Number(p.invoice_id) },
    })),
  ];
}
