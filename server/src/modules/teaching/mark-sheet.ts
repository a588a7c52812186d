import {
  assignmentHeader,
  assignmentIdOf,
  type MarkSheetImport,
  type MarkSheetRow,
  parseVersions,
  STUDENT_ID_HEADER,
  VERSION_HEADER,
  versionsText,
} from '@collegium/domain/mark-sheet';
import { academicYear } from '@collegium/domain/academic-year';
import type { MarkInput } from '@collegium/domain/marking';
import ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import { type Sheet, sheetRows } from '../../lib/excel-writer.ts';
import { readMarkingGrid } from './marks-read.ts';
import { saveMarks } from './marks-write.ts';
import { readModuleResults } from './module-results.ts';
import {
  BOARD_COLUMN,
  boardCell,
  RESULT_COLUMNS,
  resultCells,
  STUDENT_COLUMNS,
  studentCells,
} from './result-columns.ts';

// Issue 18: the Excel mark sheet of an instance (students x assignments, the marks and the live
// result), the exam board's results, and importing marks from a mark sheet of the same layout.

export async function markSheet(db: Kysely<Database>, instanceId: number): Promise<{ name: string; sheet: Sheet }> {
  const grid = await readMarkingGrid(db, instanceId);
  const results = await readModuleResults(db, instanceId);
  const resultOf = new Map(results.rows.map((r) => [r.studentId, r]));
  const { instance, assignments } = grid;
  return {
    name: `marks-${instance.moduleCode}-${instance.academicYear}-${instance.hub}`,
    sheet: {
      name: `${instance.moduleCode} ${academicYear(instance.academicYear).replace('/', '-')}`,
      columns: [
        { key: 'studentId', header: STUDENT_ID_HEADER },
        ...STUDENT_COLUMNS,
        ...assignments.map((a) => ({ key: `a${a.id}`, header: assignmentHeader(a), width: 18 })),
        { key: 'mark', header: 'Module mark' },
        { key: 'outcome', header: 'Result' },
        { key: 'versions', header: VERSION_HEADER, width: 30 },
      ],
      rows: sheetRows(grid.rows, (r) => [
        r.studentId,
        ...studentCells(r),
        ...r.cells.map((c) => c.mark),
        resultOf.get(r.studentId)?.mark ?? null,
        resultOf.get(r.studentId)?.outcome ?? null,
        versionsText(r.cells),
      ]),
    },
  };
}

export async function resultsSheet(db: Kysely<Database>, instanceId: number): Promise<{ name: string; sheet: Sheet }> {
  const grid = await readMarkingGrid(db, instanceId);
  const results = await readModuleResults(db, instanceId);
  const { instance } = grid;
  const board = boardCell(results.confirmedAt);
  return {
    name: `results-${instance.moduleCode}-${instance.academicYear}-${instance.hub}`,
    sheet: {
      name: `Results ${instance.moduleCode}`,
      columns: [
        { key: 'module', header: 'Module' },
        { key: 'year', header: 'Year' },
        { key: 'hub', header: 'Hub' },
        ...STUDENT_COLUMNS,
        ...RESULT_COLUMNS,
        { key: 'first', header: 'First attempt' },
        { key: 'resit', header: 'Resit mark' },
        BOARD_COLUMN,
      ],
      rows: sheetRows(results.rows, (r) => [
        instance.moduleCode,
        academicYear(instance.academicYear),
        instance.hub,
        ...studentCells(r),
        ...resultCells(r),
        r.firstMark,
        r.resitMark,
        board,
      ]),
    },
  };
}

function text(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object' && !(value instanceof Date)) {
    const v = value as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.result !== undefined) return String(v.result);
    if (v.text !== undefined) return String(v.text);
    return '';
  }
  return String(value).trim();
}

async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw validationFailed([{ param: 'file', message: 'This is not an Excel (.xlsx) workbook.' }]);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw validationFailed([{ param: 'file', message: 'The workbook has no sheet.' }]);
  return sheet;
}

