import { academicYearOf } from '@collegium/domain/academic-year';
import { allocate, type CreditNoteKind } from '@collegium/domain/finance-ledger';
import type { Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Database } from '../../db/schema.ts';
import { openInvoices } from './open-invoices.ts';
import { nextNumber } from './sequences.ts';
import { queueForAccounting } from '../../lib/accounting-outbox.ts';
import { type Actor } from '../../http/actor.ts';

// Issue 11.19 and 14: a credit note takes an amount off what a student owes, in the caller's
// transaction. It settles the open invoices of its fee assessment (else any of the student's),
// oldest due first, never more than an invoice still needs; the rest stays as credit on the
// account. Audited with its number, amount and the invoices it settled.

export interface CreditNoteInput {
  studentId: number;
  feeAssessmentId: number | null;
  bursaryAwardId?: number | null;
  kind: CreditNoteKind;
  description: string;
  /** Pence, more than 0. */
  amount: number;
  /** YYYY-MM-DD. */
  issuedOn: string;
}

export interface IssuedCreditNote {
  id: number;
  number: string;
  allocations: { invoiceId: number; amount: number }[];
  unallocated: number;
}

export async function issueCreditNote(
  trx: Transaction<Database>,
  input: CreditNoteInput,
  actor: Actor | null,
  now = new Date().toISOString(),
): Promise<IssuedCreditNote> {
  if (!Number.isInteger(input.amount) || input.amount <= 0)
    throw new RangeError(`A credit note must be for whole pence above 0 (got ${input.amount}).`);
  const number = await nextNumber(trx, `CN-${academicYearOf(input.issuedOn)}`, 'credit_notes');
  const note = await trx
    .insertInto('credit_notes')
    .values({
      student_id: input.studentId,
      fee_assessment_id: input.feeAssessmentId,
      bursary_award_id: input.bursaryAwardId ?? null,
      number,
      kind: input.kind,
      description: input.description,
      issued_on: input.issuedOn,
      amount_pence: input.amount,
      created_by_user_id: actor?.userId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueForAccounting(trx, 'credit_note', [{ id: note.id, studentId: input.studentId }], now);
  let open = await openInvoices(trx, input.studentId, input.feeAssessmentId);
  if (open.length === 0 && input.feeAssessmentId) open = await openInvoices(trx, input.studentId);
  const { allocations, unallocated } = allocate(open, input.amount);
  if (allocations.length > 0) {
    await trx
      .insertInto('credit_allocations')
      .values(
        allocations.map((a) => ({
          credit_note_id: note.id,
          invoice_id: a.id,
          amount_pence: a.amount,
          created_at: now,
        })),
      )
      .execute();
  }
  const settled = allocations.map((a) => ({ invoiceId: a.id, amount: a.amount }));
  await recordAudit(trx, {
    actorUserId: actor?.userId ?? null,
    asUserId: actor?.asUserId ?? null,
    ip: actor?.ip ?? null,
    entity: 'credit_notes',
    entityId: note.id,
    action: 'credit note issued',
    changes: {
      studentId: input.studentId,
      number: { from: null, to: number },
      kind: { from: null, to: input.kind },
      amount: { from: null, to: input.amount },
      settled,
      unallocated,
    },
  });
  return { id: note.id, number, allocations: settled, unallocated };
}
