import { academicYear } from '@collegium/domain/academic-year';
import { type Intake, paymentDates } from '@collegium/domain/payment-schedule';
import { planInstalments } from '@collegium/domain/instalment-plan';
import type { FeeKind } from '@collegium/domain/payment-terms';
import { splitInstalments } from '@collegium/domain/student-finance';
import { type Insertable, sql, type Transaction } from 'kysely';
import { type AuditEntry, recordAudit, recordAudits } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { issueCreditNote } from './credit-notes.ts';
import { nextNumbers } from './sequences.ts';
import { queueForAccounting } from '../../lib/accounting-outbox.ts';
import { type Actor } from '../../http/actor.ts';

// Issue 14: an assessment's tuition invoices, one per instalment of its plan (instalment-plan.ts).
// Generating replaces the drafts only: an issued invoice is never rewritten. What the issued ones
// (less earlier corrections) leave of the plan's total is drafted over the plan's instalments due
// after the last issued one; when they already ask for more, a Correction credit note gives the
// difference back. So issued + drafts - corrections always equals the plan's total.

type Trx = Transaction<Database>;

export const payerOf = (a: { funding_source: string; sponsor_name: string | null }) =>
  a.sponsor_name ??
  (a.funding_source === 'Student Finance England'
    ? 'Student Finance England'
    : a.funding_source === 'Self-funded'
      ? 'Student'
      : a.funding_source);

interface AssessedRow {
  id: number;
  student_id: number;
  academic_year: number;
  intake: string;
  payment_term: string;
  funding_source: string;
  sponsor_name: string | null;
}

/** The draft invoice rows of an assessment: numbered after its `issuedCount` issued ones. */
export function draftRows(
  a: AssessedRow,
  drafts: readonly { dueOn: string; amount: number }[],
  issuedCount: number,
  classification: string | null,
  now: string,
): Insertable<Database['invoices']>[] {
  const label = academicYear(a.academic_year);
  const count = drafts.length + issuedCount;
  return drafts.map((d, i) => {
    const n = issuedCount + i + 1;
    return {
      student_id: a.student_id,
      fee_assessment_id: a.id,
      number: `DRAFT-${a.id}-${n}`,
      status: 'draft',
      description: count === 1 ? `Tuition fee ${label}` : `Tuition fee ${label}, instalment ${n} of ${count}`,
      payer: payerOf(a),
      issued_on: now.slice(0, 10),
      due_on: d.dueOn,
      amount_pence: d.amount,
      instalment_number: n,
      instalment_count: count,
      classification,
      academic_year: a.academic_year,
      intake: a.intake,
      created_at: now,
      updated_at: now,
    };
  });
}

/** The audit entry of a generation: what the plan asked and what was drafted, kept and corrected. */
export const generatedAudit = (
  a: AssessedRow,
  actor: Actor | null,
  result: { total: number; draftsReplaced: number; drafts: number[]; keptIssued: number; correction: number },
): AuditEntry => ({
  actorUserId: actor?.userId ?? null,
  asUserId: actor?.asUserId ?? null,
  ip: actor?.ip ?? null,
  entity: 'fee_assessments',
  entityId: a.id,
  action: 'invoices generated',
  changes: { schedule: a.payment_term, ...result },
});

export async function generateInvoices(
  trx: Trx,
  assessmentId: number,
  actor: Actor | null,
  now = new Date().toISOString(),
): Promise<{ drafts: number; correction: number }> {
  const a = await trx
    .selectFrom('fee_assessments')
    .selectAll()
    .where('id', '=', assessmentId)
    .executeTakeFirstOrThrow();
  const intake = (a.intake === 'January' ? 'January' : 'September') as Intake;
  const plan = planInstalments({
    fee: a.tuition_fee_pence,
    intake,
    schedule: a.payment_term,
    startYear: a.academic_year,
    kind: a.fee_kind as FeeKind,
  });
  const removed = await trx
    .deleteFrom('invoices')
    .where('fee_assessment_id', '=', assessmentId)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  const issued = await trx
    .selectFrom('invoices')
    .select(['amount_pence', 'due_on'])
    .where('fee_assessment_id', '=', assessmentId)
    .where('status', '=', 'issued')
    .where('instalment_number', 'is not', null)
    .orderBy('due_on')
    .execute();
  const corrections = await trx
    .selectFrom('credit_notes')
    .select('amount_pence')
    .where('fee_assessment_id', '=', assessmentId)
    .where('kind', '=', 'Correction')
    .execute();
  const asked = issued.reduce((s, i) => s + i.amount_pence, 0) - corrections.reduce((s, c) => s + c.amount_pence, 0);
  const remaining = plan.total - asked;
  const label = academicYear(a.academic_year);
  const today = now.slice(0, 10);

  let drafts: { dueOn: string; amount: number }[] = [];
  if (issued.length === 0) drafts = plan.instalments.map((i) => ({ dueOn: i.dueOn, amount: i.amount }));
  else if (remaining > 0) {
    const last = issued.at(-1)?.due_on ?? '';
    const later = plan.instalments.filter((i) => i.dueOn > last).map((i) => i.dueOn);
    const dates = later.length > 0 ? later : [paymentDates(intake, a.payment_term, a.academic_year).at(-1) ?? today];
    const amounts = splitInstalments(remaining, dates.length);
    drafts = dates.map((dueOn, i) => ({ dueOn, amount: amounts[i] ?? 0 }));
  }
  drafts = drafts.filter((d) => d.amount > 0);
  if (drafts.length > 0)
    await trx
      .insertInto('invoices')
      .values(draftRows(a, drafts, issued.length, plan.classification, now))
      .execute();
  let correction = 0;
  if (issued.length > 0 && remaining < 0) {
    correction = -remaining;
    await issueCreditNote(
      trx,
      {
        studentId: a.student_id,
        feeAssessmentId: a.id,
        kind: 'Correction',
        description: `Correction of the ${label} tuition fee (now ${a.payment_term})`,
        amount: correction,
        issuedOn: today,
      },
      actor,
      now,
    );
  }
  await recordAudit(
    trx,
    generatedAudit(a, actor, {
      total: plan.total,
      draftsReplaced: Number(removed.numDeletedRows),
      drafts: drafts.map((d) => d.amount),
      keptIssued: issued.length,
      correction,
    }),
  );
  return { drafts: drafts.length, correction };
}

