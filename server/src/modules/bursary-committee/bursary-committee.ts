import { academicYear } from '@collegium/domain/academic-year';
import {
  type BursaryCase,
  type BursaryCaseDetail,
  bursaryDecisionsFrom,
  type BursaryDecision,
} from '@collegium/domain/bursary-committee';
import { creditKindOf } from '@collegium/domain/finance-ledger';
import type { BursaryStatus } from '@collegium/domain/student-finance';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { issueCreditNote } from '../finance/credit-notes.ts';
import { bursaryView } from '../student-finance/bursary.ts';
import { type Actor, auditActor } from '../../http/actor.ts';

// The bursary committee (role:bursary) reads the applications students have sent (never their
// drafts) and decides each: under consideration, awarded with an amount, or declined with a
// reason. An award is written to bursary_awards with its credit note in the same transaction, so
// the student's balance falls by the award at once (issue 11.19). Applications hold income and statements: every read
// of one is audited, like the decisions.

type Executor = Kysely<Database> | Transaction<Database>;

export function cases(db: Executor) {
  return db
    .selectFrom('bursary_applications as b')
    .innerJoin('students as s', 's.id', 'b.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .select([
      'b.id',
      'b.student_id',
      'b.academic_year',
      'b.status',
      'b.bursary_type',
      'b.amount_requested',
      'b.submitted_at',
      'b.decided_at',
      'b.version',
      's.partner_id',
      's.programme_code',
      'p.first_name',
      'p.last_name',
    ])
    .where('b.status', '!=', 'Draft');
}

export type CaseRow = Awaited<ReturnType<ReturnType<typeof cases>['executeTakeFirstOrThrow']>>;

export function caseOf(r: CaseRow): BursaryCase {
  return {
    id: r.id,
    studentId: r.student_id,
    studentName: `${r.first_name} ${r.last_name}`,
    partnerId: r.partner_id,
    programme: r.programme_code,
    academicYear: r.academic_year,
    academicYearLabel: academicYear(r.academic_year),
    status: r.status as BursaryStatus,
    bursaryType: r.bursary_type ?? '',
    amountRequested: r.amount_requested,
    submittedAt: r.submitted_at,
    decidedAt: r.decided_at,
    version: r.version,
  };
}

async function detailOf(db: Executor, id: number): Promise<BursaryCaseDetail> {
  const r = await cases(db).where('b.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(`There is no bursary application with id ${id}.`);
  const [row, fee, awards, decider] = await Promise.all([
    db.selectFrom('bursary_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    db
      .selectFrom('fee_assessments')
      .select(['tuition_fee_pence', 'funding_source'])
      .where('student_id', '=', r.student_id)
      .where('academic_year', '=', r.academic_year)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('bursary_awards')
      .select(['type', 'amount_pence', 'academic_year', 'awarded_on'])
      .where('student_id', '=', r.student_id)
      .orderBy('awarded_on', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('bursary_applications as b')
      .innerJoin('users as u', 'u.id', 'b.decided_by_user_id')
      .innerJoin('people as p', 'p.id', 'u.person_id')
      .select(['p.first_name', 'p.last_name'])
      .where('b.id', '=', id)
      .executeTakeFirst(),
  ]);
  return {
    ...caseOf(r),
    application: await bursaryView(db, row, r.academic_year, 'committee'),
    tuitionFee: fee?.tuition_fee_pence ?? null,
    fundingSource: fee?.funding_source ?? null,
    awards: awards.map((a) => ({
      type: a.type,
      amount: a.amount_pence,
      academicYear: a.academic_year,
      awardedOn: a.awarded_on,
    })),
    decidedBy: decider ? `${decider.first_name} ${decider.last_name}` : null,
    decisions: [...bursaryDecisionsFrom(r.status)],
  };
}

/** One application for the committee; the read is audited (income and statement are personal). */
export async function readBursaryCase(db: Db, id: number, actor: Actor): Promise<BursaryCaseDetail> {
  const detail = await detailOf(db.kysely, id);
  await recordAudit(db.kysely, {
    ...auditActor(actor),
    ip: actor.ip,
    entity: 'bursary_applications',
    entityId: id,
    action: 'bursary application read',
    changes: { studentId: detail.studentId },
  });
  return detail;
}

export interface BursaryDecisionValues {
  decision: BursaryDecision;
  /** Whole pounds. */
  amount: number | null;
  note: string;
  version: number;
}

export async function decideBursary(
  db: Db,
  id: number,
  input: BursaryDecisionValues,
  actor: Actor,
  now = new Date(),
): Promise<BursaryCaseDetail> {
  return db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('bursary_applications')
      .selectAll()
      .where('id', '=', id)
      .where('status', '!=', 'Draft')
      .executeTakeFirst();
    if (!row) throw notFound(`There is no bursary application with id ${id}.`);
    const open = bursaryDecisionsFrom(row.status);
    if (open.length === 0) throw conflict(`This application has already been decided (${row.status}).`);
    if (row.version !== input.version)
      throw conflict('Someone else has changed this application since you opened it. Reload it and decide again.');
    if (!open.includes(input.decision)) {
      throw validationFailed([
        {
          param: 'decision',
          message: `An application ${row.status.toLowerCase()} can be ${open.map((d) => d.toLowerCase()).join(' or ')}.`,
        },
      ]);
    }
    const at = now.toISOString();
    const final = input.decision !== 'Under consideration';
    const note = input.note.trim() || null;
    const done = await trx
      .updateTable('bursary_applications')
      .set((eb) => ({
        status: input.decision,
        decision_note: note ?? row.decision_note,
        decided_at: final ? at : null,
        decided_by_user_id: final ? actor.userId : null,
        updated_at: at,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1)
      throw conflict('Someone else has changed this application since you opened it. Reload it and decide again.');
    if (input.decision === 'Awarded') {
      const fee = await trx
        .selectFrom('fee_assessments')
        .select('id')
        .where('student_id', '=', row.student_id)
        .where('academic_year', '=', row.academic_year)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const type = row.bursary_type ?? 'General Bursary';
      const amount = (input.amount ?? 0) * 100;
      const award = await trx
        .insertInto('bursary_awards')
        .values({
          student_id: row.student_id,
          fee_assessment_id: fee?.id ?? null,
          application_id: id,
          academic_year: row.academic_year,
          type,
          amount_pence: amount,
          awarded_on: at.slice(0, 10),
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Issue 11.19: the award is taken off the fee at once, as a credit note in this transaction.
      await issueCreditNote(
        trx,
        {
          studentId: row.student_id,
          feeAssessmentId: fee?.id ?? null,
          bursaryAwardId: award.id,
          kind: creditKindOf(type),
          description: `${type} ${academicYear(row.academic_year)}`,
          amount,
          issuedOn: at.slice(0, 10),
        },
        actor,
        at,
      );
    }
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'bursary_applications',
      entityId: id,
      action: 'bursary decided',
      changes: {
        studentId: row.student_id,
        status: { from: row.status, to: input.decision },
        amount: input.decision === 'Awarded' ? input.amount : null,
      },
    });
    return detailOf(trx, id);
  });
}
