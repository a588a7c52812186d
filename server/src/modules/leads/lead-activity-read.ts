import type { Activity, ActivityFeedQuery } from '@collegium/domain/lead-activity';
import { leadMovesFrom } from '@collegium/domain/lead-stage-moves';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import './tables.ts';

// Issue 17: the activity feed at the /leads root (newest first, filtered by the lead's hub, stage
// and owner and by the day), a staff member's follow-ups, and one lead's activity.

type Db = Kysely<Database>;

function activities(db: Db) {
  return db
    .selectFrom('lead_activities as a')
    .innerJoin('leads as l', 'l.id', 'a.lead_id')
    .innerJoin('people as p', 'p.id', 'l.person_id')
    .leftJoin('users as u', 'u.id', 'a.recorded_by_user_id')
    .leftJoin('people as up', 'up.id', 'u.person_id');
}

function selectActivity(q: ReturnType<typeof activities>) {
  return q.select([
    'a.id',
    'a.lead_id',
    'p.first_name',
    'p.last_name',
    'l.hub',
    'l.stage',
    'a.kind',
    'a.occurred_on',
    'a.note',
    'a.from_stage',
    'a.to_stage',
    'a.next_action',
    'a.next_action_due',
    'a.done_at',
    'a.application_id',
    'up.first_name as by_first',
    'up.last_name as by_last',
    'a.recorded_at',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectActivity>['execute']>>[number];

const toActivity = (r: Row): Activity => ({
  id: Number(r.id),
  leadId: Number(r.lead_id),
  leadName: `${r.first_name} ${r.last_name}`,
  hub: r.hub,
  stage: r.stage,
  kind: r.kind,
  occurredOn: r.occurred_on,
  note: r.note,
  fromStage: r.from_stage,
  toStage: r.to_stage,
  nextAction: r.next_action,
  nextActionDue: r.next_action_due,
  doneAt: r.done_at,
  applicationId: r.application_id === null ? null : Number(r.application_id),
  recordedBy: r.by_first === null ? null : `${r.by_first} ${r.by_last}`,
  recordedAt: r.recorded_at,
});

export async function activityFeed(db: Db, query: ActivityFeedQuery) {
  const filtered = activities(db)
    .$if(query.hub !== undefined, (q) => q.where('l.hub', '=', query.hub as string))
    .$if(query.stage !== undefined, (q) => q.where('l.stage', '=', query.stage as string))
    .$if(query.owner !== undefined, (q) => q.where('l.owner_user_id', '=', query.owner as number))
    .$if(query.from !== undefined, (q) => q.where('a.occurred_on', '>=', query.from as string))
    .$if(query.to !== undefined, (q) => q.where('a.occurred_on', '<=', query.to as string));
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const offset = (query.page - 1) * query.pageSize;
  const rows =
    offset >= Number(total)
      ? []
      : await selectActivity(filtered)
          .orderBy('a.occurred_on', 'desc')
          .orderBy('a.id', 'desc')
          .limit(query.pageSize)
          .offset(offset)
          .execute();
  return { items: rows.map(toActivity), total: Number(total), page: query.page, pageSize: query.pageSize };
}

/** The staff following at least one lead, for the feed's owner filter. */
export async function leadOwners(db: Db) {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('people as p', 'p.id', 'u.person_id')
    .select(['u.id', 'p.first_name', 'p.last_name'])
    .where('u.id', 'in', db.selectFrom('leads').select('owner_user_id').where('owner_user_id', 'is not', null))
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: `${r.first_name} ${r.last_name}` }));
}

/** The open next actions the user logged, or that are on leads they follow; soonest due first. */
export async function followUpsOf(db: Db, userId: number): Promise<Activity[]> {
  const rows = await selectActivity(activities(db))
    .where('a.next_action_due', 'is not', null)
    .where('a.done_at', 'is', null)
    .where((eb) => eb.or([eb('a.recorded_by_user_id', '=', userId), eb('l.owner_user_id', '=', userId)]))
    .orderBy('a.next_action_due')
    .orderBy('a.id')
    .limit(200)
    .execute();
  return rows.map(toActivity);
}

export async function leadActivity(db: Db, leadId: number, userId: number) {
  const lead = await db
    .selectFrom('leads as l')
    .leftJoin('users as u', 'u.id', 'l.owner_user_id')
    .leftJoin('people as p', 'p.id', 'u.person_id')
    .select(['l.id', 'l.stage', 'l.owner_user_id', 'l.application_id', 'p.first_name', 'p.last_name'])
    .where('l.id', '=', leadId)
    .executeTakeFirst();
  if (!lead) throw notFound(`There is no potential student with id ${leadId}.`);
  const rows = await selectActivity(activities(db))
    .where('a.lead_id', '=', leadId)
    .orderBy('a.occurred_on', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
  const ownerId = lead.owner_user_id === null ? null : Number(lead.owner_user_id);
  return {
    leadId,
    stage: lead.stage,
    moves: leadMovesFrom(lead.stage),
    owner: ownerId === null ? null : { id: ownerId, name: `${lead.first_name} ${lead.last_name}` },
    followedByMe: ownerId === userId,
    applicationId: lead.application_id === null ? null : Number(lead.application_id),
    activities: rows.map(toActivity),
  };
}
