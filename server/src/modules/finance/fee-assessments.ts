import { academicYear } from '@collegium/domain/academic-year';
import type { FeeAssessmentInput } from '@collegium/domain/fee-assessment';
import { type InstalmentPlan, PlanError, planInstalments, schedulesFor } from '@collegium/domain/instalment-plan';
import type { FeeKind } from '@collegium/domain/payment-terms';
import type { FundingSource } from '@collegium/domain/student-finance';
import type { Transaction } from 'kysely';
import { recordAudit, recordAudits } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/errors.ts';
import { intakeOf } from '../student-record/student-finance.ts';
import { loadRates, pickRate, type RateRow } from './fee-rates.ts';
import { draftRows, generateInvoices, generatedAudit } from './invoice-generation.ts';
import { type Actor } from '../../http/actor.ts';

// Issue 14: a fee assessment is the fee of one engagement session (an academic year of study),
// who pays it and on which spec 9 schedule. Made by hand, or automatically when a student is
// confirmed from an application (confirm-application.ts), in the caller's transaction; its
// invoices are generated as drafts at once (invoice-generation.ts).

type Trx = Transaction<Database>;

export interface AssessOptions extends Omit<FeeAssessmentInput, 'sessionId' | 'fee'> {
  fee?: number;
}

/** spec 4.2: a level of 7Diss is the dissertation year. */
const defaultKind = (level: string | null): FeeKind => (level === '7Diss' ? 'dissertation' : 'normal');

function defaultFunding(e: { student_type: string | null; payment_term: string | null }): FundingSource {
  if (e.student_type === 'Ordinand') return 'Diocese';
  if (e.payment_term === 'Student Loan') return 'Student Finance England';
  return 'Self-funded';
}

/** Assesses one session; 404 unknown, 409 already assessed, 422 with the field when it cannot be. */
export async function assessSession(
  trx: Trx,
  sessionId: number,
  options: AssessOptions,
  actor: Actor | null,
  now = new Date().toISOString(),
): Promise<number> {
  const { made, refused } = await assessSessions(trx, [sessionId], options, actor, now);
  const error = refused.get(sessionId);
  if (error) throw error;
  return made.get(sessionId)!;
}

type SessionRow = Awaited<ReturnType<typeof selectSessions>>[number];

