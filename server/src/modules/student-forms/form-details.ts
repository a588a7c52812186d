import type {
  dbsSchema,
  PersonalDetails,
  PersonalDetailsView,
  policiesAgreedSchema,
  PoliciesView,
  residentialRequirementsSchema,
  safeguardingSchema,
} from '@collegium/domain/student-forms/schemas';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database, StudentFormDetailsTable } from '../../db/schema.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// Reading and writing the student's own form sections. Each write is one transaction with its
// audit entry. Special-category sections (DBS, learning support) audit which fields changed,
// never their values.

export type Executor = Kysely<Database> | Transaction<Database>;
export type Change = { field: string; before?: unknown; after?: unknown };

/** Field-by-field differences, values included or (special category) left out. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>, withValues = true): Change[] {
  return Object.keys(after)
    .filter((k) => (before[k] ?? null) !== (after[k] ?? null))
    .map((field) => (withValues ? { field, before: before[field] ?? null, after: after[field] ?? null } : { field }));
}

export const empty = (s: string | null | undefined) => s ?? '';
export const orNull = (s: string) => (s === '' ? null : s);

// -- personal details (on the person) -------------------------------------------------------------

export async function readPersonalDetails(db: Executor, personId: number): Promise<PersonalDetailsView> {
  const p = await db
    .selectFrom('people')
    .select([
      'title',
      'first_name',
      'last_name',
      'preferred_name',
      'date_of_birth',
      'phone',
      'address1',
      'address2',
      'city',
      'county',
      'post_code',
      'email',
    ])
    .where('id', '=', personId)
    .executeTakeFirstOrThrow();
  return {
    title: empty(p.title),
    firstName: p.first_name,
    lastName: p.last_name,
    preferredName: empty(p.preferred_name),
    dateOfBirth: empty(p.date_of_birth),
    phone: empty(p.phone),
    address1: empty(p.address1),
    address2: empty(p.address2),
    city: empty(p.city),
    county: empty(p.county),
    postCode: empty(p.post_code),
    email: empty(p.email),
  };
}

export async function writePersonalDetails(
  db: Db,
  me: OwnStudent,
  input: PersonalDetails,
): Promise<PersonalDetailsView> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = await readPersonalDetails(trx, me.personId);
    const now = new Date().toISOString();
    await trx
      .updateTable('people')
      .set((eb) => ({
        title: orNull(input.title),
        first_name: input.firstName,
        last_name: input.lastName,
        preferred_name: orNull(input.preferredName),
        date_of_birth: input.dateOfBirth,
        phone: input.phone,
        address1: input.address1,
        address2: orNull(input.address2),
        city: input.city,
        county: orNull(input.county),
        post_code: input.postCode,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', me.personId)
      .execute();
    const after = await readPersonalDetails(trx, me.personId);
    await audit(trx, me.actor, 'people', me.personId, 'update', diff(before, after));
    return after;
  });
}

// -- the one row of form details ------------------------------------------------------------------

type DetailsRow = Omit<StudentFormDetailsTable, 'id' | 'student_id' | 'created_at' | 'updated_at' | 'version'>;

export async function detailsRow(db: Executor, studentId: number): Promise<Partial<DetailsRow>> {
  const row = await db
    .selectFrom('student_form_details')
    .selectAll()
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row ?? {};
}

/** Writes some columns of the student's row, creating it the first time. */
async function upsertDetails(trx: Transaction<Database>, studentId: number, values: Partial<DetailsRow>, now: string) {
  const existing = await trx
    .selectFrom('student_form_details')
    .select('id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (existing) {
    await trx
      .updateTable('student_form_details')
      .set((eb) => ({ ...values, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const inserted = await trx
    .insertInto('student_form_details')
    .values({ student_id: studentId, ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function audit(
  trx: Executor,
  actor: Actor,
  entity: string,
  entityId: number,
  action: string,
  changes: Change[],
) {
  await recordAudit(trx, { ...auditActor(actor), entity, entityId, action, changes, ip: actor.ip });
}

/** One section's write: the columns, how to show them, whether values go into the audit. */
async function writeSection<T extends Record<string, unknown>>(
  db: Db,
  me: OwnStudent,
  values: Partial<DetailsRow>,
  view: (row: Partial<DetailsRow>) => T,
  auditValues: boolean,
): Promise<T> {
  return db.kysely.transaction().execute(async (trx) => {
    const before = view(await detailsRow(trx, me.id));
    const now = new Date().toISOString();
    const id = await upsertDetails(trx, me.id, values, now);
    const after = view(await detailsRow(trx, me.id));
    const { updatedAt: _b, ...b } = before;
    const { updatedAt: _a, ...a } = after;
    await audit(trx, me.actor, 'student_form_details', id, 'update', diff(b, a, auditValues));
    return after;
  });
}

export const residentialView = (r: Partial<DetailsRow>) => ({
  dietaryNeeds: empty(r.dietary_needs),
  accessNeeds: empty(r.access_needs),
  updatedAt: r.residential_updated_at ?? null,
});

export function writeResidential(db: Db, me: OwnStudent, input: z.output<typeof residentialRequirementsSchema>) {
  const now = new Date().toISOString();
  return writeSection(
    db,
    me,
    { dietary_needs: orNull(input.dietaryNeeds), access_needs: orNull(input.accessNeeds), residential_updated_at: now },
    residentialView,
    true,
  );
}

export const dbsView = (r: Partial<DetailsRow>) => ({
  certificateNumber: empty(r.dbs_certificate_number),
  issueDate: empty(r.dbs_issue_date),
  updateService: r.dbs_update_service === 1,
  updatedAt: r.dbs_updated_at ?? null,
});

export function writeDbs(db: Db, me: OwnStudent, input: z.output<typeof dbsSchema>) {
  const now = new Date().toISOString();
  const values = {
    dbs_certificate_number: input.certificateNumber,
    dbs_issue_date: input.issueDate,
    dbs_update_service: input.updateService ? 1 : 0,
    dbs_updated_at: now,
  };
  return writeSection(db, me, values, dbsView, false);
}

export const safeguardingView = (r: Partial<DetailsRow>) => ({
  trainingDate: empty(r.safeguarding_training_date),
  certificate: empty(r.safeguarding_certificate),
  updatedAt: r.safeguarding_updated_at ?? null,
});

export function writeSafeguarding(db: Db, me: OwnStudent, input: z.output<typeof safeguardingSchema>) {
  const now = new Date().toISOString();
  const values = {
    safeguarding_training_date: input.trainingDate,
    safeguarding_certificate: input.certificate,
    safeguarding_updated_at: now,
  };
  return writeSection(db, me, values, safeguardingView, true);
}

export const policiesViewOf = (r: Partial<DetailsRow>): PoliciesView & { updatedAt: null } => ({
  codeOfConduct: r.code_of_conduct_agreed_on ?? null,
  safeguarding: r.safeguarding_policy_agreed_on ?? null,
  academicConduct: r.academic_conduct_agreed_on ?? null,
  updatedAt: null,
});

/** spec 9 policies: each one named is agreed today, unless it was agreed before (the first date stays). */
export async function agreePolicies(
  db: Db,
  me: OwnStudent,
  input: z.output<typeof policiesAgreedSchema>,
): Promise<PoliciesView> {
  const current = policiesViewOf(await detailsRow(db.kysely, me.id));
  const today = new Date().toISOString().slice(0, 10);
  const values: Partial<DetailsRow> = {};
  if (input.codeOfConduct && !current.codeOfConduct) values.code_of_conduct_agreed_on = today;
  if (input.safeguarding && !current.safeguarding) values.safeguarding_policy_agreed_on = today;
  if (input.academicConduct && !current.academicConduct) values.academic_conduct_agreed_on = today;
  if (Object.keys(values).length === 0) return strip(current);
  return strip(await writeSection(db, me, values, policiesViewOf, true));
}
const strip = ({ updatedAt: _u, ...p }: PoliciesView & { updatedAt: null }): PoliciesView => p;
