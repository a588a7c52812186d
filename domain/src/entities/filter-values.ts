import type { EntityDefinition, FieldDefinition } from './entity-definition.ts';

// Issue 19, dead filters: a list's filter offers the values that exist, or is not a select at all.
// A field with fixed choices (its options, a System data list, yes/no) offers those; any other
// filter column offers the distinct values the list's facet counts hold (migration 0019b keeps
// `<table>_facets` for every list table except people, whose town and county have nearly as many
// values as rows); a filter with neither is typed.

export type FilterValueSource = 'choices' | 'facets' | 'typed';

/** Whether the definition's table keeps facet counts by its filter columns. */
export function hasFacetColumns(def: EntityDefinition): boolean {
  return def.table !== 'people';
}

/** Where a filter's values come from. */
export function filterValueSource(def: EntityDefinition, field: FieldDefinition): FilterValueSource {
  if (field.input === 'checkbox' || field.lookup || field.optionsBy || (field.options?.length ?? 0) > 0)
    return 'choices';
  return hasFacetColumns(def) ? 'facets' : 'typed';
}

/** The definition's filters whose values are the facets' distinct values (GET {entity}/facets/{field}). */
export function facetFilters(def: EntityDefinition): string[] {
  return def.filters.filter((name) => {
    const field = def.fields.find((f) => f.name === name);
    return field !== undefined && filterValueSource(def, field) === 'facets';
  });
}
