import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';

// 'This contact is still linked to 2 students and 1 user.': why a delete was refused.

function singular(plural: string): string {
  if (/ies$/.test(plural)) return plural.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x)es$/.test(plural)) return plural.replace(/es$/, '');
  return plural.replace(/s$/, '');
}

function joinAnd(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function referenceMessage(def: EntityDefinition, linked: readonly { label: string; count: number }[]): string {
  const parts = linked.map((r) => `${r.count} ${r.count === 1 ? singular(r.label) : r.label}`);
  return `This ${def.label.toLowerCase()} is still linked to ${joinAnd(parts)}.`;
}
