import type { EntityDefinition } from '@collegium/domain/entities/entity-definition';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';

// A module's own rule on the generic writes of one entity (issue 15: nobody grants a role rights
// they do not hold). It runs inside the write's transaction, after the stale-version check and
// before anything is written; throwing an AppError refuses the write and leaves nothing behind.

export interface WriteGuardInput {
  trx: Transaction<Database>;
  def: EntityDefinition;
  /** null when creating. */
  id: number | null;
  /** The stored values before the write (null when creating). */
  before: Readonly<Record<string, unknown>> | null;
  /** The values after the write (null when deleting). */
  after: Readonly<Record<string, unknown>> | null;
  actor: Actor;
}

export type WriteGuard = (input: WriteGuardInput) => Promise<void>;

/** Guards by entity name. */
export type WriteGuards = Readonly<Record<string, WriteGuard>>;
