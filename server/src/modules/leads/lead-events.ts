import type { EventInput, LeadEvent, LeadEventDetail } from '@collegium/domain/lead-events';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { notFound } from '../../http/errors.ts';
import './tables.ts';

// Issue 17: the events whose attendee lists are imported (newest first), one event with the people
// registered from it, and adding an event (audited).

function events(db: Kysely<Database>) {
  return db.selectFrom('lead_events as e').select((eb) => [
    'e.id',
    'e.name',
    'e.kind',
    'e.held_on',
    'e.place',
    eb
      .selectFrom('registrations as r')
      .select((r) => r.fn.countAll<number>().as('n'))
      .whereRef('r.event_id', '=', 'e.id')
      .as('attendees'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof events>['execute']>>[number];
const toEvent = (r: Row): LeadEvent => ({
  id: Number(r.id),
  name: r.name,
  kind: r.kind,
  heldOn: r.held_on,
  place: r.place,
  attendees: Number(r.attendees ?? 0),
});

export async function listEvents(db: Kysely<Database>): Promise<LeadEvent[]> {
  const rows = await events(db).orderBy('e.held_on', 'desc').orderBy('e.id', 'desc').limit(500).execute();
  return rows.map(toEvent);
}

export async function eventDetail(db: Kysely<Database>, id: number): Promise<LeadEventDetail> {
  const row = await events(db).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`There is no event with id ${id}.`);
  const attendees = await db
    .selectFrom('registrations as r')
    .innerJoin('people as p', 'p.id', 'r.person_id')
    .leftJoin('leads as l', 'l.person_id', 'r.person_id')
    .select(['r.id', 'p.first_name', 'p.last_name', 'p.email', 'l.id as lead_id'])
    .where('r.event_id', '=', id)
    .orderBy('p.last_name')
    .orderBy('p.first_name')
    .orderBy('r.id')
    .execute();
  const seen = new Set<number>();
  return {
    event: toEvent(row),
    attendees: attendees
      .filter((a) => !seen.has(Number(a.id)) && seen.add(Number(a.id)))
      .map((a) => ({
        registrationId: Number(a.id),
        name: `${a.first_name} ${a.last_name}`,
        email: a.email,
        leadId: a.lead_id === null ? null : Number(a.lead_id),
      })),
  };
}

export async function addEvent(db: Db, input: EventInput, actor: Actor): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const { id } = await trx
      .insertInto('lead_events')
      .values({
        name: input.name,
        kind: input.kind,
        held_on: input.heldOn,
        place: input.place,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'lead_events',
      entityId: id,
      action: 'create',
      changes: Object.entries(input).map(([field, after]) => ({ field, before: null, after })),
    });
    return Number(id);
  });
}
