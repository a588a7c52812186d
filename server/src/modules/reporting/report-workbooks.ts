import { academicYear } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import { type CodedFieldName, codeLabel, reportFilterValueLabel } from '@collegium/domain/coded-fields';
import { REPORT_FILTER_LABELS, type CountRow, type ReportFilterName } from '@collegium/domain/reporting-contracts';
import { type Cell, type Sheet, sheetRows } from '../../lib/excel-writer.ts';
import { NOT_RECORDED } from '../../lib/report-labels.ts';

// Issue 16: the sheets of a reporting page's Excel export: the filters and every figure (group,
// count, share) first, then the records behind them, each sheet written as it is read.

export interface FigureSet {
  title: string;
  rows: readonly { label: string; count: number }[];
  /** What the shares are of; the figure's own sum when left out. */
  of?: number;
}

/**
 * Count rows as figure rows, "Not recorded" for the group without a value; a figure of a coded
 * field (domain coded-fields.ts REPORT_FIGURES) names each group as its catalogue does (issue 19).
 */
export function labelled(rows: readonly CountRow[], coded: CodedFieldName | null = null) {
  return rows.map((r) => ({
    label: r.value === null ? NOT_RECORDED : coded ? codeLabel(coded, r.value) : r.value,
    count: r.count,
  }));
}

/** Count rows of intakes (each a start date) as figure rows, each intake as DD/MM/YYYY (spec 9). */
export function intakeRows(rows: readonly CountRow[]) {
  return rows.map((r) => ({ label: r.value === null ? NOT_RECORDED : formatDate(r.value), count: r.count }));
}

/** The academic year counts as figure rows, each year shown as 2026/27 (spec 9). */
export function byYearRows(rows: readonly { year: number; count: number }[]) {
  return rows.map((r) => ({ label: academicYear(r.year), count: r.count }));
}

/** The page's filters (each coded value by its label) and every figure, a row per group. */
export function figuresSheet(
  page: string,
  filters: Partial<Record<ReportFilterName, string | number>>,
  figures: readonly FigureSet[],
): Sheet {
  const lines: Cell[][] = [];
  for (const [name, value] of Object.entries(filters) as [ReportFilterName, string | number][]) {
    const shown =
      name === 'year'
        ? academicYear(Number(value))
        : /^\d{4}-\d{2}-\d{2}$/.test(String(value)) // an intake, a period's first or last day
          ? formatDate(String(value))
          : (reportFilterValueLabel(page, name, String(value)) ?? value);
    lines.push(['Filter', REPORT_FILTER_LABELS[name], shown, null]);
  }
  for (const figure of figures) {
    const of = figure.of ?? figure.rows.reduce((sum, r) => sum + r.count, 0);
    for (const row of figure.rows) {
      lines.push([figure.title, row.label, row.count, of === 0 ? 0 : Math.round((row.count / of) * 1000) / 10]);
    }
  }
  return {
    name: 'Figures',
    columns: [
      { key: 'figure', header: 'Figure', width: 34 },
      { key: 'group', header: 'Group', width: 34 },
      { key: 'count', header: 'Count' },
      { key: 'share', header: 'Share (%)' },
    ],
    rows: sheetRows(lines, (l) => l),
  };
}

/** A sheet of records: the column headers and each record's cells. */
export function recordsSheet<T>(
  name: string,
  columns: readonly [header: string, cell: (item: T) => Cell][],
  items: readonly T[],
): Sheet {
  return {
    name,
    columns: columns.map(([header], i) => ({ key: `c${i}`, header })),
    rows: sheetRows(items, (item) => columns.map(([, cell]) => cell(item))),
  };
}