/** Checks a mark sheet against the grid; with `commit`, writes every change in one transaction. */
export async function importMarkSheet(
  db: Db,
  instanceId: number,
  bytes: Buffer,
  commit: boolean,
  actor: Actor,
): Promise<MarkSheetImport> {
  const sheet = await firstSheet(bytes);
  const grid = await readMarkingGrid(db.kysely, instanceId);
  const confirmed = (await readModuleResults(db.kysely, instanceId)).confirmedAt !== null;
  const headers = ((sheet.getRow(1).values as ExcelJS.CellValue[]) ?? []).map(text);
  const studentCol = headers.indexOf(STUDENT_ID_HEADER);
  const versionCol = headers.indexOf(VERSION_HEADER);
  if (studentCol < 0 || versionCol < 0)
    throw validationFailed([
      {
        param: 'file',
        message: `This is not a mark sheet of Collegium: it needs the "${STUDENT_ID_HEADER}" and "${VERSION_HEADER}" columns as exported.`,
      },
    ]);
  const titles = new Map(grid.assignments.map((a) => [a.id, a.title]));
  const columns = headers.flatMap((h, col) => {
    const id = assignmentIdOf(h);
    return id !== null && titles.has(id) ? [{ col, id, header: h }] : [];
  });
  const rowsOf = new Map(grid.rows.map((r) => [r.studentId, r]));
  const report: MarkSheetRow[] = [];
  const cells: MarkInput[] = [];
  const seen = new Set<number>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as ExcelJS.CellValue[]) ?? [];
    const idText = text(values[studentCol]);
    if (values.every((v) => text(v) === '')) return;
    const studentId = /^\d{1,10}$/.test(idText) ? Number(idText) : null;
    const found = studentId === null ? undefined : rowsOf.get(studentId);
    const entry: MarkSheetRow = {
      row: number,
      studentId,
      name: found?.name ?? null,
      status: 'unchanged',
      changes: [],
      errors: [],
    };
    report.push(entry);
    if (!found || studentId === null || seen.has(studentId)) {
      const message =
        studentId !== null && seen.has(studentId)
          ? 'This student is on the sheet twice.'
          : `${idText || 'A blank id'} is not a student on this module instance.`;
      entry.errors.push({ column: STUDENT_ID_HEADER, message });
      entry.status = 'error';
      return;
    }
    seen.add(studentId);
    const versions = parseVersions(text(values[versionCol]));
    for (const { col, id, header } of columns) {
      const cell = found.cells.find((c) => c.assignmentId === id);
      if (!cell) continue;
      const raw = text(values[col]);
      const mark = raw === '' ? null : /^\d{1,3}$/.test(raw) && Number(raw) <= 100 ? Number(raw) : undefined;
      if (mark === undefined) {
        entry.errors.push({ column: header, message: `${raw} is not a mark: a whole number from 0 to 100.` });
        continue;
      }
      if (mark === cell.mark) continue;
      if (versions.get(id) !== cell.version)
        entry.errors.push({
          column: header,
          message: `Someone saved this mark after the sheet was exported (now ${cell.mark ?? 'none'}): export it again.`,
        });
      else if (confirmed)
        entry.errors.push({
          column: header,
          message: 'The exam board has confirmed these results: change this mark in the grid, with the reason.',
        });
      else if (grid.instance.doubleMarked && mark !== null && (cell.firstMark === null || cell.secondMark === null))
        entry.errors.push({ column: header, message: 'Enter the first and second marks before the agreed mark.' });
      else if (mark === null && cell.mark !== null)
        entry.errors.push({ column: header, message: 'A blank cell does not clear a mark: clear it in the grid.' });
      else {
        entry.changes.push({ assignment: titles.get(id) ?? header, from: cell.mark, to: mark });
        cells.push({
          studentId,
          assignmentId: id,
          submittedOn: cell.submittedOn,
          mark,
          version: cell.version,
        });
      }
    }
    entry.status = entry.errors.length > 0 ? 'error' : entry.changes.length > 0 ? 'changed' : 'unchanged';
  });
  const count = (status: MarkSheetRow['status']) => report.filter((r) => r.status === status).length;
  const result = {
    committed: false,
    changed: count('changed'),
    unchanged: count('unchanged'),
    errors: count('error'),
    rows: report,
  };
  if (!commit) return result;
  if (result.errors > 0)
    throw new AppError(
      422,
      'validation_failed',
      `Nothing was saved: ${result.errors} ${result.errors === 1 ? 'row has' : 'rows have'} errors. Correct the sheet and check it again.`,
      [{ param: 'file', message: 'The sheet has rows with errors.' }],
    );
  if (cells.length > 0) await saveMarks(db, instanceId, { cells }, actor);
  return { ...result, committed: true };
}
