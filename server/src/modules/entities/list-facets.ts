import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import { fieldOf } from '@collegium/domain/entities/entity-definition';
import { facetFilters, hasFacetColumns } from '@collegium/domain/entities/filter-values';
import { sql } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { type AnyDb, listColumn } from './entity-columns.ts';
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
  return hasFacetColumns(def) ? filterFields(def).map((f) => listColumn(def, f)) : [];
}

/** The most values a filter lists; more would not be a usable select. */
export const MAX_FACET_VALUES = 500;

/**
 * Issue 19, GET {entity}/facets/{field}: the values a filter column holds in at least one row, read
 * from the facet counts (a few rows per value, never the list's table), in order.
 */
export async function facetValues(db: AnyDb, def: EntityDefinition, name: string): Promise<string[]> {
  if (!facetFilters(def).includes(name))
    throw notFound(`The ${def.labelPlural.toLowerCase()} list has no values to offer for ${name}.`);
  const column = sql.ref(listColumn(def, fieldOf(def, name)));
  const rows = await sql<{ value: unknown }>`select distinct ${column} as value from ${sql.table(facetsTable(def))}
    where ${column} is not null and n > 0 order by ${column} limit ${MAX_FACET_VALUES}`.execute(db);
  return rows.rows.map((r) => String(r.value)).filter((v) => v.trim() !== '');
}

/** Whether the facets answer this list's count: no search, and every filter a facet column. */
export function countsByFacets(def: EntityDefinition, query: ListQuery): boolean {
  if (query.search || query.derived.length > 0) return false;
  const columns = facetColumns(def);
  return query.filters.every((f) => columns.includes(listColumn(def, f.field)));
}
