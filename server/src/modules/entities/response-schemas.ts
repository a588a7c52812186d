import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import { z } from 'zod';
import { listFields } from './entity-columns.ts';

// What leaves the server for a definition, field by field (never a raw row): the serializer keeps
// only these keys. Values follow the contract: numbers, booleans, text (dates YYYY-MM-DD) or null.

function valueSchema(field: FieldDefinition) {
  switch (field.input) {
    case 'number':
      return z.number().nullable();
    case 'checkbox':
      return z.boolean().nullable();
    default:
      return z.string().nullable();
  }
}

const fieldShape = (fields: readonly FieldDefinition[]) =>
  Object.fromEntries(fields.map((f) => [f.name, valueSchema(f)]));

export function recordResponse(def: EntityDefinition) {
  return z.object({
    id: z.number(),
    /** Send it back with PUT, PATCH and DELETE: a stale one is refused with 409. */
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ...fieldShape(def.fields),
  });
}

export function listResponse(def: EntityDefinition) {
  return z.object({
    items: z.array(z.object({ id: z.number(), version: z.number(), ...fieldShape(listFields(def)) })),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  });
}

export const abilitiesSchema = z.object({
  create: z.boolean(),
  edit: z.boolean(),
  delete: z.boolean(),
  export: z.boolean(),
});

/** `?schema`: the public definition (its own shape lives in the domain) and the caller's abilities. */
export const schemaResponse = z.looseObject({
  name: z.string(),
  fields: z.array(z.looseObject({ name: z.string() })),
  abilities: abilitiesSchema,
});

const person = z.object({ id: z.number(), name: z.string() }).nullable();

export const historyResponse = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      action: z.string(),
      /** The real user who did it. */
      actor: person,
      /** Whom they were acting as, when impersonating. */
      actingAs: person,
      changes: z.array(z.object({ field: z.string(), label: z.string(), before: z.unknown(), after: z.unknown() })),
    }),
  ),
});
