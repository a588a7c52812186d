import type { EntityDefinition, FieldDefinition } from './entity-definition.ts';
import { optionsFor } from './entity-definition.ts';

// A valid record for any definition, made from its fields alone: the generic tests iterate the
// registry with it instead of writing a fixture per entity. `n` varies the values.

function sampleValue(field: FieldDefinition, n: number, record: Record<string, unknown>): unknown {
  switch (field.input) {
    case 'select': {
      const options = optionsFor(field, record);
      return options[n % options.length] ?? null;
    }
    case 'checkbox':
      return n % 2 === 0;
    case 'number':
      return n + 1;
    case 'date':
      return `2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`;
    case 'email':
      return `sample${n}.${field.name.toLowerCase()}@example.org`;
    case 'url':
      return `https://example.org/${field.name}/${n}`;
    case 'tel':
      return `01632 960${String(n % 1000).padStart(3, '0')}`;
    default:
      return `${field.label} ${n + 1}`.slice(0, 60);
  }
}

export function sampleRecord(def: EntityDefinition, n = 0): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  // Fields others depend on first, so dependent choices are valid.
  const ordered = [...def.fields].sort((a, b) => Number(Boolean(a.optionsBy)) - Number(Boolean(b.optionsBy)));
  for (const field of ordered) {
    if (field.readOnly) continue;
    const custom = field.sample?.(n);
    record[field.name] = custom !== undefined ? custom : sampleValue(field, n, record);
  }
  return record;
}
