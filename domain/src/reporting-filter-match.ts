import type { ReportFilterName } from './reporting-contracts.ts';

// Issue 16: whether a record is inside the filters the reader set on a reporting page. A record
// gives each filter's value, or the list of its values (the academic years a student studied in,
// the events a person registered for); an unset filter lets every record through.

export type FilterValue = string | number | null | undefined | readonly (string | number)[];
export type FilterableRow = Partial<Record<ReportFilterName, FilterValue>>;

export function matchesFilters(
  row: FilterableRow,
  filters: Partial<Record<ReportFilterName, string | number | undefined>>,
  except?: ReportFilterName,
): boolean {
  for (const [name, wanted] of Object.entries(filters) as [ReportFilterName, string | number | undefined][]) {
    if (wanted === undefined || name === except) continue;
    const value = row[name];
    const values = Array.isArray(value) ? (value as readonly (string | number)[]) : [value];
    if (!values.some((v) => v !== null && v !== undefined && String(v) === String(wanted))) return false;
  }
  return true;
}

/** The filters a page knows, picked out of a parsed query (export and the like left behind). */
export function pickFilters<N extends ReportFilterName>(
  query: Partial<Record<string, unknown>>,
  names: readonly N[],
): Partial<Record<N, string | number>> {
  const out: Partial<Record<N, string | number>> = {};
  for (const name of names) {
    const v = query[name];
    if (typeof v === 'string' || typeof v === 'number') out[name] = v;
  }
  return out;
}
