import type { Query } from '../../lib/api-client.ts';
import type { TableOptions } from '../../lib/table-view-store.ts';
import type { EntitySchema } from '../../lib/entity/get-entity-schema.ts';

// Turns a table's view state (lib/table-view-store.ts) into the query of the list call
// (docs/api-contract.md). The stored page is the API's: counted from 1.

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** A list page's fixed filters (domain/src/menu.ts `presetFilters`): field → allowed values. */
export type PresetFilters = Readonly<Record<string, readonly string[]>>;

export interface ListView {
  search: string;
  options: TableOptions;
  /** spec 9: 4, 5, 6 or 7; null for every cohort. */
  cohort: string | null;
  /** The page's fixed filters: always sent, never the reader's to change. */
  preset?: PresetFilters;
}

type ListShape = Pick<EntitySchema, 'defaultSort' | 'filters' | 'cohortFilter' | 'columns'> &
  Partial<Pick<EntitySchema, 'derivedFilters'>>;

/** The sort in force: the stored one when it is still a list column, else the definition's. */
export function sortOf(def: ListShape, options: TableOptions): { field: string; order: 'asc' | 'desc' } {
  if (options.sort !== undefined && def.columns.some((c) => c.field === options.sort)) {
    return { field: options.sort, order: options.order ?? 'asc' };
  }
  return def.defaultSort;
}

/**
 * The definition's filters the reader may set on a page: those its preset does not fix, then its
 * derived filters (issue 16: the academic year, age range... a report's figure links with).
 */
export function userFilters(
  def: Pick<ListShape, 'filters' | 'derivedFilters'>,
  preset: PresetFilters | undefined,
): string[] {
  const names = [...def.filters, ...(def.derivedFilters ?? []).map((f) => f.name)];
  return names.filter((name) => preset?.[name] === undefined);
}

/**
 * Search, sort and filters: what both the list and its exports send. A preset field is always
 * sent with the preset's values (comma-separated), whatever the stored view says.
 */
export function filterQuery(def: ListShape, view: ListView): Query {
  const { field, order } = sortOf(def, view.options);
  const query: Query = { sort: field, order };
  const search = view.search.trim();
  if (search !== '') query.search = search;
  for (const name of userFilters(def, view.preset)) {
    const value = view.options.filters?.[name];
    if (value !== undefined && value !== '') query[name] = value;
  }
  for (const [name, values] of Object.entries(view.preset ?? {})) query[name] = values.join(',');
  if (def.cohortFilter && view.cohort !== null) query.cohort = view.cohort;
  return query;
}

/** The list call's query: the filters plus the page. */
export function listQuery(def: ListShape, view: ListView): Query {
  return {
    ...filterQuery(def, view),
    page: view.options.page ?? 1,
    pageSize: view.options.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

/** Whether the reader has narrowed the list (so an empty answer means "no match"); a preset is the page's, not the reader's. */
export function isNarrowed(def: ListShape, view: ListView): boolean {
  const q = filterQuery(def, { ...view, preset: undefined });
  return Object.keys(q).some((k) => k !== 'sort' && k !== 'order' && view.preset?.[k] === undefined);
}

/** The preset in words, each field by its label: 'status: Current', 'status: Current or Starting'. */
export function describePreset(def: Pick<EntitySchema, 'fields'>, preset: PresetFilters | undefined): string {
  return Object.entries(preset ?? {})
    .map(([name, values]) => {
      const label = def.fields.find((f) => f.name === name)?.label ?? name;
      return `${label.toLowerCase()}: ${values.join(' or ')}`;
    })
    .join(' · ');
}
