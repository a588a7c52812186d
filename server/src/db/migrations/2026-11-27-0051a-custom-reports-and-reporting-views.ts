import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';
import { withId } from './2026-11-22-0001-foundation.ts';

// Issue 16: saved custom report definitions, their background exports, and the reporting views
// the system administrator's ad hoc queries read (never the tables with password hashes,
// sessions, tokens or files). The views are plain SELECTs that both databases accept.

const VIEWS: Record<string, string> = {
  report_students: `select s.id as student_id, s.partner_id, p.first_name, p.last_name, p.email,
      s.programme_code, s.level, s.pace, s.student_type, s.status, s.hub, s.cohort, s.cohort_group,
      e.start_intake, e.end_date
    from students s join people p on p.id = s.person_id
    left join engagements e on e.id = s.current_engagement_id`,
  report_engagements: `select e.id as engagement_id, e.student_id, e.programme_code, e.level, e.status, e.pace,
      e.student_type, e.hub, e.start_intake, e.end_date, e.exit_award
    from engagements e`,
  report_sessions: `select ses.id as session_id, ses.engagement_id, ses.academic_year, ses.level, ses.status,
      ses.enrolled_at
    from engagement_sessions ses`,
  report_programmes: `select pr.code, pr.title, pr.award, pr.credits, pr.levels, pr.active from programmes pr`,
  report_applications: `select a.id as application_id, p.first_name, p.last_name, p.email, a.status, a.course,
      a.study_pace, a.applicant_type, a.diocese, a.submitted_at
    from applications a left join people p on p.id = a.person_id`,
  report_references: `select r.id as reference_id, r.application_id, r.kind, r.status, r.requested_at, r.received_at
    from application_references r`,
  report_results: `select r.id as result_id, r.engagement_id, m.code as module_code, m.title as module_title,
      mi.academic_year, r.outcome, r.mark, r.credits_awarded
    from results r join module_instances mi on mi.id = r.module_instance_id join modules m on m.id = mi.module_id`,
  report_invoices: `select i.id as invoice_id, i.student_id, i.number, i.status, i.issued_on, i.due_on,
      i.amount_pence, i.academic_year
    from invoices i`,
  report_payments: `select pa.id as payment_id, pa.student_id, pa.invoice_id, pa.received_on, pa.amount_pence, pa.method
    from payments pa`,
};

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('custom_reports')
    .$call(withId(dialect))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 1: listed for every user of custom reports; 0: the owner's only. */
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    /** The entity it starts from (students, applications...). */
    .addColumn('entity', 'text', (c) => c.notNull())
    /** JSON: the report definition (fields, filters, sort). */
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('custom_reports_owner_idx').on('custom_reports').column('owner_user_id').execute();

  await db.schema
    .createTable('custom_report_exports')
    .$call(withId(dialect))
    .addColumn('requested_by_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('as_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    /** queued, running, done or failed. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('written', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer')
    .addColumn('file_id', 'integer', (c) => c.references('files.id').onDelete('set null'))
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();

  for (const [name, body] of Object.entries(VIEWS)) {
    await sql.raw(`create view ${name} as ${body}`).execute(db);
  }
}
