import { type Kysely, sql } from 'kysely';

// Issue 11: a user's sign-in address changes only when the new address confirms it. The pending
// address is shown on the user (users.pending_email); the one-time link's hash waits in
// email_changes like a password reset's. Two mails: the link to the new address, and a notice
// to the old one. Self-contained: frozen history imports no live code.

const college = {
  name: 'collegeName',
  description: 'The name of the college (COLLEGE_NAME)',
  sample: 'Collegium Theological College',
};

const TEMPLATES = [
  {
    key: 'email-change-confirmation',
    name: 'Sign-in address change: confirm the new address',
    subject: 'Confirm your new {{collegeName}} sign-in address',
    placeholders: [
      { name: 'name', description: 'The name of the account holder', sample: 'Hannah Whitfield' },
      {
        name: 'newEmail',
        description: 'The new sign-in address (this mail goes to it)',
        sample: 'hannah.whitfield@example.org',
      },
      {
        name: 'confirmationLink',
        description: 'The one-time link that makes the change',
        sample: 'https://portal.example.ac.uk/pages/email/4c1d9e02fa',
      },
      {
        name: 'expiresOn',
        description: 'When the link stops working, e.g. 16 December 2026 at 09:30',
        sample: '16 December 2026 at 09:30',
      },
      college,
    ],
    body: `Dear {{name}},

Your {{collegeName}} account is to sign in with this address from now on: {{newEmail}}. To confirm that this address is yours, open this link:

{{confirmationLink}}

The link can be used once and works until {{expiresOn}}. Until it is used you keep signing in with your current address; once it is used you will be signed out everywhere and sign in again with this one.

If you did not expect this e-mail, you need do nothing: without the link nothing changes.

IT Support
{{collegeName}}`,
  },
  {
    key: 'email-change-notice',
    name: 'Sign-in address change: notice to the old address',
    subject: 'Your {{collegeName}} sign-in address is being changed',
    placeholders: [
      { name: 'name', description: 'The name of the account holder', sample: 'Hannah Whitfield' },
      {
        name: 'newEmail',
        description: 'The address the account is to move to',
        sample: 'hannah.whitfield@example.org',
      },
      college,
    ],
    body: `Dear {{name}},

A change of the sign-in address of your {{collegeName}} account to {{newEmail}} has been asked for. It takes effect only when the link sent to that address is followed.

If you did not ask for this, please tell the IT team straight away by replying to this e-mail.

IT Support
{{collegeName}}`,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('email_changes_user').on('email_changes').column('user_id').execute();

  const now = new Date().toISOString();
  for (const t of TEMPLATES) {
    const existing = await sql<{ n: number }>`select count(*) as n from email_templates where "key" = ${t.key}`.execute(
      db,
    );
    if (Number(existing.rows[0]?.n ?? 0) > 0) continue;
    await sql`insert into email_templates ("key", name, subject, body, placeholders, updated_by_user_id, created_at, updated_at)
      values (${t.key}, ${t.name}, ${t.subject}, ${t.body}, ${JSON.stringify(t.placeholders)}, null, ${now}, ${now})`.execute(
      db,
    );
  }
}
