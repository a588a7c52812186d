import { academicYear } from '@collegium/domain/academic-year';
import type { FeeAssessmentInput } from '@collegium/domain/fee-assessment';
import { PlanError, planInstalments, schedulesFor } from '@collegium/domain/instalment-plan';
import type { FeeKind } from '@collegium/domain/payment-terms';
import type { FundingSource } from '@collegium/domain/student-finance';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, conflict, notFound, validationFailed } from '../../http/errors.ts';
import { intakeOf } from '../student-record/student-finance.ts';
import { findRate } from './fee-rates.ts';
import { generateInvoices } from './invoice-generation.ts';
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
  const s = await trx
    .selectFrom('engagement_sessions as x')
    .innerJoin('engagements as e', 'e.id', 'x.engagement_id')
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
    ])
    .where('x.id', '=', sessionId)
    .executeTakeFirst();
  if (!s) throw notFound(`There is no engagement session with id ${sessionId}.`);
  if (await trx.selectFrom('fee_assessments').select('id').where('session_id', '=', sessionId).executeTakeFirst()) {
    throw conflict(`The ${academicYear(s.academic_year)} session is already assessed; change that assessment instead.`);
  }
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
    (await findRate(trx, {
      academicYear: s.academic_year,
      programmeCode: s.programme_code,
      level: s.level,
      pace: s.pace,
      feeKind: kind,
    }));
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
  try {
    planInstalments({ fee, intake, schedule, startYear: s.academic_year, kind });
  } catch (e) {
    if (e instanceof PlanError) throw validationFailed([{ param: 'schedule', message: e.message }]);
    throw e;
  }
  const fundingSource = options.fundingSource ?? defaultFunding(s);
  const sponsorName = options.sponsorName ?? null;
  const row = await trx
    .insertInto('fee_assessments')
    .values({
      student_id: s.student_id,
      engagement_id: s.engagement_id,
      session_id: s.id,
      academic_year: s.academic_year,
      tuition_fee_pence: fee,
      fee_kind: kind,
      funding_source: fundingSource,
      sponsor_name: sponsorName,
      payment_term: schedule,
      intake,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, {
    actorUserId: actor?.userId ?? null,
    asUserId: actor?.asUserId ?? null,
    ip: actor?.ip ?? null,
    entity: 'fee_assessments',
    entityId: row.id,
    action: 'create',
    changes: {
      studentId: s.student_id,
      sessionId,
      fee: { from: null, to: fee },
      feeKind: { from: null, to: kind },
      fundingSource: { from: null, to: fundingSource },
      sponsorName: { from: null, to: sponsorName },
      schedule: { from: null, to: schedule },
      intake: { from: null, to: intake },
    },
  });
  await generateInvoices(trx, row.id, actor, now);
  return row.id;
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
