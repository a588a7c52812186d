import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { conflict } from '../../http/errors.ts';
import { type AnyDb, columnRef, PEOPLE_TABLE } from './entity-columns.ts';
import { type ApiValue, pickFields, toDbColumns } from './row-mapping.ts';

// One record of any definition: read (with its person), insert, update and delete, each guarded
// by the version it was read at. Called inside the service's transaction.

export const STALE_VERSION_MESSAGE = 'This record was changed by someone else. Reload it to see their changes.';

export interface StoredRecord {
  id: number;
  /** The API version: the entity row's version plus its person's. */
  version: number;
  entityVersion: number;
  personId: number | null;
  personVersion: number | null;
  createdAt: string;
  /** The later of the entity row's and its person's last change. */
  updatedAt: string;
  /** Every field of the definition, as the API sends it. */
  values: Record<string, ApiValue>;
}

type Row = Record<string, unknown>;

function recordQuery(db: AnyDb, def: EntityDefinition) {
  const t = def.table;
  let q = db.selectFrom(t);
  if (def.person) q = q.innerJoin(PEOPLE_TABLE, `${PEOPLE_TABLE}.id`, `${t}.person_id`);
  return q.select((eb) => [
    eb.ref(`${t}.id`).as('_id'),
    eb.ref(`${t}.version`).as('_version'),
    eb.ref(`${t}.created_at`).as('_createdAt'),
    eb.ref(`${t}.updated_at`).as('_updatedAt'),
    ...(def.person
      ? [
          eb.ref(`${t}.person_id`).as('_personId'),
          eb.ref(`${PEOPLE_TABLE}.version`).as('_personVersion'),
          eb.ref(`${PEOPLE_TABLE}.updated_at`).as('_personUpdatedAt'),
        ]
      : []),
    ...def.fields.map((f) => eb.ref(columnRef(def, f)).as(f.name)),
  ]);
}

function toStored(def: EntityDefinition, row: Row): StoredRecord {
  const entityVersion = Number(row._version);
  const personVersion = def.person ? Number(row._personVersion) : null;
  const updatedAt =
    [row._updatedAt, row._personUpdatedAt]
      .filter((v): v is string => typeof v === 'string')
      .sort()
      .at(-1) ?? String(row._updatedAt);
  return {
    id: Number(row._id),
    version: entityVersion + (personVersion ?? 0),
    entityVersion,
    personId: def.person ? Number(row._personId) : null,
    personVersion,
    createdAt: String(row._createdAt),
    updatedAt,
    values: pickFields(def.fields, row),
  };
}

/** Reads one record; `forUpdate` locks its rows until the transaction ends (PostgreSQL). */
export async function loadRecord(
  db: AnyDb,
  def: EntityDefinition,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<StoredRecord | null> {
  const row = (await recordQuery(db, def)
    .where(`${def.table}.id`, '=', id)
    .$if(Boolean(options.forUpdate), (qb) => qb.forUpdate())
    .executeTakeFirst()) as Row | undefined;
  return row ? toStored(def, row) : null;
}

/** Reads many records in one statement (ids not found are absent from the map). */
export async function loadRecords(
  db: AnyDb,
  def: EntityDefinition,
  ids: readonly number[],
): Promise<Map<number, StoredRecord>> {
  const found = new Map<number, StoredRecord>();
  if (ids.length === 0) return found;
  const rows = (await recordQuery(db, def).where(`${def.table}.id`, 'in', ids).execute()) as Row[];
  for (const row of rows) found.set(Number(row._id), toStored(def, row));
  return found;
}

/** Inserts a record (its person first) and returns the new id. */
export async function insertRecord(
  db: AnyDb,
  def: EntityDefinition,
  values: Readonly<Record<string, unknown>>,
  now: string,
): Promise<number> {
  // Empty values are left out, so a column's own default applies (a users row's permissions are '').
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
  const { entity, person } = toDbColumns(def, given);
  const stamps = { created_at: now, updated_at: now };
  if (def.person) {
    const inserted = await db
      .insertInto(PEOPLE_TABLE)
      .values({ ...person, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    entity.person_id = Number(inserted.id);
  }
  const row = await db
    .insertInto(def.table)
    .values({ ...entity, ...stamps })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const STALE = () => conflict(STALE_VERSION_MESSAGE);

/** Writes changed fields (the person's first), bumping version and updated_at; a row changed meanwhile is a 409. */
export async function updateRecord(
  db: AnyDb,
  def: EntityDefinition,
  stored: StoredRecord,
  changes: Readonly<Record<string, unknown>>,
  now: string,
) {
  const { entity, person } = toDbColumns(def, changes);
  if (def.person && Object.keys(person).length > 0) {
    const result = await db
      .updateTable(PEOPLE_TABLE)
      .set({ ...person, version: (stored.personVersion ?? 0) + 1, updated_at: now })
      .where('id', '=', stored.personId)
      .where('version', '=', stored.personVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw STALE();
  }
  const result = await db
    .updateTable(def.table)
    .set({ ...entity, version: stored.entityVersion + 1, updated_at: now })
    .where('id', '=', stored.id)
    .where('version', '=', stored.entityVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw STALE();
}

/** Deletes the entity's row. A person-based entity's person stays: people outlive their roles (DESIGN 3). */
export async function deleteRecord(db: AnyDb, def: EntityDefinition, stored: StoredRecord) {
  const result = await db
    .deleteFrom(def.table)
    .where('id', '=', stored.id)
    .where('version', '=', stored.entityVersion)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) throw STALE();
}

/** How many rows of each of the definition's references point at the record: one query. */
export async function countReferences(
  db: AnyDb,
  def: EntityDefinition,
  id: number,
): Promise<{ label: string; count: number }[]> {
  const references = def.references ?? [];
  if (references.length === 0) return [];
  const row = (await db
    .selectNoFrom((eb) =>
      references.map((r, i) =>
        eb
          .selectFrom(r.table)
          .select((sub) => sub.fn.countAll().as('n'))
          .where(r.column, '=', id)
          .as(`r${i}`),
      ),
    )
    .executeTakeFirstOrThrow()) as Row;
  return references.map((r, i) => ({ label: r.label, count: Number(row[`r${i}`]) }));
}
