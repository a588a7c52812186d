import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import { creditKindOf } from '@collegium/domain/finance-ledger';
import { type Intake, paymentDates } from '@collegium/domain/payment-schedule';
import type { FundingSource } from '@collegium/domain/student-finance';
import type { PaymentScheduleName } from '@collegium/domain/instalment-plan';
import type { Insertable } from 'kysely';
import { recordAudits } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { issueCreditNote } from '../modules/finance/credit-notes.ts';
import { assessSession } from '../modules/finance/fee-assessments.ts';
import { issueInvoices } from '../modules/finance/invoice-generation.ts';
import { nextNumber } from '../modules/finance/sequences.ts';
import { intakeOf } from '../modules/student-record/student-finance.ts';
import { seedAccountingRefusal } from './finance-accounting.ts';
import { seedBursary } from './finance-bursaries.ts';
import { insertAll, type Trx } from './batch.ts';
import { addDays } from './seed-calendar.ts';

// Issue 5 and 14: the money of every current student this academic year, made by the product's
// own generator (the year's fee rates, assessSession, issueInvoices, issueCreditNote) (spec 9 payment terms and
// schedules), consistent with their engagement: the tuition fee of their session by programme and
// pace, who pays it (ordinands' dioceses in one payment, Student Finance England's tuition fee loan
// in three, otherwise the student on the engagement's payment term), the invoices of the schedule,
// the payments received up to today (one self-funding student in eight is behind, and owes a
// balance from last year too), a termly
// charge for residential weekends, a few bursaries and discounts (credit notes issued by the
// product's own issueCreditNote, settling the oldest invoices), and bursary applications
// waiting for the committee. Its own random numbers (seeded per student), so adding it changes
// none of the demo data seeded before or after it.

/** Whole pounds for 120 credits a year; part time is half, extended a third (pro rata). */
const FULL_TIME_FEE: Record<string, number> = {
  NLM: 9000,
  CertHE: 9250,
  DipHE: 9250,
  BTh: 9250,
  GradCert: 9250,
  GradDip: 9250,
  MA: 9900,
  PGCert: 9900,
  PGDip: 9900,
};
const PACE_SHARE: Record<string, number> = { FT: 1, PT: 0.5, Extended: 1 / 3 };
/** Board and lodging at the residential weekends, each term. */
const RESIDENTIAL_TERM_PENCE = 13_000;

/** Whole-pound tuition fee of a year, in pence, rounded up to the next £5. */
export function tuitionFeePence(programme: string, pace: string | null): number {
  const full = FULL_TIME_FEE[programme] ?? 9250;
  return Math.ceil((full * (PACE_SHARE[pace ?? 'PT'] ?? 0.5)) / 5) * 5 * 100;
}

type ChargeRow = Insertable<Database['invoices']>;

/** Invoices issued outside a fee's instalments, with the "invoice issued" entry the product writes. */
async function issueCharge(trx: Trx, row: ChargeRow): Promise<void> {
  const [id] = await insertAll(trx, 'invoices', [row]);
  await recordAudits(trx, [
    {
      actorUserId: null,
      entity: 'invoices',
      entityId: id as number,
      action: 'invoice issued',
      changes: {
        number: { from: null, to: row.number },
        status: { from: 'draft', to: 'issued' },
        amount: row.amount_pence,
      },
    },
  ]);
}

/** Last year's unpaid balance (a month's tuition), brought forward on an invoice of that year. */
async function issueArrears(trx: Trx, studentId: number, year: number, fee: number, now: string): Promise<void> {
  await issueCharge(trx, {
    student_id: studentId,
    number: await nextNumber(trx, `INV-${year - 1}`, 'invoices'),
    description: `Balance brought forward from ${academicYear(year - 1)}`,
    payer: 'Student',
    issued_on: `${year}-05-11`,
    due_on: `${year}-06-01`,
    amount_pence: Math.round(fee / 10 / 100) * 100,
    academic_year: year - 1,
    created_at: now,
    updated_at: now,
  });
}

function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Session {
  studentId: number;
  personId: number;
  engagementId: number;
  sessionId: number;
  programme: string;
  pace: string | null;
  studentType: string | null;
  term: string | null;
  startIntake: string;
}

function funding(
  s: Session,
  rnd: () => number,
  dioceses: string[],
): { source: FundingSource; sponsor: string | null; term: string } {
  const diocese = dioceses[Math.floor(rnd() * dioceses.length)] ?? 'Diocese of London';
  if (s.studentType === 'Ordinand') return { source: 'Diocese', sponsor: diocese, term: 'InFull' };
  if (s.term === 'Student Loan') return { source: 'Student Finance England', sponsor: null, term: 'Student Loan' };
  if (s.studentType === 'LLM' && rnd() < 0.4) return { source: 'Diocese', sponsor: diocese, term: 'InFull' };
  if (rnd() < 0.06) return { source: 'Sponsor', sponsor: 'The St Luke’s Educational Trust', term: 'InFull' };
  return { source: 'Self-funded', sponsor: null, term: s.term ?? 'InFull' };
}

const METHOD: Record<FundingSource, string> = {
  'Self-funded': 'Card',
  'Student Finance England': 'Student Finance England',
  Diocese: 'BACS',
  Sponsor: 'BACS',
};

