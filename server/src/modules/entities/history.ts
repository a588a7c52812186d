import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { personName } from '../users/person-name.ts';
import type { FieldChange } from './field-changes.ts';

// GET /{entity}/{id}/history: the record's audit entries, newest first, with who did it, whom
// they were acting as, and each changed field's label.

export interface HistoryEntry {
  id: number;
  at: string;
  action: string;
  actor: { id: number; name: string } | null;
  actingAs: { id: number; name: string } | null;
  changes: { field: string; label: string; before: unknown; after: unknown }[];
}

function parseChanges(def: EntityDefinition, json: string | null): HistoryEntry['changes'] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as FieldChange[])
    .filter((c) => c && typeof c.field === 'string')
    .map((c) => ({
      field: c.field,
      label: def.fields.find((f) => f.name === c.field)?.label ?? c.field,
      before: c.before ?? null,
      after: c.after ?? null,
    }));
}

function named(
  id: number | null,
  person: { first_name: string | null; last_name: string | null; preferred_name: string | null },
) {
  if (id === null) return null;
  return {
    id,
    name: personName({
      first_name: person.first_name ?? '',
      last_name: person.last_name ?? '',
      preferred_name: person.preferred_name,
    }),
  };
}

/** Audit entries filed under other records that belong to this one. */
type RelatedRecords = { entity: string; ids: number[] }[];

/**
 * A student's history also shows what was done to their engagements, academic-year sessions and
 * dissertation (enrolment, intentions, dissertation stages), which are audited under those records.
 */
const RELATED: Record<string, (db: Kysely<Database>, id: number) => Promise<RelatedRecords>> = {
  students: async (db, id) => {
    const engagements = (await db.selectFrom('engagements').select('id').where('student_id', '=', id).execute()).map(
      (r) => r.id,
    );
    if (engagements.length === 0) return [];
    const sessions = await db
      .selectFrom('engagement_sessions')
      .select('id')
      .where('engagement_id', 'in', engagements)
      .execute();
    const dissertations = await db
      .selectFrom('dissertations')
      .select('id')
      .where('engagement_id', 'in', engagements)
      .execute();
    return [
      { entity: 'engagements', ids: engagements },
      { entity: 'engagement_sessions', ids: sessions.map((r) => r.id) },
      { entity: 'dissertations', ids: dissertations.map((r) => r.id) },
    ];
  },
};

export async function readHistory(db: Kysely<Database>, def: EntityDefinition, id: number): Promise<HistoryEntry[]> {
  const related = ((await RELATED[def.name]?.(db, id)) ?? []).filter((r) => r.ids.length > 0);
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_user_id')
    .leftJoin('people as actor_person', 'actor_person.id', 'actor.person_id')
    .leftJoin('users as acting', 'acting.id', 'audit_log.as_user_id')
    .leftJoin('people as acting_person', 'acting_person.id', 'acting.person_id')
    .select([
      'audit_log.id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.changes',
      'actor.id as actor_id',
      'actor_person.first_name as actor_first_name',
      'actor_person.last_name as actor_last_name',
      'actor_person.preferred_name as actor_preferred_name',
      'acting.id as acting_id',
      'acting_person.first_name as acting_first_name',
      'acting_person.last_name as acting_last_name',
      'acting_person.preferred_name as acting_preferred_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('audit_log.entity', '=', def.name), eb('audit_log.entity_id', '=', String(id))]),
        ...related.map((r) =>
          eb.and([eb('audit_log.entity', '=', r.entity), eb('audit_log.entity_id', 'in', r.ids.map(String))]),
        ),
      ]),
    )
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    action: r.action,
    actor: named(r.actor_id, {
      first_name: r.actor_first_name,
      last_name: r.actor_last_name,
      preferred_name: r.actor_preferred_name,
    }),
    actingAs: named(r.acting_id, {
      first_name: r.acting_first_name,
      last_name: r.acting_last_name,
      preferred_name: r.acting_preferred_name,
    }),
    changes: parseChanges(def, r.changes),
  }));
}
