import { addDays } from '@collegium/domain/day-arithmetic';
import { academicYearOf } from '@collegium/domain/academic-year';
import { formatDate } from '@collegium/domain/date-format';
import {
  type ValidationCheckKey,
  type ValidationReport,
  VALIDATION_CHECK_FEATURES,
  VALIDATION_CHECK_TABS,
  VALIDATION_CHECKS,
} from '@collegium/domain/finance-validation';
import { planInstalments } from '@collegium/domain/instalment-plan';
import { formatPounds } from '@collegium/domain/money-format';
import type { FeeKind } from '@collegium/domain/payment-terms';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

// Issue 14, Finance > Validation: each check a few grouped queries over the whole college (no
// query per student), then joined to the students' names. Read only.

const LIMIT = 200;
const pounds = (pence: number) => formatPounds(pence / 100);
const sumBy = (rows: { k: number; v: number | string | null }[]) => {
  const m = new Map<number, number>();
  for (const r of rows) m.set(r.k, (m.get(r.k) ?? 0) + Number(r.v ?? 0));
  return m;
};

export async function financeValidation(
  db: Kysely<Database>,
  today = new Date().toISOString().slice(0, 10),
  features: readonly string[] = [],
): Promise<ValidationReport> {
  const year = academicYearOf(today);
  const checks = VALIDATION_CHECKS.filter((c) => {
    const feature = VALIDATION_CHECK_FEATURES[c.key];
    return feature === undefined || features.includes(feature);
  });
  const found = new Map<ValidationCheckKey, { studentId: number; detail: string }[]>(
    VALIDATION_CHECKS.map((c) => [c.key, []]),
  );
  const add = (key: ValidationCheckKey, studentId: number, detail: string) =>
    found.get(key)?.push({ studentId, detail });

  const unassessed = await db
    .selectFrom('engagement_sessions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .leftJoin('fee_assessments as f', 'f.session_id', 'x.id')
    .select(['e.student_id', 'e.programme_code'])
    .where('x.academic_year', '=', year)
    .where('x.status', 'in', ['Current', 'Starting'])
    .where('e.status', 'in', ['Current', 'Starting'])
    .where('f.id', 'is', null)
    .execute();
  for (const u of unassessed)
    add('no-assessment', u.student_id, `No fee for the ${u.programme_code} session of this year.`);

  const assessments = await db
    .selectFrom('fee_assessments')
    .select(['id', 'student_id', 'tuition_fee_pence', 'fee_kind', 'payment_term', 'intake', 'academic_year'])
    .execute();
  const tuition = await db
    .selectFrom('invoices')
    .select(['fee_assessment_id', 'amount_pence', 'classification'])
    .where('instalment_number', 'is not', null)
    .execute();
  const corrections = await db
    .selectFrom('credit_notes')
    .select(['fee_assessment_id', 'amount_pence'])
    .where('kind', '=', 'Correction')
    .execute();
  const asked = sumBy(tuition.map((t) => ({ k: t.fee_assessment_id ?? 0, v: t.amount_pence })));
  const corrected = sumBy(corrections.map((c) => ({ k: c.fee_assessment_id ?? 0, v: c.amount_pence })));
  const wrongClass = new Set(tuition.filter((t) => t.classification !== 'studentloan').map((t) => t.fee_assessment_id));
  for (const a of assessments) {
    let total: number | null = null;
    try {
      total = planInstalments({
        fee: a.tuition_fee_pence,
        intake: a.intake === 'January' ? 'January' : 'September',
        schedule: a.payment_term,
        startYear: a.academic_year,
        kind: a.fee_kind as FeeKind,
      }).total;
    } catch {
      total = null;
    }
    const invoiced = (asked.get(a.id) ?? 0) - (corrected.get(a.id) ?? 0);
    if (total === null)
      add('not-adding-up', a.student_id, `The ${a.payment_term} schedule is not offered for this assessment.`);
    else if (invoiced !== total)
      add('not-adding-up', a.student_id, `Invoices ask ${pounds(invoiced)} of ${pounds(total)}.`);
    if (a.payment_term === 'Student Loan' && wrongClass.has(a.id))
      add('student-loan-classification', a.student_id, 'Student Loan invoices without the studentloan classification.');
  }

  const cutoff = addDays(today, -30);
  const late = await db
    .selectFrom('invoices as i')
    .select((eb) => [
      'i.student_id',
      'i.number',
      'i.due_on',
      'i.amount_pence',
      eb
        .selectFrom('payments as p')
        .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_pence'), p.lit(0)).as('s'))
        .whereRef('p.invoice_id', '=', 'i.id')
        .as('paid'),
      eb
        .selectFrom('credit_allocations as c')
        .select((c) => c.fn.coalesce(c.fn.sum<number>('c.amount_pence'), c.lit(0)).as('s'))
        .whereRef('c.invoice_id', '=', 'i.id')
        .as('credited'),
    ])
    .where('i.status', '=', 'issued')
    .where('i.due_on', '<', cutoff)
    .orderBy('i.due_on')
    .execute();
  for (const i of late) {
    const open = i.amount_pence - Number(i.paid ?? 0) - Number(i.credited ?? 0);
    if (open > 0) add('overdue-30', i.student_id, `${i.number}: ${pounds(open)} due since ${formatDate(i.due_on)}.`);
  }

  const receipts = await db
    .selectFrom('receipts as r')
    .select((eb) => [
      'r.student_id',
      'r.reference',
      'r.amount_pence',
      eb
        .selectFrom('payments as p')
        .select((p) => p.fn.coalesce(p.fn.sum<number>('p.amount_pence'), p.lit(0)).as('s'))
        .whereRef('p.receipt_id', '=', 'r.id')
        .as('allocated'),
    ])
    .execute();
  const unallocated = new Map<number, number>();
  for (const r of receipts) {
    const rest = r.amount_pence - Number(r.allocated ?? 0);
    if (rest > 0) {
      add('unallocated-payments', r.student_id, `${r.reference}: ${pounds(rest)} on no invoice.`);
      unallocated.set(r.student_id, (unallocated.get(r.student_id) ?? 0) + rest);
    }
  }

  const [charged, credits, paid] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['student_id as k', (eb) => eb.fn.sum<number>('amount_pence').as('v')])
      .where('status', '=', 'issued')
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('credit_notes')
      .select(['student_id as k', (eb) => eb.fn.sum<number>('amount_pence').as('v')])
      .groupBy('student_id')
      .execute(),
    db
      .selectFrom('payments')
      .select(['student_id as k', (eb) => eb.fn.sum<number>('amount_pence').as('v')])
      .groupBy('student_id')
      .execute(),
  ]);
  const c = sumBy(credits);
  const p = sumBy(paid);
  const balance = sumBy(charged);
  const everyone = new Set([...balance.keys(), ...c.keys(), ...p.keys(), ...unallocated.keys()]);
  for (const s of everyone) {
    const b = (balance.get(s) ?? 0) - (c.get(s) ?? 0) - (p.get(s) ?? 0) - (unallocated.get(s) ?? 0);
    if (b < 0) add('credit-balances', s, `${pounds(-b)} in credit.`);
  }

  if (checks.some((c) => c.key === 'residential-absences')) {
    // The academic year runs from 1 August to 31 July (academicYearOf).
    const [from, to] = [`${year}-08-01`, `${year + 1}-07-31`];
    const absent = await db
      .selectFrom('residential_attendance as a')
      .innerJoin('residentials as r', 'r.id', 'a.residential_id')
      .select(['a.student_id', 'a.reason', 'r.title', 'r.starts_on'])
      .where('a.status', '=', 'Absent')
      .where('r.starts_on', '>=', from)
      .where('r.starts_on', '<=', to)
      .orderBy('r.starts_on')
      .orderBy('a.student_id')
      .execute();
    for (const a of absent)
      add('residential-absences', a.student_id, `Absent from ${a.title} (${formatDate(a.starts_on)}): ${a.reason}`);
  }

  const ids = [...new Set([...found.values()].flatMap((xs) => xs.slice(0, LIMIT).map((x) => x.studentId)))];
  const names = new Map<number, { name: string; partnerId: number }>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('students as s')
      .innerJoin('people as p', 'p.id', 's.person_id')
      .select(['s.id', 's.partner_id', 'p.first_name', 'p.last_name'])
      .where('s.id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) names.set(r.id, { name: `${r.first_name} ${r.last_name}`, partnerId: r.partner_id });
  }
  return {
    checks: checks.map(({ key, title }) => {
      const items = found.get(key) ?? [];
      return {
        key,
        title,
        recordTab: VALIDATION_CHECK_TABS[key] === undefined ? 'finance' : (VALIDATION_CHECK_TABS[key] ?? null),
        count: items.length,
        items: items.slice(0, LIMIT).map((x) => ({
          studentId: x.studentId,
          studentName: names.get(x.studentId)?.name ?? '',
          partnerId: names.get(x.studentId)?.partnerId ?? 0,
          detail: x.detail,
        })),
      };
    }),
  };
}
