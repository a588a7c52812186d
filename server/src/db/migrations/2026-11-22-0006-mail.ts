import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { EMAIL_TEMPLATES_0006, type FrozenTemplate } from './frozen/2026-11-22-0006-email-templates.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// E-mail (issue 6): the templates admins edit, the outbox (every mail the product sends, whether
// or not an SMTP server is configured) and the database-backed job queue that delivers them.

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  await db.schema
    .createTable('email_templates')
    .$call(id)
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    /** Plain text with {{placeholders}}; the HTML part is made from it with every value escaped. */
    .addColumn('body', 'text', (c) => c.notNull())
    /** JSON list of {name, description}: the placeholders this template may use. */
    .addColumn('placeholders', 'text', (c) => c.notNull())
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // A generic queue: a job type names its handler (server/src/modules/jobs/registry.ts).
  await db.schema
    .createTable('jobs')
    .$call(id)
    .addColumn('type', 'text', (c) => c.notNull())
    /** JSON the handler reads. */
    .addColumn('payload', 'text', (c) => c.notNull())
    /** queued → running → done, or back to queued to retry, or failed after the last attempt. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    /** Overrides JOB_MAX_ATTEMPTS for this job when set. */
    .addColumn('max_attempts', 'integer')
    /** When the job may next run (ISO-8601 UTC). */
    .addColumn('run_at', 'text', (c) => c.notNull())
    /** A running job whose lease has passed belongs to a process that died: it is claimed again. */
    .addColumn('lease_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('jobs_status_run_at_idx').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('outbox')
    .$call(id)
    .addColumn('template_key', 'text', (c) => c.notNull())
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('to_name', 'text')
    /** JSON object of the placeholder values; the message is rendered from it when it is sent. */
    .addColumn('data', 'text', (c) => c.notNull())
    /** queued, sent, failed, or held (rendered, but no SMTP server is configured). */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text')
    .addColumn('body_html', 'text')
    .addColumn('message_id', 'text')
    .addColumn('related_entity', 'text')
    .addColumn('related_id', 'text')
    .addColumn('job_id', 'integer', (c) => c.references('jobs.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('outbox_created_at_idx').on('outbox').column('created_at').execute();
  await db.schema.createIndex('outbox_status_idx').on('outbox').column('status').execute();
  await db.schema.createIndex('outbox_related_idx').on('outbox').columns(['related_entity', 'related_id']).execute();

  // Every install needs the templates the product sends (admins edit them afterwards).
  await insertMissingTemplates(db, EMAIL_TEMPLATES_0006);
}

/**
 * Adds each template whose key is not in the table yet; never changes one that is there (admins may
 * have edited it). Frozen with this migration: later migrations that add defaults call it too.
 */
export async function insertMissingTemplates(
  db: Kysely<unknown>,
  templates: readonly FrozenTemplate[],
  now = new Date().toISOString(),
): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration does not know the live schema's types
  const k = db as Kysely<any>;
  const existing = new Set(
    (await k.selectFrom('email_templates').select('key').execute()).map((r: { key: string }) => r.key),
  );
  const missing = templates.filter((t) => !existing.has(t.key));
  if (missing.length === 0) return 0;
  await k
    .insertInto('email_templates')
    .values(
      missing.map((t) => ({
        key: t.key,
        name: t.name,
        subject: t.subject,
        body: t.body,
        placeholders: JSON.stringify(t.placeholders),
        updated_by_user_id: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  return missing.length;
}
