import { academicYear, academicYearOf } from '@collegium/domain/academic-year';
import type { BursaryApplication, BursaryApplicationView, BursaryStatus } from '@collegium/domain/student-finance';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import type { BursaryApplicationsTable, Database } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import type { OwnStudent } from '../../http/own-student.ts';
import { onUniqueViolation } from '../../http/db-constraints.ts';
import { auditActor } from '../../http/actor.ts';
import { checkLookupValues } from '../system-data/lookup-choices.ts';

// spec 7.3 GET and PUT forms/student/bursary-application: the signed-in student's application for
// this academic year. A draft may be saved as often as they like; submitting sends it to the
// bursary committee, after which the student only reads it and its outcome.

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Selectable<BursaryApplicationsTable>;

async function rowOf(db: Executor, studentId: number, year: number): Promise<Row | undefined> {
  return db
    .selectFrom('bursary_applications')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('academic_year', '=', year)
    .executeTakeFirst();
}

async function awardedAmount(db: Executor, applicationId: number): Promise<number | null> {
  const r = await db
    .selectFrom('bursary_awards')
    .select((eb) => eb.fn.sum<number | string | null>('amount_pence').as('total'))
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  return r?.total === null || r?.total === undefined ? null : Number(r.total);
}

/**
 * The application as the student reads it, or the committee. The committee's note on an award is
 * its own record; the student reads the note only on a refusal, which is addressed to them.
 */
export async function bursaryView(
  db: Executor,
  row: Row | undefined,
  year: number,
  reader: 'student' | 'committee' = 'student',
): Promise<BursaryApplicationView> {
  return {
    academicYear: year,
    academicYearLabel: academicYear(year),
    status: (row?.status as BursaryStatus | undefined) ?? null,
    values: {
      bursaryType: row?.bursary_type ?? '',
      incomeBand: row?.income_band ?? '',
      dependants: row?.dependants ?? null,
      otherFunding: row?.other_funding ?? '',
      otherFundingTotal: row?.other_funding_total ?? null,
      monthlyOutgoings: row?.monthly_outgoings ?? null,
      amountRequested: row?.amount_requested ?? null,
      statement: row?.statement ?? '',
      declaration: row ? row.declaration === 1 : false,
    },
    submittedAt: row?.submitted_at ?? null,
    decidedAt: row?.decided_at ?? null,
    decisionNote: reader === 'committee' || row?.status === 'Declined' ? (row?.decision_note ?? null) : null,
    awardedAmount: row?.status === 'Awarded' ? await awardedAmount(db, row.id) : null,
    updatedAt: row?.updated_at ?? null,
  };
}

export async function readBursaryApplication(db: Kysely<Database>, studentId: number, now = new Date()) {
  const year = academicYearOf(now);
  return bursaryView(db, await rowOf(db, studentId, year), year);
}

const SUBMITTED = (year: number) =>
  `Your bursary application for ${academicYear(year)} has been submitted and can no longer be changed.`;

export async function saveBursaryApplication(db: Db, me: OwnStudent, input: BursaryApplication, now = new Date()) {
  const year = academicYearOf(now);
  const at = now.toISOString();
  return onUniqueViolation(
    conflict('Your application was saved from elsewhere at the same moment. Reload the page and try again.'),
    () =>
      db.kysely.transaction().execute(async (trx) => {
        const before = await rowOf(trx, me.id, year);
        if (before && before.status !== 'Draft') {
          throw conflict(SUBMITTED(year));
        }
        await checkLookupValues(trx, [
          {
            param: 'bursaryType',
            list: 'bursary-types',
            noun: 'bursary',
            value: input.bursaryType,
            held: before?.bursary_type,
          },
        ]);
        const status: BursaryStatus = input.submit ? 'Submitted' : 'Draft';
        const values = {
          status,
          bursary_type: input.bursaryType || null,
          income_band: input.incomeBand || null,
          dependants: input.dependants,
          other_funding: input.otherFunding || null,
          other_funding_total: input.otherFundingTotal,
          monthly_outgoings: input.monthlyOutgoings,
          amount_requested: input.amountRequested,
          statement: input.statement || null,
          declaration: input.declaration ? 1 : 0,
          submitted_at: input.submit ? at : null,
          updated_at: at,
        };
        let id: number;
        if (before) {
          const done = await trx
            .updateTable('bursary_applications')
            .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
            .where('id', '=', before.id)
            .where('status', '=', 'Draft')
            .executeTakeFirst();
          // Submitted from another tab meanwhile: nothing is changed.
          if (Number(done.numUpdatedRows) !== 1) throw conflict(SUBMITTED(year));
          id = before.id;
        } else {
          const made = await trx
            .insertInto('bursary_applications')
            .values({ ...values, student_id: me.id, academic_year: year, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = made.id;
        }
        // Income, outgoings and the statement are personal financial data: the audit says which
        // fields changed, not what they say.
        const changed = Object.entries(values)
          .filter(([k, v]) => k !== 'updated_at' && (before?.[k as keyof Row] ?? null) !== v)
          .map(([field]) => field);
        await recordAudit(trx, {
          ...auditActor(me.actor),
          entity: 'bursary_applications',
          entityId: id,
          action: input.submit ? 'bursary application submitted' : 'bursary application draft saved',
          changes: { studentId: me.id, academicYear: year, status, fields: changed },
          ip: me.actor.ip,
        });
        return bursaryView(trx, await rowOf(trx, me.id, year), year);
      }),
  );
}
