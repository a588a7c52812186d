import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { optionsFor, patchSchema, recordSchema } from '@collegium/domain/entities/entity-definition';
import type { z } from 'zod';
import { type ErrorDetail, validationFailed } from '../../http/errors.ts';
import { writableFields } from './entity-columns.ts';
import type { ApiValue } from './row-mapping.ts';
import { fieldErrorMap, issuesToDetails } from './validation-details.ts';

// A request body checked against the definition (recordSchema for POST and PUT, patchSchema for
// PATCH): the values to store, the version the client read, or a 422 with one detail per field.

type Body = Record<string, unknown>;

function asBody(body: unknown): Body {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationFailed([{ param: 'body', message: 'Send the record as a JSON object.' }]);
  }
  return body as Body;
}

function unknownKey(def: EntityDefinition) {
  return (key: string) =>
    def.fields.some((f) => f.name === key)
      ? `${def.fields.find((f) => f.name === key)?.label} cannot be changed here.`
      : `${key} is not a field of ${def.labelPlural.toLowerCase()}.`;
}

function check(def: EntityDefinition, schema: z.ZodType, input: Body, extra: ErrorDetail[]): Record<string, unknown> {
  const parsed = schema.safeParse(input, { error: fieldErrorMap(def) });
  const details = parsed.success ? [] : issuesToDetails(parsed.error.issues, unknownKey(def));
  const all = [...extra, ...details];
  if (all.length > 0 || !parsed.success) throw validationFailed(all);
  return parsed.data as Record<string, unknown>;
}

function takeVersion(body: Body, required: boolean): { version: number | null; rest: Body; errors: ErrorDetail[] } {
  const { version, ...rest } = body;
  if (version === undefined && !required) return { version: null, rest, errors: [] };
  const n = typeof version === 'string' && version.trim() !== '' ? Number(version) : version;
  if (typeof n === 'number' && Number.isInteger(n) && n >= 0) return { version: n, rest, errors: [] };
  return {
    version: null,
    rest,
    errors: [{ param: 'version', message: 'Send the version of the record you read (reload it if unsure).' }],
  };
}

/** POST: every writable field (a missing one is empty), no version. */
export function createValues(def: EntityDefinition, body: unknown) {
  const input = asBody(body);
  const blanks = Object.fromEntries(writableFields(def).map((f) => [f.name, null]));
  return check(def, recordSchema(def), { ...blanks, ...input }, []);
}

/** PUT: the version read and every writable field (a missing one is emptied). */
export function replaceValues(def: EntityDefinition, body: unknown) {
  const { version, rest, errors } = takeVersion(asBody(body), true);
  const blanks = Object.fromEntries(writableFields(def).map((f) => [f.name, null]));
  const values = check(def, recordSchema(def), { ...blanks, ...rest }, errors);
  return { version: version as number, values };
}

/** PATCH: the version read and some writable fields. */
export function patchValues(def: EntityDefinition, body: unknown) {
  const { version, rest, errors } = takeVersion(asBody(body), true);
  const values = check(def, patchSchema(def), rest, errors);
  // Keys zod dropped as undefined are not changes.
  return {
    version: version as number,
    values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
  };
}

/** Choices that depend on another field (spec 4.7), checked on the record as a patch leaves it. */
export function checkDependentOptions(
  def: EntityDefinition,
  merged: Readonly<Record<string, ApiValue>>,
  changed: readonly string[],
) {
  const details: ErrorDetail[] = [];
  for (const field of def.fields) {
    if (!field.optionsBy || field.readOnly) continue;
    if (!changed.includes(field.name) && !changed.includes(field.optionsBy.field)) continue;
    const value = merged[field.name];
    if (value === null || value === undefined) continue;
    const allowed = optionsFor(field, merged);
    if (!allowed.includes(String(value)))
      details.push({ param: field.name, message: `Choose one of: ${allowed.join(', ')}.` });
  }
  if (details.length > 0) throw validationFailed(details);
}
