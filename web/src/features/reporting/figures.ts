import { academicYear } from '@collegium/domain/academic-year';
import { type CodedFieldName, codeLabel } from '@collegium/domain/coded-fields';
import { REPORT_FILTER_LABELS, type CountRow, type ReportFilterName } from '@collegium/domain/reporting-contracts';
import type { FigureData } from '../../components/charts/figure-table.tsx';
import { intakeLabel } from '../../lib/entity/display-value.ts';
import { LIST_FIELDS, listLink, type ListKey, type ListLink } from './list-links.ts';

/** A filter's or group's value as people read it: an academic year as 2026/27, an intake's start as DD/MM/YYYY (spec 9). */
export function groupLabel(field: string | undefined, value: string): string {
  if (field === 'year') return academicYear(Number(value));
  if (field === 'intake') return intakeLabel(value);
  return value;
}

// Issue 16: the reports' count rows as chart data, each group linked to its list.

export const NOT_RECORDED = 'Not recorded';

export interface LinkContext {
  filters: Readonly<Record<string, string>>;
  permissions: readonly string[];
}

/**
 * One series of counts; `field` (the list's field the groups are values of) makes each group's
 * link filter by it, `value` may turn a group into the filter value (a stage into its statuses).
 */
export function countFigure(
  rows: readonly CountRow[],
  ctx: LinkContext,
  list: ListKey,
  options: {
    label: string;
    field?: string;
    value?: (group: string) => string;
    shareOf?: number;
    /** The coded field the groups are codes of (domain REPORT_FIGURES): each reads as its catalogue names it. */
    coded?: CodedFieldName | null;
  },
): FigureData {
  const coded = options.coded;
  const links: (ListLink | undefined)[] = rows.map((r) => {
    if (options.field === undefined) return listLink(list, ctx.filters, {}, ctx.permissions);
    if (r.value === null) return undefined;
    const value = options.value ? options.value(r.value) : r.value;
    return listLink(list, ctx.filters, { [options.field]: value }, ctx.permissions);
  });
  return {
    categories: rows.map((r) =>
      r.value === null ? NOT_RECORDED : coded ? codeLabel(coded, r.value) : groupLabel(options.field, r.value),
    ),
    series: [{ label: options.label, data: rows.map((r) => r.count) }],
    links,
    ...(options.shareOf === undefined ? {} : { shareOf: options.shareOf }),
  };
}

/** Counts per academic year (spec 9: 2026/27), each linked to the list of that year with the page's other filters. */
export function yearFigure(
  rows: readonly { year: number; count: number }[],
  ctx: LinkContext,
  list: ListKey,
  label: string,
) {
  return {
    categories: rows.map((r) => academicYear(r.year)),
    series: [{ label, data: rows.map((r) => r.count) }],
    links: rows.map((r) => yearLink(list, ctx, r.year)),
  } satisfies FigureData;
}

/** The list of one academic year (the page's year filter replaced) with the page's other filters. */
export function yearLink(list: ListKey, ctx: LinkContext, year: number, extra: Readonly<Record<string, string>> = {}) {
  return listLink(list, ctx.filters, { academicYear: String(year), ...extra }, ctx.permissions);
}

/** The page filters a list cannot take, in words: the note under the page's figures. */
export function droppedNote(list: ListKey, filters: Readonly<Record<string, string>>): string | undefined {
  const dropped = Object.keys(filters).filter((name) => LIST_FIELDS[list][name] === undefined);
  if (dropped.length === 0) return undefined;
  const names = dropped.map((n) => REPORT_FILTER_LABELS[n as ReportFilterName]?.toLowerCase() ?? n);
  return `The lists these figures open cannot filter by ${names.join(' or ')}: they show those records for every ${names.length > 1 ? 'value' : names[0]}.`;
}
