import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { sampleRecord } from '@collegium/domain/entities/sample-record';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { AnyDb } from '../modules/entities/entity-columns.ts';
import { insertRecord } from '../modules/entities/record-repository.ts';

// Records of any entity definition for the generic entity tests: made from sampleRecord, written
// through the API where the entity is writable and straight into the tables where it is read-only.

let sequence = 100;
/** A fresh sample number, so unique values (e-mails, codes, partner ids) never collide in a file. */
export const nextSample = () => sequence++;

/** A sample with the read-only fields filled too (a workflow would set them). */
export function fullSample(def: EntityDefinition, n: number): Record<string, unknown> {
  return sampleRecord({ ...def, fields: def.fields.map((f) => ({ ...f, readOnly: false })) }, n);
}

/** The permission strings a definition's call needs (the first alternative of any "any one of"). */
export function permissionsFor(def: EntityDefinition, call: keyof EntityDefinition['permissions']): string[] {
  return def.permissions[call].map((r) => (typeof r === 'string' ? r : (r[0] as string)));
}

/** Inserts a record without the API (for read-only entities) and returns its id. */
export async function insertDirect(db: Db, def: EntityDefinition, n = nextSample()): Promise<number> {
  return insertRecord(db.kysely as unknown as AnyDb, def, fullSample(def, n), new Date().toISOString());
}

/** Creates a record: POST for writable definitions, a direct insert for read-only ones. */
export async function createSample(
  app: FastifyInstance,
  db: Db,
  cookie: string,
  def: EntityDefinition,
  n = nextSample(),
): Promise<number> {
  if (def.readOnly) return insertDirect(db, def, n);
  const res = await app.inject({
    method: 'POST',
    url: `/api/${def.name}`,
    headers: { cookie },
    payload: sampleRecord(def, n),
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/${def.name} answered ${res.statusCode}: ${res.body}`);
  return res.json().id as number;
}
