import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';

// Writes a spreadsheet as it is read: rows go to exceljs' streaming writer and out to the
// client as they come, so an export of 100,000 records never holds them all in memory.

export interface SheetColumn {
  key: string;
  header: string;
  width?: number;
}

export type Cell = string | number | boolean | Date | null | undefined;

/** Starts the workbook; the returned stream is the .xlsx body, finished when `rows` is exhausted. */
export function excelStream(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: AsyncIterable<readonly Cell[]>,
): PassThrough {
  return excelWorkbookStream([{ name: sheetName, columns, rows }]);
}

export interface Sheet {
  name: string;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<readonly Cell[]>;
}

/**
 * A day stored as YYYY-MM-DD as a real date cell (Excel shows it in the reader's own date format,
 * DD/MM/YYYY in the UK; spec 9), anything else as it is.
 */
export function dayCell(value: string | null | undefined): Cell {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : value;
}

/** A sheet's rows from a list already in memory, one row of cells per item. */
export async function* sheetRows<T>(items: readonly T[], cells: (item: T) => readonly Cell[]) {
  for (const item of items) yield cells(item);
}

/** A workbook of several sheets, written one after the other, each row as it comes. */
export function excelWorkbookStream(sheets: readonly Sheet[]): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Collegium';

  void (async () => {
    try {
      for (const { name, columns, rows } of sheets) {
        const sheet = workbook.addWorksheet(name.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
        sheet.columns = columns.map((c) => ({
          key: c.key,
          header: c.header,
          width: c.width ?? Math.max(12, Math.min(40, c.header.length + 4)),
        }));
        sheet.getRow(1).font = { bold: true };
        sheet.getRow(1).commit();
        for await (const cells of rows) {
          sheet.addRow(cells.map((v) => (v === undefined ? null : v))).commit();
        }
        sheet.commit();
      }
      await workbook.commit();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return out;
}

/** `organisations-2026-11-22.xlsx`: the server names the file (spec 7.2). */
export function exportFilename(entity: string, now = new Date()): string {
  return `${entity}-${now.toISOString().slice(0, 10)}.xlsx`;
}
