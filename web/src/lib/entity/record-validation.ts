import { zodResolver } from '@hookform/resolvers/zod';
import { recordSchema } from '@collegium/domain/entities/entity-definition';
import { findEntity } from '@collegium/domain/entities/registry';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { EntityField } from './get-entity-schema.ts';
import { writableValues } from './form-values.ts';
import type { FormValues } from './form-values.ts';

// Client-side validation uses the very rules the server applies (domain/src/entities): the
// definition's recordSchema, fed the writable fields only. Its output (trimmed, blanks as null)
// is what gets sent. An entity the registry does not know is left to the server's 422.

export function recordResolver(entity: string, fields: readonly EntityField[]): Resolver<FormValues> | undefined {
  const definition = findEntity(entity);
  if (definition === undefined) return undefined;
  const schema = z.preprocess((values) => writableValues(fields, values as FormValues), recordSchema(definition));
  return zodResolver(schema as unknown as z.ZodType<FormValues, FormValues>) as Resolver<FormValues>;
}
