import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import {
  IMPORT_OUTCOMES_SHOWN,
  type ImportKind,
  type ImportMapping,
  type RowAction,
  type RowOutcome,
} from '@collegium/domain/data-import';
import type { AnyDb } from '../entities/entity-columns.ts';
import { importTarget } from './import-kinds.ts';
import { csvLine, type ImportFormat, readRows } from './read-rows.ts';
import { blankRecord, checkRecord, columnsByField, mappedValues } from './row-values.ts';
import { ChunkWriter } from './write-chunk.ts';

// One pass over an import file inside the caller's transaction: each row read, checked, matched
// and written (a chunk at a time, write-chunk.ts). The dry run is this pass in a transaction that is then rolled back, so what it
// reports (created, updated, duplicate, errors, also for a file naming someone twice) is what the
// commit will do. Rows with errors are never written; they go to the failed-rows file (the
// file's own columns plus "Errors"), to be fixed and imported again.

export interface ImportInput {
  kind: ImportKind;
  filePath: string;
  format: ImportFormat;
  headers: readonly string[];
  mapping: ImportMapping;
}

export interface ImportTotals {
  total: number;
  counts: Record<RowAction, number>;
  outcomes: RowOutcome[];
  /** The failed rows as CSV bytes (header included), or null when every row passed. */
  failedRows: Buffer | null;
}

export const ERRORS_COLUMN = 'Errors';
const PROGRESS_EVERY = 500;

export async function processImport(
  db: AnyDb,
  input: ImportInput,
  now: string,
  onProgress: (rows: number) => void | Promise<void> = () => {},
): Promise<ImportTotals> {
  const target = importTarget(input.kind);
  const columns = columnsByField(input.headers, input.mapping);
  const mapped = [...columns.keys()];
  // A re-imported failed-rows file carries our Errors column: it is never read as data.
  const counts: Record<RowAction, number> = { create: 0, update: 0, duplicate: 0, error: 0 };
  const errors: RowOutcome[] = [];
  const others: RowOutcome[] = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'collegium-import-'));
  const failedPath = path.join(dir, 'failed.csv');
  const failed = createWriteStream(failedPath);
  const headerCells = input.headers.filter((h) => h !== ERRORS_COLUMN);
  const keep = input.headers.map((h, i) => (h === ERRORS_COLUMN ? -1 : i)).filter((i) => i >= 0);
  let total = 0;
  const record = (outcome: RowOutcome) => {
    counts[outcome.action] += 1;
    const list = outcome.action === 'error' ? errors : others;
    if (list.length < IMPORT_OUTCOMES_SHOWN) list.push(outcome);
  };
  const writer = new ChunkWriter(db, target, mapped, now, record);
  try {
    failed.write(csvLine([...headerCells, ERRORS_COLUMN]));
    let header = true;
    for await (const { row, cells } of readRows(input.filePath, input.format)) {
      if (header) {
        header = false;
        continue;
      }
      if (cells.every((c) => c.trim() === '')) continue;
      total += 1;
      const values = { ...blankRecord(target.def), ...mappedValues(target.def, cells, columns) };
      const checked = checkRecord(target.def, values, input.headers, columns);
      if (checked.values === null) {
        record({ row, action: 'error', label: '', errors: checked.errors });
        const line = keep.map((i) => cells[i] ?? '');
        if (!failed.write(csvLine([...line, checked.errors.map((e) => `${e.column}: ${e.message}`).join('; ')])))
          await once(failed, 'drain');
      } else await writer.add(row, checked.values);
      if (total % PROGRESS_EVERY === 0) await onProgress(total);
    }
    await writer.finish();
    failed.end();
    await once(failed, 'close');
    await onProgress(total);
    return {
      total,
      counts,
      outcomes: [...errors, ...others].slice(0, IMPORT_OUTCOMES_SHOWN),
      failedRows: counts.error > 0 ? await readFile(failedPath) : null,
    };
  } finally {
    failed.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}
