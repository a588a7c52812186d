import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import {
  entityFacetValues,
  entityHistory,
  entityPage,
  entityRecordBase,
  entityRowBase,
  entitySchemaResponse,
} from '@collegium/domain/entities/entity-contracts';
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
  return entityRecordBase.extend(fieldShape(def.fields));
}

export function listResponse(def: EntityDefinition) {
  return entityPage.extend({ items: z.array(entityRowBase.extend(fieldShape(listFields(def)))) });
}

/** `?schema`: the public definition (its own shape lives in the domain) and the caller's abilities. */
export const schemaResponse = entitySchemaResponse;

export const historyResponse = entityHistory;

/** Issue 19, GET {entity}/facets/{field}: the values the filter offers. */
export const facetValuesResponse = entityFacetValues;
