import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { ListQuery } from './list-query.ts';

// Issue 13, two broad filters together: a definition names the filters its screens combine
// (`filterCombinations`), and each combination has an index in the default list order (migration
// 0082a). A list filtered on exactly one such combination, one value each, with no search and in
// the default sort, is paged as an OFFSET over that index's entries: the planner must read the
// filters' index, never walk the sort index testing each row (list-repository.ts, choosePlan).

const SORTED_NAMES = new WeakMap<EntityDefinition, string[]>();

/** Each declared combination as its sorted field names joined by commas. */
function combinationKeys(def: EntityDefinition): string[] {
  let keys = SORTED_NAMES.get(def);
  if (!keys) SORTED_NAMES.set(def, (keys = (def.filterCombinations ?? []).map((c) => [...c].sort().join(','))));
  return keys;
}

/** Whether a declared combination's index delivers this list's page (see above). */
export function byCombinationIndex(def: EntityDefinition, query: ListQuery): boolean {
  if (query.search || query.derived.length > 0 || query.filters.length < 2) return false;
  if (query.sort.name !== def.defaultSort.field) return false;
  if (query.filters.some((f) => f.values.length !== 1)) return false;
  const key = query.filters
    .map((f) => f.field.name)
    .sort()
    .join(',');
  return combinationKeys(def).includes(key);
}
