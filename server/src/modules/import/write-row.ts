import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { AnyDb } from '../entities/entity-columns.ts';
import { toDbColumns, type ApiValue } from '../entities/row-mapping.ts';
import type { ImportTarget } from './import-kinds.ts';
import { START_INTAKE } from './import-kinds.ts';

// Writing one checked row that matched a person without a record of the kind (another role), and
// what the batches share: the stored definition, the next partner id, a new engagement's row.

type Values = Record<string, ApiValue>;

const storedDefs = new WeakMap<EntityDefinition, EntityDefinition>();
/** The definition without the import-only start intake: the columns the tables really have. */
export function storedDef(def: EntityDefinition): EntityDefinition {
  let d = storedDefs.get(def);
  if (!d) {
    d = { ...def, fields: def.fields.filter((f) => f.name !== START_INTAKE.name) };
    storedDefs.set(def, d);
  }
  return d;
}

export async function nextPartnerId(db: AnyDb): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.max('partner_id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

/** The engagement a new or matched student gets at the row's start intake. */
export function engagementRow(studentId: number, v: Values, now: string) {
  return {
    student_id: studentId,
    programme_code: v.programmeCode,
    pathway: v.pathway ?? null,
    level: v.level ?? null,
    cohort: v.cohort ?? null,
    cohort_group: v.cohortGroup ?? null,
    status: v.status,
    pace: v.pace ?? null,
    student_type: v.studentType ?? null,
    exit_award: v.exitAward ?? null,
    hub: v.hub ?? null,
    auditing: v.auditing ? 1 : 0,
    start_intake: String(v.startIntake),
    created_at: now,
    updated_at: now,
  };
}

/** A new student's engagement, made the current one. */
async function addEngagement(db: AnyDb, studentId: number, v: Values, now: string): Promise<void> {
  const row = await db
    .insertInto('engagements')
    .values(engagementRow(studentId, v, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('students')
    .set({ current_engagement_id: Number(row.id) })
    .where('id', '=', studentId)
    .execute();
}

/**
 * Writes a row that matched a person who has no record of this kind yet (another role): the row's
 * person fields onto them and the new record. Rows matching a record are written in batches
 * (update-batch.ts), rows matching nothing too (create-batch.ts).
 * `mapped` names the fields the file gives: only those change on the person.
 */
export async function writeNewRole(
  db: AnyDb,
  target: ImportTarget,
  personId: number,
  values: Values,
  mapped: readonly string[],
  now: string,
): Promise<number> {
  const def = storedDef(target.def);
  const own = Object.fromEntries(Object.entries(values).filter(([k]) => k !== START_INTAKE.name));
  if (target.kind === 'students' && (own.partnerId === null || own.partnerId === undefined))
    own.partnerId = await nextPartnerId(db);
  const { entity } = toDbColumns(def, Object.fromEntries(Object.entries(own).filter(([, v]) => v !== null)));
  const { person } = toDbColumns(
    def,
    Object.fromEntries(mapped.filter((k) => own[k] !== null && own[k] !== undefined).map((k) => [k, own[k]])),
  );
  if (Object.keys(person).length > 0)
    await db
      .updateTable('people')
      .set((eb) => ({ ...person, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', personId)
      .execute();
  const inserted = await db
    .insertInto(def.table)
    .values({ ...entity, person_id: personId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  if (target.kind === 'students') await addEngagement(db, id, values, now);
  return id;
}