export async function seedFinance(trx: Trx, now: string, demoStudentPersonId: number): Promise<void> {
  const today = now.slice(0, 10);
  const year = academicYearOf(today);
  const sessions: Session[] = await trx
    .selectFrom('engagement_sessions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .innerJoin('students as s', 's.id', 'e.student_id')
    .select([
      's.id as studentId',
      's.person_id as personId',
      'e.id as engagementId',
      'x.id as sessionId',
      'e.programme_code as programme',
      'e.pace',
      'e.student_type as studentType',
      'e.payment_term as term',
      'e.start_intake as startIntake',
    ])
    .where('x.academic_year', '=', year)
    .where('x.status', 'in', ['Current', 'Starting'])
    .where('e.status', 'in', ['Current', 'Starting'])
    .orderBy('s.id')
    .execute();
  const dioceses = (
    await trx.selectFrom('organisations').select('name').where('type', '=', 'Diocese').orderBy('name').execute()
  ).map((o) => o.name);

  // The year's fee rates, as finance keeps them: each programme's full-time fee and its paces;
  // next year's are already set (unchanged), so next year's sessions can be assessed (Finance > Runs).
  await insertAll(
    trx,
    'fee_rates',
    [year, year + 1].flatMap((rateYear) =>
      Object.keys(FULL_TIME_FEE).flatMap((programme) =>
        Object.keys(PACE_SHARE).map((pace) => ({
          academic_year: rateYear,
          programme_code: programme,
          pace,
          amount_pence: tuitionFeePence(programme, pace),
          created_at: now,
          updated_at: now,
        })),
      ),
    ),
  );

  for (const s of sessions) {
    const rnd = random(s.studentId * 7919 + year);
    const awardedOn = `${year}-10-03` > today ? today : `${year}-10-03`;
    const isDemo = s.personId === demoStudentPersonId;
    const intake: Intake = intakeOf(s.startIntake) ?? 'September';
    const pay = funding(s, rnd, dioceses);
    const fee = tuitionFeePence(s.programme, s.pace);
    // Assessed and invoiced as the product does it: the rate, the plan, drafts, then issued.
    const dates = paymentDates(intake, pay.term, year);
    const issued = addDays(dates[0] ?? `${year}-08-01`, -21);
    const assessmentId = await assessSession(
      trx,
      s.sessionId,
      {
        feeKind: 'normal',
        fundingSource: pay.source,
        sponsorName: pay.sponsor,
        schedule: pay.term as PaymentScheduleName,
      },
      null,
      now,
    );
    await issueInvoices(trx, assessmentId, null, `${issued}T09:00:00.000Z`);

    // Bursaries and discounts: each becomes a credit note once the invoices exist (below).
    const { reduction, award } =
      pay.source === 'Self-funded' && !isDemo
        ? await seedBursary(trx, { studentId: s.studentId, year, fee, assessmentId, awardedOn, rnd, now })
        : { reduction: 0, award: null };

    // The termly residential charge to the student, numbered in the same series.
    for (const [i, due] of paymentDates(intake, 'Termly', year).entries()) {
      await issueCharge(trx, {
        student_id: s.studentId,
        fee_assessment_id: assessmentId,
        number: await nextNumber(trx, `INV-${year}`, 'invoices'),
        description: `Residential weekends, term ${i + 1} of 3`,
        payer: 'Student',
        academic_year: year,
        intake,
        issued_on: issued,
        due_on: due,
        amount_pence: RESIDENTIAL_TERM_PENCE,
        created_at: now,
        updated_at: now,
      });
    }
    const lines = (
      await trx
        .selectFrom('invoices')
        .select(['id', 'due_on', 'amount_pence', 'payer', 'instalment_number'])
        .where('fee_assessment_id', '=', assessmentId)
        .where('status', '=', 'issued')
        .orderBy('due_on')
        .orderBy('id')
        .execute()
    ).map((l) => ({
      id: l.id,
      due: l.due_on,
      amount: l.amount_pence,
      payer: l.payer,
      method: l.instalment_number === null ? 'Card' : METHOD[pay.source],
    }));
    const invoiceIds = lines.map((l) => l.id);
    const behind = pay.source === 'Self-funded' && !isDemo && rnd() < 0.125;
    // A student behind this year still owes a balance from last year, so finance always has an
    // invoice overdue more than 30 days to chase, whatever the date (Finance > Validation).
    if (behind) await issueArrears(trx, s.studentId, year, fee, now);
    const lastDue = [...lines].reverse().find((l) => l.due <= today && l.payer === 'Student');
    // The award, issued as the product issues it: a credit note settling the oldest open invoices.
    const credited = new Map<number, number>();
    if (award && reduction > 0) {
      const note = await issueCreditNote(
        trx,
        {
          studentId: s.studentId,
          feeAssessmentId: assessmentId,
          bursaryAwardId: award.id,
          kind: creditKindOf(award.type),
          description: `${award.type} ${academicYear(year)}`,
          amount: reduction,
          issuedOn: awardedOn,
        },
        null,
        now,
      );
      for (const a of note.allocations) credited.set(a.invoiceId, a.amount);
    }
    const payments = lines.flatMap((l, i) => {
      const owed = l.amount - (credited.get(invoiceIds[i] as number) ?? 0);
      if (owed <= 0 || l.due > today || (behind && l === lastDue)) return [];
      const received = addDays(l.due, Math.floor(rnd() * 12));
      return [
        {
          student_id: s.studentId,
          invoice_id: invoiceIds[i] as number,
          received_on: received > today ? today : received,
          amount_pence: owed,
          method: l.method,
          reference: `${l.method === 'Card' ? 'CARD' : l.method === 'BACS' ? 'BACS' : 'SFE'}-${String(Math.floor(rnd() * 900000) + 100000)}`,
          created_at: now,
        },
      ];
    });
    if (payments.length > 0) await insertAll(trx, 'payments', payments);
  }
  // One invoice Xero refused (the demo year's "failed in the accounting system").
  await seedAccountingRefusal(trx, demoStudentPersonId);
}
