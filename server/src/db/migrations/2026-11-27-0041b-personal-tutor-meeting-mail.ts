import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 20, feature `personal-tutor`: the e-mail a student's request for a meeting sends to their
// personal tutor. Written out here (migrations are frozen history); administrators edit it
// afterwards on admin/emailtemplates. Installed whether or not the feature is on.

const TEMPLATE = {
  key: 'personal-tutor-meeting-request',
  name: 'Personal tutor meeting request',
  subject: '{{studentName}} would like to meet',
  placeholders: [
    { name: 'tutorName', description: "The personal tutor's name", sample: 'Revd Dr Thomas Whitfield' },
    { name: 'studentName', description: "The student's full name", sample: 'Hannah Clarke' },
    { name: 'partnerId', description: "The student's partner id", sample: '0001234' },
    { name: 'studentEmail', description: "The student's e-mail address, to reply to", sample: 'hannah@example.org' },
    { name: 'message', description: 'What the student wrote', sample: 'I would like to talk about my placement.' },
    {
      name: 'availability',
      description: 'When the student can meet, as they wrote it (or "not given")',
      sample: 'Tuesday or Thursday afternoons',
    },
    {
      name: 'collegeName',
      description: 'The name of the college (COLLEGE_NAME)',
      sample: 'Collegium Theological College',
    },
  ],
  body: `Dear {{tutorName}},

{{studentName}} ({{partnerId}}), one of your personal tutees, has asked to meet you through the student portal.

Their message:

{{message}}

When they can meet: {{availability}}

Please reply to them at {{studentEmail}} to arrange a time.

{{collegeName}}`,
};

export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
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
