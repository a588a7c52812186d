import type { EntityDefinition, FieldDefinition } from '@collegium/domain/entities/entity-definition';
import type { z } from 'zod';
import type { ErrorDetail } from '../../http/errors.ts';

// Zod's issues as the contract's 422 details: one per field, `param` = the field name, and every
// message in the definition's words. A message written in the definition (`min(2, 'Give the full
// name.')`) wins; the error map below only words the issues the definition left to zod.

type RawIssue = z.core.$ZodRawIssue;

function describeLimit(
  field: FieldDefinition,
  issue: { origin?: string; minimum?: unknown; maximum?: unknown },
  small: boolean,
) {
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') {
    return small
      ? `${field.label} must be at least ${limit} characters.`
      : `Keep ${field.label.toLowerCase()} to ${limit} characters.`;
  }
  return small ? `${field.label} must be at least ${limit}.` : `${field.label} must be at most ${limit}.`;
}

function typeMessage(field: FieldDefinition): string {
  switch (field.input) {
    case 'number':
      return `${field.label} must be a number.`;
    case 'checkbox':
      return `${field.label} must be yes or no (true or false).`;
    case 'date':
      return 'Enter a date as YYYY-MM-DD.';
    default:
      return `${field.label} must be text.`;
  }
}

/** Words an issue zod would otherwise word itself, using the field's label. */
export function fieldErrorMap(def: EntityDefinition) {
  return (issue: RawIssue): string | undefined => {
    const name = issue.path?.[0];
    const field = def.fields.find((f) => f.name === name);
    if (!field) return undefined;
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_type':
        return input === null || input === undefined ? `${field.label} is required.` : typeMessage(field);
      case 'too_small':
        return describeLimit(field, issue, true);
      case 'too_big':
        return describeLimit(field, issue, false);
      case 'invalid_format':
        return field.input === 'date' ? 'Enter a date as YYYY-MM-DD.' : `Enter a valid ${field.label.toLowerCase()}.`;
      case 'invalid_value':
        return field.options ? `Choose one of: ${field.options.join(', ')}.` : `${field.label} is not valid.`;
      default:
        return `${field.label} is not valid.`;
    }
  };
}

/** One detail per field (the first issue for it); unknown keys each get their own detail. */
export function issuesToDetails(
  issues: readonly z.core.$ZodIssue[],
  unknownKey: (key: string) => string,
): ErrorDetail[] {
  const details = new Map<string, string>();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) if (!details.has(key)) details.set(key, unknownKey(key));
      continue;
    }
    const param = issue.path.map(String).join('.') || 'body';
    if (!details.has(param)) details.set(param, issue.message);
  }
  return [...details].map(([param, message]) => ({ param, message }));
}
