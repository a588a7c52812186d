import type { Kysely } from 'kysely';
import type { Dialect } from '../database.ts';

// Issue 15: the e-mail inviting a new member of staff to set their password. Written out here
// (migrations are frozen history); administrators edit it afterwards on admin/emailtemplates.

const TEMPLATE = {
  key: 'user-invitation',
  name: 'Staff account invitation',
  subject: 'Your {{collegeName}} account',
  placeholders: [
    { name: 'name', description: 'The name of the new account holder', sample: 'Hannah Whitfield' },
    { name: 'email', description: 'The e-mail address they sign in with', sample: 'h.whitfield@example.ac.uk' },
    {
      name: 'setPasswordLink',
      description: 'The one-time link to choose a password',
      sample: 'https://portal.example.ac.uk/pages/reset/6d1f0c92ab',
    },
    {
      name: 'expiresOn',
      description: 'When the link stops working, e.g. 16 December 2026 at 09:30',
      sample: '16 December 2026 at 09:30',
    },
    {
      name: 'collegeName',
      description: 'The name of the college (COLLEGE_NAME)',
      sample: 'Collegium Theological College',
    },
  ],
  body: `Dear {{name}},

An account has been set up for you on the {{collegeName}} administration system. You will sign in with this e-mail address, {{email}}.

To choose your password, open this link:

{{setPasswordLink}}

The link can be used once and works until {{expiresOn}}. If it has expired, ask the IT team to send you a new one.

If you did not expect this e-mail, please tell the IT team by replying to it.

IT Support
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
