import {
  MERGE_FIELDS,
  mergeProblem,
  type MergeLeadsInput,
  type MergePreview,
  type OtherHoldings,
} from '@collegium/domain/lead-merge';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { type Actor, auditActor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { STALE_VERSION_MESSAGE } from '../entities/record-repository.ts';
import type { ForeignKey } from '../privacy/person-graph.ts';
import { recordStageChange, recorderOf } from './lead-stage-changes.ts';
import { heldBy, mergeLinks } from './merge-holdings.ts';
import './tables.ts';

// Issue 17: merging a duplicate potential student into another (ARCHITECTURE.md, "Merging
// duplicates"). One transaction: the other lead's activities and stage history move to the
// survivor, its person's consents and event registrations to the survivor's person (a
// registration for an event the survivor already has is the same attendance, so one stays), the
// chosen values are written, the other lead and its person are deleted, and the merge is audited.

type Trx = Transaction<Database>;
type Side = MergePreview['survivor'] & { leadVersion: number };

async function readSide(trx: Trx, id: number): Promise<Side> {
  const row = await trx
    .selectFrom('leads as l')
    .innerJoin('people as p', 'p.id', 'l.person_id')
    .selectAll('l')
    .select(['p.title', 'p.first_name', 'p.last_name', 'p.email', 'p.phone', 'p.post_code'])
    .select('p.version as person_version')
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`There is no potential student with id ${id}.`);
  const personId = Number(row.person_id);
  const count = async (table: 'consents' | 'registrations') =>
    Number(
      (
        await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('person_id', '=', personId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const activities = await trx
    .selectFrom('lead_activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('lead_id', '=', id)
    .executeTakeFirstOrThrow();
  const record = row as unknown as Record<string, unknown>;
  return {
    id: Number(row.id),
    version: Number(row.version) + Number(row.person_version),
    leadVersion: Number(row.version),
    personId,
    values: Object.fromEntries(
      MERGE_FIELDS.map((f) => [f.name, record[f.column] == null ? null : String(record[f.column])]),
    ),
    activities: Number(activities.n),
    registrations: await count('registrations'),
    consents: await count('consents'),
    applicationId: row.application_id === null ? null : Number(row.application_id),
  };
}

async function sides(trx: Trx, links: readonly ForeignKey[], id: number, otherId: number) {
  const survivor = await readSide(trx, id);
  const other = await readSide(trx, otherId);
  const holdings: OtherHoldings =
    survivor.personId === other.personId
      ? // One person, two leads: only the other lead is deleted, so only what points at it counts.
        {
          other: await heldBy(
            trx,
            links.filter((l) => l.references === 'leads'),
            other.personId,
            other.id,
          ),
          survivor: [],
        }
      : {
          other: await heldBy(trx, links, other.personId, other.id),
          survivor: await heldBy(trx, links, survivor.personId, id),
        };
  return { survivor, other, problem: mergeProblem(survivor, other, holdings) };
}

export async function mergePreview(db: Db, id: number, otherId: number): Promise<MergePreview> {
  const links = await mergeLinks(db);
  return db.kysely.transaction().execute(async (trx) => {
    const { survivor, other, problem } = await sides(trx, links, id, otherId);
    const shown = ({ leadVersion: _, ...rest }: Side) => rest;
    return {
      survivor: shown(survivor),
      other: shown(other),
      problem,
      fields: MERGE_FIELDS.map((f) => ({ name: f.name, label: f.label })),
    };
  });
}

/** The other person's registrations move to the survivor's; one for an event the survivor has is merged into it. */
async function moveRegistrations(trx: Trx, fromPerson: number, toPerson: number, now: string) {
  const theirs = await trx
    .selectFrom('registrations')
    .select(['id', 'event_id', 'attended'])
    .where('person_id', '=', fromPerson)
    .execute();
  for (const r of theirs) {
    const same =
      r.event_id === null
        ? undefined
        : await trx
            .selectFrom('registrations')
            .select(['id', 'attended'])
            .where('person_id', '=', toPerson)
            .where('event_id', '=', r.event_id)
            .executeTakeFirst();
    if (same) {
      if (Number(r.attended) === 1 && Number(same.attended) !== 1)
        await trx
          .updateTable('registrations')
          .set({ attended: 1, updated_at: now })
          .where('id', '=', same.id)
          .execute();
      await trx.deleteFrom('registrations').where('id', '=', r.id).execute();
    } else {
      await trx
        .updateTable('registrations')
        .set({ person_id: toPerson, updated_at: now })
        .where('id', '=', r.id)
        .execute();
    }
  }
}

export async function mergeLeads(db: Db, id: number, input: MergeLeadsInput, actor: Actor): Promise<number> {
  const take = new Set<string>(input.take);
  const links = await mergeLinks(db);
  return db.kysely.transaction().execute(async (trx) => {
    const { survivor, other, problem } = await sides(trx, links, id, input.otherId);
    // Either record changed since it was read (the preview): refuse before anything is written.
    if (survivor.version !== input.version || other.version !== input.otherVersion)
      throw conflict(STALE_VERSION_MESSAGE);
    if (problem) throw validationFailed([{ param: 'otherId', message: problem }]);
    const now = new Date().toISOString();
    const chosen = (name: string) => (take.has(name) ? other : survivor).values[name] ?? null;
    const set = (person: boolean) =>
      Object.fromEntries(MERGE_FIELDS.filter((f) => f.person === person).map((f) => [f.column, chosen(f.name)]));
    const otherLead = await trx
      .selectFrom('leads')
      .select(['owner_user_id', 'application_id'])
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();

    await trx.updateTable('lead_activities').set({ lead_id: id }).where('lead_id', '=', other.id).execute();
    if (other.personId !== survivor.personId) {
      await moveRegistrations(trx, other.personId, survivor.personId, now);
      await trx
        .updateTable('consents')
        .set({ person_id: survivor.personId, updated_at: now })
        .where('person_id', '=', other.personId)
        .execute();
    }
    await trx.deleteFrom('leads').where('id', '=', other.id).execute();
    if (other.personId !== survivor.personId) await trx.deleteFrom('people').where('id', '=', other.personId).execute();
    await trx
      .updateTable('people')
      .set({ ...set(true), updated_at: now })
      .where('id', '=', survivor.personId)
      .execute();
    await trx
      .updateTable('leads')
      .set((eb) => ({
        ...set(false),
        owner_user_id: eb.fn.coalesce('owner_user_id', eb.val(otherLead.owner_user_id)),
        application_id: eb.fn.coalesce('application_id', eb.val(otherLead.application_id)),
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute();
    const stage = chosen('stage');
    if (stage && stage !== survivor.values.stage)
      await recordStageChange(trx, {
        leadId: id,
        from: survivor.values.stage ?? null,
        to: stage,
        userId: recorderOf(actor),
      });
    const changes = MERGE_FIELDS.filter((f) => chosen(f.name) !== survivor.values[f.name]).map((f) => ({
      field: f.name,
      before: survivor.values[f.name] ?? null,
      after: chosen(f.name),
    }));
    const moved = { activities: other.activities, registrations: other.registrations, consents: other.consents };
    const audit = { ...auditActor(actor), ip: actor.ip, entity: 'leads' };
    await recordAudit(trx, {
      ...audit,
      entityId: id,
      action: 'merge',
      changes: { mergedLeadId: other.id, moved, changes },
    });
    await recordAudit(trx, {
      ...audit,
      entityId: other.id,
      action: 'merged-into',
      changes: { survivorId: id, values: other.values, personId: other.personId },
    });
    return id;
  });
}
