import { academicYear } from '@collegium/domain/academic-year';
import type { Kysely } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';

// Issue 16: the exports kept, each compared with the last export of its period marked submitted
// before it (records added, changed, removed, by HUSID), and the mark itself.

export interface ExportDiff {
  against: number | null;
  added: number;
  changed: number;
  removed: number;
}

export function diffDigests(
  now: Record<string, string>,
  before: Record<string, string> | null,
): Omit<ExportDiff, 'against'> {
  if (!before) return { added: Object.keys(now).length, changed: 0, removed: 0 };
  let added = 0;
  let changed = 0;
  for (const [husid, digest] of Object.entries(now)) {
    if (!(husid in before)) added++;
    else if (before[husid] !== digest) changed++;
  }
  const removed = Object.keys(before).filter((h) => !(h in now)).length;
  return { added, changed, removed };
}

export async function exportHistory(db: Kysely<Database>, year: number) {
  const rows = await db
    .selectFrom('hesa_exports as x')
    .leftJoin('users as u', 'u.id', 'x.created_by_user_id')
    .select([
      'x.id',
      'x.created_at',
      'x.sha256',
      'x.included',
      'x.left_out',
      'x.record_digests',
      'x.submitted_at',
      'u.email',
    ])
    .where('x.academic_year', '=', year)
    .orderBy('x.id', 'asc')
    .execute();
  let lastSubmitted: (typeof rows)[number] | null = null;
  const out = rows.map((r) => {
    const diff: ExportDiff = {
      against: lastSubmitted ? Number(lastSubmitted.id) : null,
      ...diffDigests(JSON.parse(r.record_digests), lastSubmitted ? JSON.parse(lastSubmitted.record_digests) : null),
    };
    if (r.submitted_at) lastSubmitted = r;
    return {
      id: Number(r.id),
      createdAt: r.created_at,
      by: r.email ?? null,
      sha256: r.sha256,
      included: Number(r.included),
      leftOut: Number(r.left_out),
      submittedAt: r.submitted_at,
      diff,
    };
  });
  return { academicYear: academicYear(year), exports: out.reverse() };
}

export async function markSubmitted(db: Db, id: number, actor: Actor): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('hesa_exports')
      .select(['id', 'submitted_at', 'academic_year'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no HESA export ${id}.`);
    if (row.submitted_at)
      throw conflict(`Export ${id} was already marked submitted on ${row.submitted_at.slice(0, 10)}.`);
    const now = new Date().toISOString();
    await trx.updateTable('hesa_exports').set({ submitted_at: now }).where('id', '=', id).execute();
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      entity: 'hesa_exports',
      entityId: id,
      action: 'submitted',
      changes: { academicYear: academicYear(Number(row.academic_year)) },
      ip: actor.ip,
    });
  });
}
