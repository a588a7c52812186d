import type { DashboardWork, DashboardWorkKey } from '@collegium/domain/dashboard';
import { meetsRequirement, type Requirement } from '@collegium/domain/permissions';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invoiceStateSql, invoicesWithSettlements } from '../finance/invoice-settlement.ts';
import { facultyIdsOf } from '../mystudents/my-students-scope.ts';

// Issue 19, GET /dashboard/work: each staff role's work, counted for the caller only where their
// permissions allow (the registry the requests and applications waiting, admissions the references
// outstanding, finance the overdue invoices and failed postings, a tutor their marking and their
// tutees' extension requests). Each count reads a status index (migration 0069a adds the references')
// or the facet counts.

type Db = Kysely<Database>;
type Item = DashboardWork['items'][number];

interface Viewer {
  personId: number;
  permissions: readonly string[];
  features: readonly string[];
}

interface WorkDefinition {
  label: string;
  to: string;
  requires: Requirement;
  feature?: string;
  /** null: not this viewer's work (a tutor item for someone who teaches nothing). */
  count: (db: Db, viewer: Viewer, today: string) => Promise<number | null>;
}

const num = (v: unknown) => Number(v ?? 0);

async function pendingRequests(db: Db): Promise<number> {
  const row = await sql<{ n: number }>`select
      (select count(*) from extensions where status = 'Pending') +
      (select count(*) from student_requests where status = 'Pending') as n`.execute(db);
  return num(row.rows[0]?.n);
}

/** The tutor's faculty ids, or null when the viewer teaches nothing. */
async function tutorOf(db: Db, viewer: Viewer): Promise<number[] | null> {
  const ids = await facultyIdsOf(db, viewer.personId);
  return ids.length > 0 ? ids : null;
}

const WORK: Readonly<Record<DashboardWorkKey, WorkDefinition>> = {
  requests: {
    label: 'Student requests waiting for a decision',
    to: '/students/requests',
    requires: 'students:edit',
    count: (db) => pendingRequests(db),
  },
  applications: {
    label: 'Applications submitted, waiting for review',
    to: '/applications/all?status=Submitted',
    requires: 'applications:view',
    count: async (db) =>
      num(
        (
          await sql<{
            n: number;
          }>`select coalesce(sum(n), 0) as n from applications_facets where status = 'Submitted'`.execute(db)
        ).rows[0]?.n,
      ),
  },
  references: {
    label: 'References requested, not yet received',
    to: '/applications/ongoing',
    requires: 'applications:view',
    count: async (db) =>
      num(
        (
          await db
            .selectFrom('application_references')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', 'Requested')
            .executeTakeFirst()
        )?.n,
      ),
  },
  overdueInvoices: {
    label: 'Invoices overdue',
    to: '/finance/invoices?state=overdue',
    requires: 'students:invoice',
    feature: 'invoices',
    count: async (db, _viewer, today) =>
      num(
        (
          await invoicesWithSettlements(db)
            .select((eb) => eb.fn.countAll().as('n'))
            .where(invoiceStateSql(today), '=', 'overdue')
            .executeTakeFirst()
        )?.n,
      ),
  },
  failedPostings: {
    label: 'Postings to the accounting system that failed',
    to: '/finance/validation',
    requires: 'students:invoice',
    feature: 'invoices',
    count: async (db) =>
      num(
        (
          await db
            .selectFrom('accounting_sync')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', '=', 'failed')
            .executeTakeFirst()
        )?.n,
      ),
  },
  tuteeExtensions: {
    label: 'Extension requests of your tutees waiting',
    to: '/mystudents/photos',
    requires: 'mystudents:view',
    count: async (db, viewer) => {
      const tutor = await tutorOf(db, viewer);
      if (!tutor) return null;
      const row = await db
        .selectFrom('extensions as x')
        .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('x.status', '=', 'Pending')
        .where('e.personal_tutor_id', 'in', tutor)
        .executeTakeFirst();
      return num(row?.n);
    },
  },
  marking: {
    label: 'Work handed in, waiting for your mark',
    to: '/modules/all',
    requires: 'mystudents:view',
    count: async (db, viewer) => {
      const tutor = await tutorOf(db, viewer);
      if (!tutor) return null;
      const row = await db
        .selectFrom('submissions as sub')
        .innerJoin('assignments as a', 'a.id', 'sub.assignment_id')
        .innerJoin('module_instances as mi', 'mi.id', 'a.module_instance_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('sub.submitted_on', 'is not', null)
        .where('sub.mark', 'is', null)
        .where('mi.tutor_id', 'in', tutor)
        .executeTakeFirst();
      return num(row?.n);
    },
  },
};

/** The caller's work items: only those their permissions and the features allow, in order. */
export async function dashboardWork(db: Db, viewer: Viewer, today = new Date().toISOString().slice(0, 10)) {
  const items: Item[] = [];
  for (const [key, def] of Object.entries(WORK) as [DashboardWorkKey, WorkDefinition][]) {
    if (def.feature && !viewer.features.includes(def.feature)) continue;
    if (!meetsRequirement(viewer.permissions, def.requires)) continue;
    const count = await def.count(db, viewer, today);
    if (count !== null) items.push({ key, label: def.label, count, to: def.to });
  }
  return { items };
}
