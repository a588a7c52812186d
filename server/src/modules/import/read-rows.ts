import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

// The rows of an uploaded file, one at a time (issue 15: 100,000 rows in flat memory): csv-parse
// over a file stream, or exceljs's streaming workbook reader (first worksheet only). Every cell
// arrives as text; a spreadsheet date becomes YYYY-MM-DD.

export type ImportFormat = 'csv' | 'xlsx';

export interface FileRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  cells: string[];
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
    return '';
  }
  return String(value);
}

async function* csvRows(path: string): AsyncGenerator<FileRow> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }),
  );
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

async function* xlsxRows(path: string): AsyncGenerator<FileRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const r of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (r.values as unknown[]) ?? [];
      // row.values is 1-based.
      yield { row: r.number, cells: values.slice(1).map(cellText) };
    }
    return;
  }
}

/** Every row, the header first; blank rows are yielded (with empty cells) so row numbers stay true. */
export function readRows(path: string, format: ImportFormat): AsyncGenerator<FileRow> {
  return format === 'csv' ? csvRows(path) : xlsxRows(path);
}

/** The header row's names (blank ones named by position, repeated ones numbered). */
export function headerNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((c, i) => {
    const base = c.trim() || `Column ${i + 1}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}

/** The header of a file, or null when it has none. */
export async function readHeaders(path: string, format: ImportFormat): Promise<string[] | null> {
  const rows = readRows(path, format);
  try {
    for await (const first of rows) return headerNames(first.cells);
    return null;
  } finally {
    await rows.return(undefined);
  }
}

/** One CSV line (RFC 4180 quoting), for the failed-rows file. */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map((c) => (/[",\r\n]/.test(c) || /^[=+\-@]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
}
