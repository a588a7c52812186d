import type { RowAction, RowOutcome } from '@collegium/domain/data-import';
import type { AnyDb } from '../entities/entity-columns.ts';
import { loadRecord, loadRecords, type StoredRecord } from '../entities/record-repository.ts';
import type { ApiValue } from '../entities/row-mapping.ts';
import { CreateBatch } from './create-batch.ts';
import type { ImportTarget } from './import-kinds.ts';
import { matchMany } from './match-many.ts';
import { findMatch, matchKeys, type Match } from './matching.ts';
import { UpdateBatch } from './update-batch.ts';
import { storedDef, writeNewRole } from './write-row.ts';

// The checked rows of an import, matched and written a chunk at a time (issue 15, import speed):
// the whole chunk is matched in a few statements (matchMany) and the records it matched are read
// in one; rows matching nothing are created in a batch, rows matching a record updated in a batch.
// A row's match from the start of the chunk stands unless an earlier row of the chunk created or
// changed something the row could be matched by (a key of the created row, or of the changed
// record before or after the change): such a row is matched again on its own (findMatch) after
// both batches are written. A row matching a person of another role writes at once, and the rest
// of the chunk is matched row by row. So every outcome is what writing each row at once gives.

type Values = Record<string, ApiValue>;

export const CHUNK_ROWS = 500;

export class ChunkWriter {
  private waiting: { row: number; values: Values }[] = [];
  private readonly creates: CreateBatch;
  private readonly updates: UpdateBatch;

  constructor(
    private readonly db: AnyDb,
    private readonly target: ImportTarget,
    private readonly mapped: readonly string[],
    private readonly now: string,
    private readonly done: (outcome: RowOutcome) => void,
  ) {
    this.creates = new CreateBatch(db, target, now);
    this.updates = new UpdateBatch(db, target, mapped, now);
  }

  async add(row: number, values: Values): Promise<void> {
    this.waiting.push({ row, values });
    if (this.waiting.length >= CHUNK_ROWS) await this.drain();
  }

  /** Writes every row still waiting. */
  async finish(): Promise<void> {
    await this.drain();
  }

  private async flush(): Promise<void> {
    await this.creates.flush();
    await this.updates.flush();
  }

  private async drain(): Promise<void> {
    const chunk = this.waiting;
    this.waiting = [];
    if (chunk.length === 0) return;
    const { kind, def } = this.target;
    const stored = storedDef(def);
    const matches = await matchMany(
      this.db,
      kind,
      def.table,
      chunk.map((c) => c.values),
    );
    const records = await loadRecords(
      this.db,
      stored,
      matches.flatMap((m) => (m?.id == null ? [] : [m.id])),
    );
    const touched = new Set<string>();
    let exact = false;
    for (const [i, { row, values }] of chunk.entries()) {
      const keys = matchKeys(kind, values);
      let match: Match | null = matches[i]!;
      let record: StoredRecord | null | undefined = match?.id == null ? null : records.get(match.id);
      if (exact || keys.some((k) => touched.has(k)) || (match?.id != null && this.updates.holds(match.id))) {
        await this.flush();
        match = await findMatch(this.db, kind, def.table, values);
        record = match?.id == null ? null : await loadRecord(this.db, stored, match.id);
      }
      let action: RowAction = 'create';
      if (match === null) for (const key of await this.creates.add(values)) touched.add(key);
      else if (match.id === null) {
        await this.flush();
        await writeNewRole(this.db, this.target, match.personId!, values, this.mapped, this.now);
        exact = true;
      } else {
        if (!record) throw new Error(`Matched record ${def.table} ${match.id} has gone`);
        const { action: done, changes } = this.updates.add(record, values);
        action = done;
        if (done === 'update')
          for (const key of [...matchKeys(kind, record.values), ...matchKeys(kind, { ...record.values, ...changes })])
            touched.add(key);
      }
      this.done({
        row,
        action,
        label: match ? `matched by ${match.by}` : labelOf(def.titleFields, values),
        errors: [],
      });
    }
    // The next chunk is matched against the database: nothing of this one may still be waiting.
    await this.flush();
  }
}

function labelOf(titleFields: readonly string[], values: Record<string, unknown>): string {
  return `new: ${titleFields
    .map((f) => values[f])
    .filter((v) => v !== null && v !== undefined)
    .join(' ')}`;
}
