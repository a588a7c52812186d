import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import archiver from 'archiver';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { FileStore } from '../files/file-store.ts';
import { insertStoredFile } from '../files/stored-files.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { PermanentJobError, registerJobType } from '../jobs/registry.ts';
import { collectPersonData, redact } from './person-graph.ts';

// Subject access (UK GDPR art. 15; issue 15): one zip of everything held about a person — a JSON
// file per table the schema links to them, their own audit trail, and the stored files their
// records hold — made by a job and audited. Asked for by an administrator, or by a student's
// folder request once the registry marks it sent.

export const SUBJECT_ACCESS_JOB = 'privacy.subject-access';

interface Payload {
  exportId: number;
}

/** Queues an export (in the caller's transaction). */
export async function requestSubjectAccess(
  trx: Transaction<Database>,
  input: {
    personId: number;
    requestedByUserId: number | null;
    asUserId?: number | null;
    folderRequestId?: number | null;
    ip?: string | null;
  },
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('subject_access_exports')
    .values({
      person_id: input.personId,
      status: 'queued',
      folder_request_id: input.folderRequestId ?? null,
      requested_by_user_id: input.requestedByUserId,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueJob(trx, SUBJECT_ACCESS_JOB, { exportId: row.id } satisfies Payload, { maxAttempts: 3 });
  await recordAudit(trx, {
    actorUserId: input.requestedByUserId,
    asUserId: input.asUserId ?? null,
    ip: input.ip ?? null,
    entity: 'people',
    entityId: input.personId,
    action: 'subject access requested',
    changes: { exportId: row.id, folderRequestId: input.folderRequestId ?? null },
  });
  return row.id;
}

const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 100);

/** Builds the zip's bytes for one person. */
export async function buildSubjectAccessZip(
  ctx: AppContext,
  personId: number,
): Promise<{ bytes: Buffer; tables: Record<string, number> }> {
  const data = await collectPersonData(ctx.db, personId);
  const userIds = (data.tables.users ?? []).map((u) => Number(u.id));
  const audit = userIds.length
    ? await ctx.db.kysely
        .selectFrom('audit_log')
        .selectAll()
        .where((eb) => eb.or([eb('actor_user_id', 'in', userIds), eb('as_user_id', 'in', userIds)]))
        .orderBy('id')
        .execute()
    : [];
  const store = new FileStore(ctx.config.filesDir);
  const files = data.fileIds.length
    ? await ctx.db.kysely.selectFrom('files').selectAll().where('id', 'in', data.fileIds).execute()
    : [];
  const dir = await mkdtemp(path.join(tmpdir(), 'collegium-sar-'));
  const zipPath = path.join(dir, 'export.zip');
  try {
    const out = createWriteStream(zipPath);
    const archive = archiver('zip', { zlib: { level: 6 } });
    archive.pipe(out);
    const tables: Record<string, number> = {};
    for (const [table, rows] of Object.entries(data.tables)) {
      tables[table] = rows.length;
      archive.append(JSON.stringify(rows.map(redact), null, 2), { name: `data/${table}.json` });
    }
    archive.append(JSON.stringify(audit, null, 2), { name: 'data/audit_log.json' });
    tables.audit_log = audit.length;
    const held: { id: number; name: string; path: string }[] = [];
    for (const f of files) {
      const name = `files/${f.id}-${safeName(f.original_name)}`;
      if (await store.exists(f.storage_key)) {
        archive.file(store.pathOf(f.storage_key), { name });
        held.push({ id: f.id, name: f.original_name, path: name });
      }
    }
    tables.files = held.length;
    archive.append(
      JSON.stringify(
        {
          personId,
          generatedAt: new Date().toISOString(),
          tables,
          files: held,
          note: 'Password and token hashes are never exported.',
        },
        null,
        2,
      ),
      { name: 'manifest.json' },
    );
    await archive.finalize();
    if (!out.closed) await once(out, 'close');
    return { bytes: await readFile(zipPath), tables };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function registerSubjectAccessJob(): void {
  registerJobType<Payload>(SUBJECT_ACCESS_JOB, {
    async run(ctx, { exportId }) {
      const row = await ctx.db.kysely
        .selectFrom('subject_access_exports')
        .selectAll()
        .where('id', '=', exportId)
        .executeTakeFirst();
      if (!row) throw new PermanentJobError('The export request has gone.');
      if (row.status === 'done') return;
      const { bytes, tables } = await buildSubjectAccessZip(ctx, row.person_id);
      const store = new FileStore(ctx.config.filesDir);
      let written: string | null = null;
      try {
        await ctx.db.kysely.transaction().execute(async (trx) => {
          const stored = await insertStoredFile(trx, store, {
            bytes,
            originalName: `subject-access-${row.person_id}-${exportId}.zip`,
            contentType: 'application/zip',
            uploadedByUserId: null,
          });
          written = stored.key;
          await trx
            .updateTable('subject_access_exports')
            .set({ status: 'done', file_id: stored.id, finished_at: new Date().toISOString(), last_error: null })
            .where('id', '=', exportId)
            .execute();
          await recordAudit(trx, {
            actorUserId: row.requested_by_user_id,
            entity: 'people',
            entityId: row.person_id,
            action: 'subject access exported',
            changes: { exportId, tables },
          });
        });
      } catch (error) {
        if (written) await store.remove(written).catch(() => undefined);
        throw error;
      }
    },
    async onFailure(ctx, { exportId }, failure) {
      if (!failure.willRetry) {
        await ctx.db.kysely
          .updateTable('subject_access_exports')
          .set({ status: 'failed', last_error: failure.error.slice(0, 500) })
          .where('id', '=', exportId)
          .execute();
      }
    },
  });
}
