import type { Generated } from 'kysely';

// The columns most tables share (schema.ts).

export type Timestamps = { created_at: string; updated_at: string; version: Generated<number> };

/** Columns every record linked to a person has. */
export type PersonLinked = Timestamps & { id: Generated<number>; person_id: number };
