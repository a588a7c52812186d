import { publicDefinition } from '@collegium/domain/entities/entity-definition';
import { entitiesFor } from '@collegium/domain/entities/registry';
import { getConfig } from '../../lib/config.ts';
import { useTableViewStore } from '../../lib/table-view-store.ts';
import type { PresetFilters } from './list-query.ts';

// Issue 16: a list opened from a link with filters in its address (`/students/all?status=Current`,
// as the reporting pages' figures link) shows exactly those filters: they replace the table's
// stored filters and search once, on arrival, and the address is cleaned so that later changes are
// the reader's stored view again. Only the entity's own filters (its derived ones and the cohort
// included) are taken.

export function filtersFromAddress(
  entity: string,
  params: URLSearchParams,
  preset?: PresetFilters,
): { filters: Record<string, string>; cohort: string | null } | undefined {
  const found = entitiesFor(getConfig().features).find((e) => e.name === entity);
  if (!found) return undefined;
  const def = publicDefinition(found);
  const filters: Record<string, string> = {};
  for (const name of [...def.filters, ...def.derivedFilters.map((f) => f.name)]) {
    const value = params.get(name);
    if (value && preset?.[name] === undefined) filters[name] = value;
  }
  const cohort = def.cohortFilter ? params.get('cohort') : null;
  if (Object.keys(filters).length === 0 && cohort === null && !params.has('filtered')) return undefined;
  return { filters, cohort };
}

/** Puts the address's filters into the table's stored view; whether there were any. */
export function applyAddressFilters(tableId: string, entity: string, params: URLSearchParams, preset?: PresetFilters) {
  const found = filtersFromAddress(entity, params, preset);
  if (!found) return false;
  const store = useTableViewStore.getState();
  store.setSearch(tableId, '');
  store.setOptions(tableId, { ...store.tables[tableId]?.options, filters: found.filters, page: 1 });
  if (found.cohort !== null) store.setCohortFilter(found.cohort);
  return true;
}
