import { applicationStatusLabel } from '@collegium/domain/application-statuses';
import type { TimelineFact } from '@collegium/domain/person-timeline';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { joined } from './fact-text.ts';
import '../leads/tables.ts';

// Issue 17, a person's timeline: what happened before they studied — first contact as a potential
// student, activities and stage changes, events attended, the application and its decisions.

type Db = Kysely<Database>;

const leadIdsOf = async (db: Db, personIds: readonly number[]) =>
  (await db.selectFrom('leads').select('id').where('person_id', 'in', personIds).execute()).map((r) => Number(r.id));

/** First contact as a potential student, one per lead record. */
export async function leadFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'first_contact', 'first_source', 'hub', 'programme_interest', 'created_at'])
    .where('person_id', 'in', personIds)
    .execute();
  return rows.map((r) => ({
    source: 'lead',
    on: r.first_contact ?? String(r.created_at),
    title: 'First contact as a potential student',
    detail: joined(r.first_source, r.hub, r.programme_interest),
    target: { page: 'leads', id: Number(r.id) },
  }));
}

/** Calls, e-mails, meetings, notes and the stage history of the person's potential-student records. */
export async function activityFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const leadIds = await leadIdsOf(db, personIds);
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom('lead_activities')
    .select(['id', 'lead_id', 'kind', 'occurred_on', 'note', 'from_stage', 'to_stage', 'next_action', 'recorded_at'])
    .where('lead_id', 'in', leadIds)
    .execute();
  return rows.map((r) => ({
    source: 'activity',
    on: r.occurred_on,
    at: r.recorded_at,
    title: r.to_stage ? `${r.kind}: ${r.from_stage ? `${r.from_stage} → ` : ''}${r.to_stage}` : r.kind,
    detail: joined(r.note, r.next_action ? `Next: ${r.next_action}` : null),
    target: { page: 'leads', id: Number(r.lead_id) },
  }));
}

/** Events the person registered for or attended. */
export async function eventFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const rows = await db
    .selectFrom('registrations as r')
    .leftJoin('lead_events as e', 'e.id', 'r.event_id')
    .select(['r.id', 'r.event_name', 'r.event_date', 'r.attended', 'e.place', 'e.kind'])
    .where('r.person_id', 'in', personIds)
    .execute();
  return rows.map((r) => ({
    source: 'event',
    on: r.event_date,
    title: `${Number(r.attended) === 1 ? 'Attended' : 'Registered for'} ${r.event_name}`,
    detail: joined(r.kind, r.place),
    target: { page: 'registrations', id: Number(r.id) },
  }));
}

/** The status an audit entry of an application moved it to: field changes, or a confirmation's { status: { from, to } }. */
export function statusMove(changes: string | null): { from: string | null; to: string } | null {
  if (!changes) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(changes);
  } catch {
    return null;
  }
  if (Array.isArray(parsed)) {
    const c = (parsed as { field?: unknown; before?: unknown; after?: unknown }[]).find(
      (x) => x && x.field === 'status' && typeof x.after === 'string',
    );
    return c ? { from: typeof c.before === 'string' ? c.before : null, to: c.after as string } : null;
  }
  const status = (parsed as { status?: { from?: unknown; to?: unknown } } | null)?.status;
  return status && typeof status.to === 'string'
    ? { from: typeof status.from === 'string' ? status.from : null, to: status.to }
    : null;
}

/** Applications started and submitted, and every decision (status change) on them. */
export async function applicationFacts(db: Db, personIds: readonly number[]): Promise<TimelineFact[]> {
  const apps = await db
    .selectFrom('applications')
    .select(['id', 'course', 'intake', 'status', 'created_at', 'submitted_at'])
    .where('person_id', 'in', personIds)
    .execute();
  if (apps.length === 0) return [];
  const facts: TimelineFact[] = [];
  for (const a of apps) {
    const target = { page: 'applications', id: Number(a.id) } as const;
    const course = joined(a.course, a.intake ? `intake ${a.intake}` : null);
    facts.push({
      source: 'application',
      on: String(a.created_at),
      title: 'Application started',
      detail: course,
      target,
    });
    if (a.submitted_at)
      facts.push({ source: 'application', on: a.submitted_at, title: 'Application submitted', detail: course, target });
  }
  const audits = await db
    .selectFrom('audit_log')
    .select(['entity_id', 'at', 'changes'])
    .where('entity', '=', 'applications')
    .where(
      'entity_id',
      'in',
      apps.map((a) => String(a.id)),
    )
    .execute();
  const submittedAt = new Map(apps.map((a) => [String(a.id), a.submitted_at]));
  for (const row of audits) {
    const move = statusMove(row.changes);
    if (!move || move.from === move.to) continue;
    // Issue 19: statuses by the catalogue's labels, of the submitted or the unfinished application
    // as it was then (a 'Rejected' before submission is the college's, after it the SPI's).
    const submitted = submittedAt.get(row.entity_id ?? '');
    const label = (status: string) =>
      applicationStatusLabel(status, submitted != null && submitted <= row.at && status !== 'In progress');
    facts.push({
      source: 'application',
      on: row.at,
      title: `Application status: ${label(move.to)}`,
      detail: move.from ? `from ${label(move.from)}` : null,
      target: { page: 'applications', id: Number(row.entity_id) },
    });
  }
  return facts;
}
