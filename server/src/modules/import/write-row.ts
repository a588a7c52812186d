import type { RowAction } from '@collegium/domain/data-import';
import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { AnyDb } from '../entities/entity-columns.ts';
import { loadRecord, updateRecord } from '../entities/record-repository.ts';
import { toDbColumns, type ApiValue } from '../entities/row-mapping.ts';
import type { Match } from './matching.ts';
import type { ImportTarget } from './import-kinds.ts';
import { START_INTAKE } from './import-kinds.ts';

// Writing one checked row that matched: a new record onto the person the row matched (another
// role), the changed fields of a record it matched, or nothing when the record already says the
// same (a duplicate). A new student also gets an engagement at the row's start intake.

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

const same = (a: ApiValue | undefined, b: ApiValue | undefined, caseless: boolean) =>
  caseless && typeof a === 'string' && typeof b === 'string'
    ? a.toLowerCase() === b.toLowerCase()
    : (a ?? null) === (b ?? null);

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

async function addEngagement(
  db: AnyDb,
  studentId: number,
  v: Values,
  now: string,
  makeCurrent: boolean,
): Promise<void> {
  const exists = await db
    .selectFrom('engagements')
    .select('id')
    .where('student_id', '=', studentId)
    .where('programme_code', '=', v.programmeCode as string)
    .where('start_intake', '=', String(v.startIntake))
    .executeTakeFirst();
  if (exists) return;
  const row = await db
    .insertInto('engagements')
    .values(engagementRow(studentId, v, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (makeCurrent)
    await db
      .updateTable('students')
      .set({ current_engagement_id: Number(row.id) })
      .where('id', '=', studentId)
      .execute();
}

/**
 * Writes a row that matched a record or a person (or, in a dry run inside a transaction that is
 * rolled back, the same); rows matching nothing are created in batches (create-batch.ts).
 * `mapped` names the fields the file gives: only those change on a record that already exists.
 */
export async function writeRow(
  db: AnyDb,
  target: ImportTarget,
  match: Match,
  values: Values,
  mapped: readonly string[],
  now: string,
): Promise<{ action: RowAction; id: number }> {
  const def = storedDef(target.def);
  const own = Object.fromEntries(Object.entries(values).filter(([k]) => k !== START_INTAKE.name));
  if (match.id === null) {
    // The person is known (another role): write the row's person fields onto them, add the record.
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
        .where('id', '=', match.personId)
        .execute();
    const inserted = await db
      .insertInto(def.table)
      .values({ ...entity, person_id: match.personId, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    if (target.kind === 'students') await addEngagement(db, id, values, now, true);
    return { action: 'create', id };
  }

  const stored = await loadRecord(db, def, match.id);
  if (!stored) throw new Error(`Matched record ${def.table} ${match.id} has gone`);
  // An empty cell never clears what is held: an import fills in and corrects, it does not erase.
  const changes = Object.fromEntries(
    mapped
      .filter((k) => k in own && own[k] !== null && !same(own[k], stored.values[k], k === 'email'))
      .map((k) => [k, own[k]]),
  );
  if (target.kind === 'students') await addEngagement(db, stored.id, { ...stored.values, ...values }, now, false);
  if (Object.keys(changes).length === 0) return { action: 'duplicate', id: stored.id };
  await updateRecord(db, def, stored, changes, now);
  return { action: 'update', id: stored.id };
}
