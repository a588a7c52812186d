import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

// One audit entry per action that matters: who (the real person), acting as whom, what, when.

export interface AuditEntry {
  actorUserId: number | null;
  asUserId?: number | null;
  entity: string;
  entityId?: string | number | null;
  action: string;
  changes?: unknown;
  ip?: string | null;
}

export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await recordAudits(db, [entry]);
}

/** Several entries in one statement (bulk jobs write a chunk of work at a time). */
export async function recordAudits(
  db: Kysely<Database> | Transaction<Database>,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date().toISOString();
  await db
    .insertInto('audit_log')
    .values(
      entries.map((entry) => ({
        at,
        actor_user_id: entry.actorUserId,
        as_user_id: entry.asUserId ?? null,
        entity: entry.entity,
        entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        action: entry.action,
        changes: entry.changes === undefined ? null : JSON.stringify(entry.changes),
        ip: entry.ip ?? null,
      })),
    )
    .execute();
}