function selectSessions(trx: Trx, ids: readonly number[]) {
  return trx
    .selectFrom('engagement_sessions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
    .leftJoin('fee_assessments as f', 'f.session_id', 'x.id')
    .select([
      'x.id',
      'x.academic_year',
      'x.level',
      'e.id as engagement_id',
      'e.student_id',
      'e.programme_code',
      'e.pace',
      'e.student_type',
      'e.payment_term',
      'e.start_intake',
      'f.id as assessment_id',
    ])
    .where('x.id', 'in', [...ids])
    .execute();
}

/** The assessment a session would get, or why it cannot (an AppError): reads nothing, writes nothing. */
function planAssessment(s: SessionRow, options: AssessOptions, rates: readonly RateRow[], now: string) {
  if (s.assessment_id !== null)
    throw conflict(`The ${academicYear(s.academic_year)} session is already assessed; change that assessment instead.`);
  const intake = intakeOf(s.start_intake ?? '');
  if (!intake)
    throw validationFailed([
      {
        param: 'sessionId',
        message: `The intake of ${s.start_intake ?? 'this engagement'} follows no payment schedule: schedules are set for September and January intakes.`,
      },
    ]);
  const kind = options.feeKind ?? defaultKind(s.level);
  const fee =
    options.fee ??
    pickRate(rates, {
      academicYear: s.academic_year,
      programmeCode: s.programme_code,
      level: s.level,
      pace: s.pace,
      feeKind: kind,
    });
  if (fee === undefined) {
    throw validationFailed([
      {
        param: 'fee',
        message: `There is no ${kind} fee rate for ${s.programme_code}${s.level ? ` level ${s.level}` : ''}${s.pace ? ` ${s.pace}` : ''} in ${academicYear(s.academic_year)}: enter the fee, or add the rate.`,
      },
    ]);
  }
  const offered = schedulesFor(intake, kind);
  const schedule = options.schedule ?? (s.payment_term && offered.includes(s.payment_term) ? s.payment_term : 'InFull');
  let plan: InstalmentPlan;
  try {
    plan = planInstalments({ fee, intake, schedule, startYear: s.academic_year, kind });
  } catch (e) {
    if (e instanceof PlanError) throw validationFailed([{ param: 'schedule', message: e.message }]);
    throw e;
  }
  const row = {
    student_id: s.student_id,
    engagement_id: s.engagement_id,
    session_id: s.id,
    academic_year: s.academic_year,
    tuition_fee_pence: fee,
    fee_kind: kind,
    funding_source: options.fundingSource ?? defaultFunding(s),
    sponsor_name: options.sponsorName ?? null,
    payment_term: schedule,
    intake,
    created_at: now,
    updated_at: now,
  };
  return { row, plan };
}

/**
 * Assesses several sessions at once (one, or a bulk run's chunk) with a handful of statements
 * whatever their number: the sessions and the rates are read once, and the assessments, their draft
 * invoices and the audit entries are written in one statement each. A session that cannot be
 * assessed is refused with the reason, before anything is written; the others are assessed.
 */
export async function assessSessions(
  trx: Trx,
  sessionIds: readonly number[],
  options: AssessOptions,
  actor: Actor | null,
  now = new Date().toISOString(),
): Promise<{ made: Map<number, number>; refused: Map<number, AppError> }> {
  const made = new Map<number, number>();
  const refused = new Map<number, AppError>();
  if (sessionIds.length === 0) return { made, refused };
  const sessions = new Map((await selectSessions(trx, sessionIds)).map((s) => [s.id, s]));
  const rates =
    options.fee !== undefined
      ? []
      : await loadRates(
          trx,
          [...sessions.values()].map((s) => s.academic_year),
          [...sessions.values()].map((s) => s.programme_code),
        );
  const planned: ReturnType<typeof planAssessment>[] = [];
  for (const id of sessionIds) {
    const s = sessions.get(id);
    try {
      if (!s) throw notFound(`There is no engagement session with id ${id}.`);
      planned.push(planAssessment(s, options, rates, now));
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      refused.set(id, e);
    }
  }
  if (planned.length === 0) return { made, refused };
  const inserted = await trx
    .insertInto('fee_assessments')
    .values(planned.map((p) => p.row))
    .returning(['id', 'session_id'])
    .execute();
  for (const r of inserted) made.set(r.session_id, r.id);
  const assessed = planned.map((p) => ({ ...p, id: made.get(p.row.session_id)! }));
  const who = { actorUserId: actor?.userId ?? null, asUserId: actor?.asUserId ?? null, ip: actor?.ip ?? null };
  const fresh = assessed.map(({ id, row, plan }) => ({
    a: { ...row, id },
    drafts: plan.instalments.map((i) => ({ dueOn: i.dueOn, amount: i.amount })).filter((d) => d.amount > 0),
    plan,
  }));
  const invoices = fresh.flatMap(({ a, drafts, plan }) => draftRows(a, drafts, 0, plan.classification, now));
  if (invoices.length > 0) await trx.insertInto('invoices').values(invoices).execute();
  await recordAudits(trx, [
    ...fresh.map(({ a }) => ({
      ...who,
      entity: 'fee_assessments',
      entityId: a.id,
      action: 'create',
      changes: {
        studentId: a.student_id,
        sessionId: a.session_id,
        fee: { from: null, to: a.tuition_fee_pence },
        feeKind: { from: null, to: a.fee_kind },
        fundingSource: { from: null, to: a.funding_source },
        sponsorName: { from: null, to: a.sponsor_name },
        schedule: { from: null, to: a.payment_term },
        intake: { from: null, to: a.intake },
      },
    })),
    ...fresh.map(({ a, drafts, plan }) =>
      generatedAudit(a, actor, {
        total: plan.total,
        draftsReplaced: 0,
        drafts: drafts.map((d) => d.amount),
        keptIssued: 0,
        correction: 0,
      }),
    ),
  ]);
  return { made, refused };
}

/**
 * Every session of an engagement without an assessment, assessed from the fee rates; a session
 * with no rate (or no schedule) is left for finance, who sees it on the validation page.
 */
export async function assessEngagement(
  trx: Trx,
  engagementId: number,
  actor: Actor | null,
  now = new Date().toISOString(),
): Promise<number[]> {
  const sessions = await trx
    .selectFrom('engagement_sessions as x')
    .leftJoin('fee_assessments as f', 'f.session_id', 'x.id')
    .select('x.id')
    .where('x.engagement_id', '=', engagementId)
    .where('f.id', 'is', null)
    .orderBy('x.academic_year')
    .execute();
  const made: number[] = [];
  for (const x of sessions) {
    try {
      made.push(await assessSession(trx, x.id, {}, actor, now));
    } catch (e) {
      // Refused before anything was written (no rate, no schedule): left for finance.
      if (e instanceof AppError && e.status === 422) continue;
      throw e;
    }
  }
  return made;
}

/** Changes an assessment (fee, kind, payer, schedule) and regenerates its invoices; audited field by field. */
export async function changeAssessment(
  trx: Trx,
  id: number,
  options: AssessOptions,
  version: number | undefined,
  actor: Actor,
  now = new Date().toISOString(),
): Promise<void> {
  const a = await trx.selectFrom('fee_assessments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!a) throw notFound(`There is no fee assessment with id ${id}.`);
  if (version !== undefined && a.version !== version)
    throw conflict('Someone else has changed this assessment since you opened it. Reload it and try again.');
  const next = {
    tuition_fee_pence: options.fee ?? a.tuition_fee_pence,
    fee_kind: options.feeKind ?? a.fee_kind,
    funding_source: options.fundingSource ?? a.funding_source,
    sponsor_name: options.sponsorName === undefined ? a.sponsor_name : options.sponsorName,
    payment_term: options.schedule ?? a.payment_term,
  };
  try {
    planInstalments({
      fee: next.tuition_fee_pence,
      intake: a.intake === 'January' ? 'January' : 'September',
      schedule: next.payment_term,
      startYear: a.academic_year,
      kind: next.fee_kind as FeeKind,
    });
  } catch (e) {
    if (e instanceof PlanError) throw validationFailed([{ param: 'schedule', message: e.message }]);
    throw e;
  }
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const names: Record<keyof typeof next, string> = {
    tuition_fee_pence: 'fee',
    fee_kind: 'feeKind',
    funding_source: 'fundingSource',
    sponsor_name: 'sponsorName',
    payment_term: 'schedule',
  };
  for (const k of Object.keys(next) as (keyof typeof next)[])
    if (next[k] !== a[k]) changes[names[k]] = { from: a[k], to: next[k] };
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('fee_assessments')
    .set((eb) => ({ ...next, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await recordAudit(trx, {
    actorUserId: actor.userId,
    asUserId: actor.asUserId,
    ip: actor.ip,
    entity: 'fee_assessments',
    entityId: id,
    action: 'update',
    changes,
  });
  await generateInvoices(trx, id, actor, now);
}
