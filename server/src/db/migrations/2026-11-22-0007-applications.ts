import type { CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// The applicant's side of applications (issue 6): registrations waiting for their e-mail to be
// confirmed, the wizard's answers on the application, the references with their one-time links
// and answers, the evidence files, and the links a diocese uploads evidence through.
// Every token is stored as its keyed hash only (like password resets).

type Table = CreateTableBuilder<string, never>;

function timestamps(table: Table): Table {
  return table
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1));
}

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = withId(dialect);

  // A registration becomes an account only when its link is followed, so an unconfirmed address
  // never holds a user (and sign-in needs no "unconfirmed" state).
  await db.schema
    .createTable('registration_confirmations')
    .$call(id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    /** The account it became. */
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('registration_confirmations_email_idx')
    .on('registration_confirmations')
    .column('email')
    .execute();

  // SQLite adds one column per statement.
  const add = (column: string, type: 'text' | 'integer') =>
    db.schema.alterTable('applications').addColumn(column, type).execute();
  /** spec 3: the intake (a date of the intakes map) the applicant hopes to start at. */
  await add('intake', 'text');
  /** The Diocese organisation chosen (its name is in `diocese`, which the lists show). */
  await db.schema
    .alterTable('applications')
    .addColumn('diocese_id', 'integer', (c) => c.references('organisations.id').onDelete('set null'))
    .execute();
  /** JSON answers of the eligibility, commitment and declarations steps (domain application-wizard.ts). */
  await add('eligibility', 'text');
  await add('commitment', 'text');
  await add('declarations', 'text');
  /** JSON list of the wizard steps saved at least once. */
  await add('completed_steps', 'text');
  await db.schema.createIndex('applications_intake_idx').on('applications').column('intake').execute();

  await db.schema
    .createTable('application_references')
    .$call(id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    /** referee or leader (the applicant's church leader). */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('referee_name', 'text', (c) => c.notNull())
    .addColumn('referee_email', 'text', (c) => c.notNull())
    /** Not sent, Requested, Received. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'text')
    .addColumn('requested_at', 'text')
    .addColumn('received_at', 'text')
    // spec 3: the reference form.
    .addColumn('relationship_applicant', 'text')
    .addColumn('time_known', 'text')
    .addColumn('academic_ability', 'text')
    .addColumn('interaction_ability', 'text')
    .addColumn('suitability_postgraduate', 'text')
    .addColumn('comments', 'text')
    .$call(timestamps)
    .execute();
  await db.schema
    .createIndex('application_references_application_id_idx')
    .on('application_references')
    .column('application_id')
    .execute();

  // spec 3, 9: evidence files, from the applicant or their diocese.
  await db.schema
    .createTable('application_evidence')
    .$call(id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id').onDelete('restrict'))
    /** Applicant or Diocese. */
    .addColumn('source', 'text', (c) => c.notNull())
    /** Exegesis, Finance, BAP stage 2 recommendation, Safeguarding. */
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('uploaded_by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_evidence_application_id_idx')
    .on('application_evidence')
    .column('application_id')
    .execute();

  // A diocese's link to upload evidence for one application; it works until it expires.
  await db.schema
    .createTable('diocese_evidence_links')
    .$call(id)
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('organisation_id', 'integer', (c) => c.references('organisations.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('diocese_evidence_links_application_id_idx')
    .on('diocese_evidence_links')
    .column('application_id')
    .execute();
}