/**
 * Issues an assessment's drafts (only those due by `dueBy`, YYYY-MM-DD, when given), oldest due
 * first: each takes the next number of its year's series.
 */
export async function issueInvoices(
  trx: Trx,
  assessmentId: number,
  actor: Actor | null,
  now = new Date().toISOString(),
  dueBy?: string,
): Promise<string[]> {
  await trx.selectFrom('fee_assessments').select('id').where('id', '=', assessmentId).executeTakeFirstOrThrow();
  return (await issueDrafts(trx, [assessmentId], actor, now, dueBy)).get(assessmentId) ?? [];
}

/**
 * issueInvoices for several assessments at once (a bulk run's chunk), in the order given, with a
 * handful of statements whatever their number: the numbers of each year's series are taken in one
 * step, the invoices updated in one, audited in one and queued for the accounting system in one.
 * The numbers each assessment's invoices got, by assessment.
 */
export async function issueDrafts(
  trx: Trx,
  assessmentIds: readonly number[],
  actor: Actor | null,
  now = new Date().toISOString(),
  dueBy?: string,
): Promise<Map<number, string[]>> {
  const numbered = new Map<number, string[]>();
  if (assessmentIds.length === 0) return numbered;
  const order = new Map(assessmentIds.map((id, i) => [id, i]));
  const drafts = (
    await trx
      .selectFrom('invoices as i')
      .innerJoin('fee_assessments as a', 'a.id', 'i.fee_assessment_id')
      .select(['i.id', 'i.amount_pence', 'i.student_id', 'i.fee_assessment_id', 'i.due_on', 'a.academic_year'])
      .where('i.fee_assessment_id', 'in', [...assessmentIds])
      .where('i.status', '=', 'draft')
      .$if(dueBy !== undefined, (q) => q.where('i.due_on', '<=', dueBy ?? ''))
      .execute()
  ).sort(
    (x, y) =>
      order.get(x.fee_assessment_id!)! - order.get(y.fee_assessment_id!)! ||
      x.due_on.localeCompare(y.due_on) ||
      x.id - y.id,
  );
  if (drafts.length === 0) return numbered;
  const series = new Map<string, typeof drafts>();
  for (const d of drafts) {
    const name = `INV-${d.academic_year}`;
    series.set(name, [...(series.get(name) ?? []), d]);
  }
  const numberOf = new Map<number, string>();
  for (const [name, members] of series) {
    const numbers = await nextNumbers(trx, name, 'invoices', members.length);
    members.forEach((d, i) => numberOf.set(d.id, numbers[i]!));
  }
  const ids = drafts.map((d) => d.id);
  const cases = sql.join(
    drafts.map((d) => sql`when ${d.id} then ${numberOf.get(d.id)!}`),
    sql` `,
  );
  await trx
    .updateTable('invoices')
    .set((eb) => ({
      number: sql<string>`case id ${cases} end`,
      status: 'issued',
      issued_on: now.slice(0, 10),
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', ids)
    .execute();
  await recordAudits(
    trx,
    drafts.map((d) => ({
      actorUserId: actor?.userId ?? null,
      asUserId: actor?.asUserId ?? null,
      ip: actor?.ip ?? null,
      entity: 'invoices',
      entityId: d.id,
      action: 'invoice issued',
      changes: {
        number: { from: null, to: numberOf.get(d.id)! },
        status: { from: 'draft', to: 'issued' },
        amount: d.amount_pence,
      },
    })),
  );
  for (const d of drafts)
    numbered.set(d.fee_assessment_id!, [...(numbered.get(d.fee_assessment_id!) ?? []), numberOf.get(d.id)!]);
  await queueForAccounting(
    trx,
    'invoice',
    drafts.map((d) => ({ id: d.id, studentId: d.student_id })),
    now,
  );
  return numbered;
}
