import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/errors.ts';
import { constraintError } from './constraint-errors.ts';
import type { AnyDb } from './entity-columns.ts';
import { fieldChanges } from './field-changes.ts';
import { referenceMessage } from './reference-message.ts';
import {
  countReferences,
  deleteRecord,
  insertRecord,
  loadRecord,
  STALE_VERSION_MESSAGE,
  type StoredRecord,
  updateRecord,
} from './record-repository.ts';
import { checkLookupValues, entityLookupChecks } from '../system-data/lookup-choices.ts';
import { checkDependentOptions, createValues, patchValues, replaceValues } from './record-values.ts';
import type { WriteGuard } from './write-guards.ts';
import { auditActor } from '../../http/actor.ts';

// The generic writes of spec 7.2 for any definition: each one transaction holding the checks,
// the rows (the person's first) and the audit entry, so a refused call leaves nothing behind.

/**
 * Rules of one entity that the generic writes cannot know (the users' and roles' rules, issues 11
 * and 15). Each runs inside the write's transaction with the row locked, so a refusal leaves
 * nothing behind.
 */
export interface EntityWriteHooks {
  /** Before create, update and delete, after the stale-version check: refuse by throwing. */
  guard?: WriteGuard;
  /** Before changed fields are stored: refuse (throw), or return the fields to store instead. */
  beforeUpdate?(w: WriteContext, changed: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** After the changes and their audit are written. */
  afterUpdate?(w: WriteContext, changed: Record<string, unknown>): Promise<void>;
  /** After a new record and its audit are written (issue 17: a lead's first stage). */
  afterCreate?(trx: Transaction<Database>, actor: Actor, created: StoredRecord): Promise<void>;
  /** Before the row is deleted: refuse by throwing. */
  beforeDelete?(w: WriteContext): Promise<void>;
}

export interface WriteContext {
  trx: Transaction<Database>;
  actor: Actor;
  /** The rights the write is made with (the acted-as user's while impersonating). */
  permissions: readonly string[];
  before: StoredRecord;
}

/** What GET /{entity}/{id} and every write answer: `{ id, version, createdAt, updatedAt, <every field> }`. */
export function toApiRecord(stored: StoredRecord) {
  return {
    id: stored.id,
    version: stored.version,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    ...stored.values,
  };
}
export type ApiRecord = ReturnType<typeof toApiRecord>;

const missing = (def: EntityDefinition, id: number) =>
  notFound(`There is no ${def.label.toLowerCase()} with id ${id}.`);

async function inTransaction<T>(
  db: Db,
  def: EntityDefinition,
  work: (trx: Transaction<Database>, any: AnyDb) => Promise<T>,
): Promise<T> {
  try {
    return await db.kysely.transaction().execute((trx) => work(trx, trx as unknown as AnyDb));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw constraintError(def, error) ?? error;
  }
}

async function audit(
  trx: Transaction<Database>,
  def: EntityDefinition,
  actor: Actor,
  id: number,
  action: string,
  changes: unknown,
) {
  await recordAudit(trx, { ...auditActor(actor), entity: def.name, entityId: id, action, changes, ip: actor.ip });
}

/** Reads a record for a write, locked on PostgreSQL, and checks the version the client read. */
async function lockedCurrent(db: Db, any: AnyDb, def: EntityDefinition, id: number, version: number) {
  const stored = await loadRecord(any, def, id, { forUpdate: db.dialect === 'postgres' });
  if (!stored) throw missing(def, id);
  if (stored.version !== version) throw conflict(STALE_VERSION_MESSAGE);
  return stored;
}

export async function getRecord(db: Db, def: EntityDefinition, id: number): Promise<ApiRecord> {
  const stored = await loadRecord(db.kysely as unknown as AnyDb, def, id);
  if (!stored) throw missing(def, id);
  return toApiRecord(stored);
}

export async function createRecord(
  db: Db,
  def: EntityDefinition,
  body: unknown,
  actor: Actor,
  hooks: EntityWriteHooks = {},
): Promise<ApiRecord> {
  const values = createValues(def, body);
  return inTransaction(db, def, async (trx, any) => {
    await checkLookupValues(trx, entityLookupChecks(def, values, null), trx);
    await hooks.guard?.({ trx, def, id: null, before: null, after: values, actor });
    const id = await insertRecord(any, def, values, new Date().toISOString());
    const stored = (await loadRecord(any, def, id)) as StoredRecord;
    await audit(trx, def, actor, id, 'create', fieldChanges(def.fields, null, stored.values));
    await hooks.afterCreate?.(trx, actor, stored);
    return toApiRecord(stored);
  });
}

/** PUT and PATCH: only fields whose value differs are written; nothing differs, nothing is written. */
async function update(
  db: Db,
  def: EntityDefinition,
  id: number,
  version: number,
  values: Record<string, unknown>,
  partial: boolean,
  actor: Actor,
  hooks: EntityWriteHooks,
) {
  return inTransaction(db, def, async (trx, any) => {
    const before = await lockedCurrent(db, any, def, id, version);
    await checkLookupValues(trx, entityLookupChecks(def, values, before.values), trx);
    if (partial)
      checkDependentOptions(def, { ...before.values, ...(values as typeof before.values) }, Object.keys(values));
    const asked = Object.fromEntries(Object.entries(values).filter(([name, v]) => (v ?? null) !== before.values[name]));
    if (Object.keys(asked).length === 0) return toApiRecord(before);
    const w: WriteContext = { trx, actor, permissions: actor.permissions, before };
    const changed = hooks.beforeUpdate ? await hooks.beforeUpdate(w, asked) : asked;
    if (Object.keys(changed).length === 0) return toApiRecord(before);
    await hooks.guard?.({ trx, def, id, before: before.values, after: { ...before.values, ...changed }, actor });
    await updateRecord(any, def, before, changed, new Date().toISOString());
    const after = (await loadRecord(any, def, id)) as StoredRecord;
    await audit(trx, def, actor, id, 'update', fieldChanges(def.fields, before.values, after.values));
    await hooks.afterUpdate?.(w, changed);
    return toApiRecord(after);
  });
}

export async function replaceRecord(
  db: Db,
  def: EntityDefinition,
  id: number,
  body: unknown,
  actor: Actor,
  hooks: EntityWriteHooks = {},
) {
  const { version, values } = replaceValues(def, body);
  return update(db, def, id, version, values, false, actor, hooks);
}

export async function patchRecord(
  db: Db,
  def: EntityDefinition,
  id: number,
  body: unknown,
  actor: Actor,
  hooks: EntityWriteHooks = {},
) {
  const { version, values } = patchValues(def, body);
  return update(db, def, id, version, values, true, actor, hooks);
}

/** DELETE: refused while other records point at it (409 naming them) or when the version is stale. */
export async function removeRecord(
  db: Db,
  def: EntityDefinition,
  id: number,
  version: unknown,
  actor: Actor,
  hooks: EntityWriteHooks = {},
): Promise<void> {
  const v = typeof version === 'string' && /^\d+$/.test(version) ? Number(version) : NaN;
  if (!Number.isSafeInteger(v)) {
    throw validationFailed([
      { param: 'version', message: 'Send the version of the record you read (reload it if unsure).' },
    ]);
  }
  await inTransaction(db, def, async (trx, any) => {
    const before = await lockedCurrent(db, any, def, id, v);
    await hooks.beforeDelete?.({ trx, actor, permissions: actor.permissions, before });
    const linked = (await countReferences(any, def, id)).filter((r) => r.count > 0);
    if (linked.length > 0) throw conflict(referenceMessage(def, linked));
    await hooks.guard?.({ trx, def, id, before: before.values, after: null, actor });
    await deleteRecord(any, def, before);
    await audit(trx, def, actor, id, 'delete', fieldChanges(def.fields, before.values, null));
  });
}
