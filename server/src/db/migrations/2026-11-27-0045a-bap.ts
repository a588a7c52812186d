import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 20, feature `bap`: each candidate's Bishops' Advisory Panel journey (one row per
// application, written by admissions), and the reminder e-mail admissions get before a panel.
// Installed whether or not the feature is on; the template is written out here (frozen history).

const TEMPLATE = {
  key: 'bap-panel-reminder',
  name: 'BAP panel reminder',
  subject: 'BAP panel on {{panelDate}}: {{candidateName}}',
  placeholders: [
    { name: 'candidateName', description: "The candidate's full name", sample: 'Hannah Clarke' },
    { name: 'panelDate', description: 'The date of the panel (e.g. 3 December 2026)', sample: '3 December 2026' },
    { name: 'stage', description: 'The BAP stage on record', sample: 'Stage 2 panel booked' },
    { name: 'course', description: 'The programme applied for', sample: 'BA Theology, Ministry and Mission' },
    { name: 'diocese', description: 'The candidate\'s diocese (or "not given")', sample: 'Diocese of Durham' },
    {
      name: 'collegeName',
      description: 'The name of the college (COLLEGE_NAME)',
      sample: 'Collegium Theological College',
    },
  ],
  body: `Dear admissions team,

{{candidateName}} ({{course}}, {{diocese}}) has a Bishops' Advisory Panel on {{panelDate}}.

The stage on record is: {{stage}}.

Once the panel has been held, record its outcome and attach the diocese's recommendation under Applications → BAP panels.

{{collegeName}}`,
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('bap_candidates')
    .$call(withId(dialect))
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().unique().references('applications.id').onDelete('cascade'),
    )
    .addColumn('stage', 'text', (c) => c.notNull())
    .addColumn('panel_date', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('evidence_id', 'integer', (c) => c.references('application_evidence.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    /** The panel date admissions were last reminded of (once per candidate per panel date). */
    .addColumn('reminded_for', 'text')
    .addColumn('updated_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bap_candidates_panel_date_idx').on('bap_candidates').column('panel_date').execute();

  const k = db as Kysely<{
    email_templates: {
      key: string;
      name: string;
      subject: string;
      body: string;
      placeholders: string;
      updated_by_user_id: number | null;
      created_at: string;
      updated_at: string;
    };
  }>;
  const existing = await k
    .selectFrom('email_templates')
    .select('key')
    .where('key', '=', TEMPLATE.key)
    .executeTakeFirst();
  if (existing) return;
  const now = new Date().toISOString();
  await k
    .insertInto('email_templates')
    .values({
      key: TEMPLATE.key,
      name: TEMPLATE.name,
      subject: TEMPLATE.subject,
      body: TEMPLATE.body,
      placeholders: JSON.stringify(TEMPLATE.placeholders),
      updated_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
