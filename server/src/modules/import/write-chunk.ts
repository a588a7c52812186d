import type { RowAction, RowOutcome } from '@collegium/domain/data-import';
import type { AnyDb } from '../entities/entity-columns.ts';
import type { ApiValue } from '../entities/row-mapping.ts';
import { CreateBatch } from './create-batch.ts';
import type { ImportTarget } from './import-kinds.ts';
import { findMatch, heldKeys, matchKeys } from './matching.ts';
import { writeRow } from './write-row.ts';

// The checked rows of an import, matched and written a chunk at a time (issue 15, import speed):
// one read per chunk says which of its rows' matching keys the database holds at all; a row
// holding none, and sharing none with a row created earlier in the chunk, matches nothing and is
// created with the batch without a lookup of its own. Any other row is matched on its own
// (findMatch), and once a row changed a record the rest of the chunk is too (a changed e-mail or
// name could make a later row match), so every outcome is what writing each row at once gives.

type Values = Record<string, ApiValue>;

export const CHUNK_ROWS = 500;

export class ChunkWriter {
  private waiting: { row: number; values: Values }[] = [];
  private readonly batch: CreateBatch;

  constructor(
    private readonly db: AnyDb,
    private readonly target: ImportTarget,
    private readonly mapped: readonly string[],
    private readonly now: string,
    private readonly done: (outcome: RowOutcome) => void,
  ) {
    this.batch = new CreateBatch(db, target, now);
  }

  async add(row: number, values: Values): Promise<void> {
    this.waiting.push({ row, values });
    if (this.waiting.length >= CHUNK_ROWS) await this.drain();
  }

  /** Writes every row still waiting. */
  async finish(): Promise<void> {
    await this.drain();
    await this.batch.flush();
  }

  private async drain(): Promise<void> {
    const chunk = this.waiting;
    this.waiting = [];
    if (chunk.length === 0) return;
    const { kind, def } = this.target;
    const held = await heldKeys(
      this.db,
      kind,
      chunk.map((c) => c.values),
    );
    const created = new Set<string>();
    let exact = false;
    for (const { row, values } of chunk) {
      const keys = matchKeys(kind, values);
      if (this.batch.holdsKeyOf(values)) await this.batch.flush();
      const lookUp = exact || keys.some((k) => held.has(k) || created.has(k));
      const match = lookUp ? await findMatch(this.db, kind, def.table, values) : null;
      let action: RowAction = 'create';
      if (match === null) for (const key of await this.batch.add(values)) created.add(key);
      else {
        await this.batch.flush();
        action = (await writeRow(this.db, this.target, match, values, this.mapped, this.now)).action;
        if (action !== 'duplicate') exact = true;
      }
      this.done({
        row,
        action,
        label: match ? `matched by ${match.by}` : labelOf(def.titleFields, values),
        errors: [],
      });
    }
  }
}

function labelOf(titleFields: readonly string[], values: Record<string, unknown>): string {
  return `new: ${titleFields
    .map((f) => values[f])
    .filter((v) => v !== null && v !== undefined)
    .join(' ')}`;
}
