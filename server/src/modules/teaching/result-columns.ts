import type { ModuleResultRow } from '@collegium/domain/module-results';
import type { Cell, SheetColumn } from '../../lib/excel-writer.ts';

// Issue 18: the columns an instance's results sheet and the year's results workbook share (who,
// the module mark, outcome and credits, and what the exam board did), written once.

/** "Confirmed <day>" once the exam board confirmed the instance's results, else "Not confirmed". */
export function boardCell(confirmedAt: string | null): string {
  return confirmedAt ? `Confirmed ${confirmedAt.slice(0, 10)}` : 'Not confirmed';
}

/** Who the row is about. */
export const STUDENT_COLUMNS: readonly SheetColumn[] = [
  { key: 'partnerId', header: 'Partner id' },
  { key: 'name', header: 'Name', width: 28 },
];

/** The result itself. */
export const RESULT_COLUMNS: readonly SheetColumn[] = [
  { key: 'mark', header: 'Module mark' },
  { key: 'outcome', header: 'Outcome' },
  { key: 'credits', header: 'Credits awarded' },
];

export const BOARD_COLUMN: SheetColumn = { key: 'board', header: 'Exam board', width: 24 };

export const studentCells = (r: { partnerId: number | null; name: string }): Cell[] => [r.partnerId, r.name];

export const resultCells = (r: Pick<ModuleResultRow, 'mark' | 'outcome' | 'creditsAwarded'>): Cell[] => [
  r.mark,
  r.outcome,
  r.creditsAwarded,
];
