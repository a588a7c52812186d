import type { AttendeeImport, AttendeeRow } from '@collegium/domain/lead-events';
import { LEAD_SOURCES } from '@collegium/domain/entities/leads';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { type Attendee, parseMapping, readAttendees } from './attendee-rows.ts';
import { recordStageChange, recorderOf } from './lead-stage-changes.ts';
import './tables.ts';

// Issue 17: an event's attendee list imported in one transaction. Each attendee is matched to a
// person held (e-mail, else first name, last name and postcode); someone new becomes a person and a
// potential student at "Initial contact made". Each gets a registration for the event (once: the
// same file twice adds nothing) and, when they are a potential student, an "Event attended"
// activity. The dry run is the same work rolled back, so it shows exactly what the import will do;
// the import itself is refused whole (422) while any row fails.

type Trx = Transaction<Database>;
type Event = { id: number; name: string; kind: string; held_on: string };
class DryRun extends Error {}

const FIRST_STAGE = 'Initial contact made';

async function findPerson(trx: Trx, a: Attendee): Promise<{ id: number; by: string } | null> {
  if (a.email) {
    const row = await trx
      .selectFrom('people')
      .select('id')
      .where(sql<string>`lower(email)`, '=', a.email.toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
    if (row) return { id: Number(row.id), by: 'e-mail' };
  }
  if (!a.postCode) return null;
  const row = await trx
    .selectFrom('people')
    .select('id')
    .where(sql<string>`lower(first_name)`, '=', a.firstName.toLowerCase())
    .where(sql<string>`lower(last_name)`, '=', a.lastName.toLowerCase())
    .where(sql<string>`upper(replace(post_code, ' ', ''))`, '=', a.postCode.replace(/\s+/g, '').toUpperCase())
    .orderBy('id')
    .executeTakeFirst();
  return row ? { id: Number(row.id), by: 'name and postcode' } : null;
}

async function newLead(trx: Trx, a: Attendee, event: Event, now: string, userId: number): Promise<number> {
  const person = await trx
    .insertInto('people')
    .values({
      title: null,
      first_name: a.firstName,
      last_name: a.lastName,
      preferred_name: null,
      email: a.email,
      phone: a.phone,
      address1: null,
      address2: null,
      city: null,
      county: null,
      post_code: a.postCode,
      date_of_birth: null,
      picture_url: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const source = (LEAD_SOURCES as readonly string[]).includes(event.kind) ? event.kind : null;
  const lead = await trx
    .insertInto('leads')
    .values({
      person_id: person.id,
      stage: FIRST_STAGE,
      first_source: source,
      first_contact: event.held_on,
      hub: null,
      programme_interest: null,
      notes: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordStageChange(trx, { leadId: lead.id, from: null, to: FIRST_STAGE, userId, occurredOn: event.held_on });
  return Number(person.id);
}

/** Someone with neither e-mail nor postcode is known to this event by name alone (so a list read twice adds nothing). */
async function registeredByName(trx: Trx, a: Attendee, eventId: number): Promise<boolean> {
  if (a.email || a.postCode) return false;
  const row = await trx
    .selectFrom('registrations as r')
    .innerJoin('people as p', 'p.id', 'r.person_id')
    .select('r.id')
    .where('r.event_id', '=', eventId)
    .where(sql<string>`lower(p.first_name)`, '=', a.firstName.toLowerCase())
    .where(sql<string>`lower(p.last_name)`, '=', a.lastName.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

async function register(trx: Trx, a: Attendee, event: Event, now: string, userId: number): Promise<AttendeeRow> {
  const name = `${a.firstName} ${a.lastName}`;
  const found = await findPerson(trx, a);
  if (!found && (await registeredByName(trx, a, event.id)))
    return { row: a.row, action: 'already', label: `${name}: already registered (by name)`, errors: [] };
  const personId = found?.id ?? (await newLead(trx, a, event, now, userId));
  const already = await trx
    .selectFrom('registrations')
    .select('id')
    .where('event_id', '=', event.id)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (already) return { row: a.row, action: 'already', label: `${name}: already registered`, errors: [] };
  await trx
    .insertInto('registrations')
    .values({
      person_id: personId,
      event_name: event.name,
      event_date: event.held_on,
      attended: 1,
      notes: null,
      event_id: event.id,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const leads = await trx.selectFrom('leads').select('id').where('person_id', '=', personId).execute();
  for (const lead of leads) {
    await trx
      .insertInto('lead_activities')
      .values({
        lead_id: lead.id,
        kind: 'Event attended',
        occurred_on: event.held_on,
        note: event.name,
        from_stage: null,
        to_stage: null,
        next_action: null,
        next_action_due: null,
        done_at: null,
        application_id: null,
        recorded_by_user_id: userId,
        recorded_at: now,
      })
      .execute();
  }
  return found
    ? { row: a.row, action: 'matched', label: `${name}: matched by ${found.by}`, errors: [] }
    : { row: a.row, action: 'new', label: `${name}: new potential student`, errors: [] };
}

export interface AttendeeUpload {
  filename: string;
  bytes: Buffer;
  mapping?: string;
}

export async function importAttendees(
  db: Db,
  eventId: number,
  upload: AttendeeUpload,
  commit: boolean,
  actor: Actor,
): Promise<AttendeeImport> {
  const event = await db.kysely
    .selectFrom('lead_events')
    .select(['id', 'name', 'kind', 'held_on'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound(`There is no event with id ${eventId}.`);
  const file = await readAttendees(upload.filename, upload.bytes, parseMapping(upload.mapping));
  if (commit && file.problems.length > 0) throw validationFailed(file.problems);
  if (commit && file.bad.length > 0)
    throw validationFailed(
      file.bad.map((r) => ({
        param: `row ${r.row}`,
        message: r.errors.map((e) => `${e.column}: ${e.message}`).join(' '),
      })),
    );
  const rows: AttendeeRow[] = [...file.bad];
  const now = new Date().toISOString();
  const userId = recorderOf(actor);
  const write = commit && file.bad.length === 0;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      for (const a of file.attendees)
        rows.push(await register(trx, { ...a }, { ...event, id: Number(event.id) }, now, userId));
      if (!write) throw new DryRun();
      const counts = countOf(rows);
      await recordAudit(trx, {
        ...auditActor(actor),
        ip: actor.ip,
        entity: 'lead_events',
        entityId: event.id,
        action: 'attendees.import',
        changes: { fileName: upload.filename, ...counts },
      });
    });
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
  }
  rows.sort((a, b) => a.row - b.row);
  return {
    headers: file.headers,
    mapping: file.mapping,
    problems: file.problems,
    rows,
    counts: countOf(rows),
    committed: write,
  };
}

function countOf(rows: readonly AttendeeRow[]) {
  const n = (action: AttendeeRow['action']) => rows.filter((r) => r.action === action).length;
  return { new: n('new'), matched: n('matched'), already: n('already'), error: n('error') };
}
