import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { listColumn } from './entity-columns.ts';
import type { ListQuery } from './list-query.ts';
import { filterFields } from './list-query.ts';

// Facet counts (migration 0019b): `<table>_facets` holds, for each combination of a list's filter
// columns, how many rows have it, kept by triggers. A list without a search counts its rows as a
// sum over the few facet rows its filters select, never by reading 100,000 rows. Contacts keep
// only their total there (their filters, town and county, have nearly as many values as rows).

export function facetsTable(def: EntityDefinition): string {
  return `${def.table}_facets`;
}

/** The columns of the definition's facets table: its filter columns (none for people). */
export function facetColumns(def: EntityDefinition): string[] {
  return def.table === 'people' ? [] : filterFields(def).map((f) => listColumn(def, f));
}

/** Whether the facets answer this list's count: no search, and every filter a facet column. */
export function countsByFacets(def: EntityDefinition, query: ListQuery): boolean {
  if (query.search || query.derived.length > 0) return false;
  const columns = facetColumns(def);
  return query.filters.every((f) => columns.includes(listColumn(def, f.field)));
}
