import type { RefundPartChange, StuckRefundPart } from '@collegium/domain/refund-parts';
import type { Kysely, Transaction } from 'kysely';
import { recordAudit } from '../../audit/audit-log.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import type { Actor } from '../../http/actor.ts';
import { conflict, notFound, validationFailed } from '../../http/errors.ts';
import { requeueFailed } from './overview.ts';

// Issue 14 (feature accounting): the parts of a student's refunds the accounting system refused,
// and finance dropping or reducing one with a reason (audited). What is taken off the part is kept
// as waived (settled outside the sync, for instance by hand in Xero), the refund goes back in the
// queue with a fresh key (Xero made nothing for the refused one), and push-refund.ts counts the
// refund done once what Xero paid and what was waived make up its amount.

/** Refund parts with their refund and the refund's outbox row. */
const partsOfRefunds = (db: Kysely<Database> | Transaction<Database>) =>
  db
    .selectFrom('accounting_refund_parts as p')
    .innerJoin('refunds as r', 'r.id', 'p.refund_id')
    .leftJoin('accounting_sync as x', (j) =>
      j.onRef('x.document_id', '=', 'r.id').on('x.document_type', '=', 'refund'),
    );

/** Parts still asking for something, of refunds whose outbox row the provider refused. */
export async function stuckParts(db: Kysely<Database>, studentId: number): Promise<StuckRefundPart[]> {
  const rows = await partsOfRefunds(db)
    .select([
      'p.id',
      'p.refund_id',
      'p.source_type',
      'p.amount_pence',
      'r.refunded_on',
      'r.amount_pence as refund_amount',
      'r.reference',
      'r.method',
      'x.last_error',
    ])
    .where('r.student_id', '=', studentId)
    .where('x.status', '=', 'failed')
    .where('p.payment_id', 'is', null)
    .where('p.amount_pence', '>', 0)
    .orderBy('r.refunded_on')
    .orderBy('p.part')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    refundId: r.refund_id,
    refundedOn: r.refunded_on,
    refundAmount: r.refund_amount,
    reference: r.reference || r.method,
    sourceType: r.source_type === 'CreditNote' ? 'CreditNote' : 'Overpayment',
    amount: r.amount_pence,
    message: r.last_error,
  }));
}

export async function changePart(ctx: AppContext, partId: number, input: RefundPartChange, actor: Actor) {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const part = await partsOfRefunds(trx)
      .select([
        'p.id',
        'p.refund_id',
        'p.part',
        'p.amount_pence',
        'p.waived_pence',
        'p.payment_id',
        'r.student_id',
        'x.id as sync_id',
        'x.status',
        'x.last_error',
      ])
      .where('p.id', '=', partId)
      .executeTakeFirst();
    if (!part) throw notFound(`There is no refund part ${partId}.`);
    if (part.payment_id || part.amount_pence === 0 || part.status !== 'failed' || part.sync_id === null)
      throw conflict('Only a part of a refund the accounting system refused can be dropped or reduced.');
    if (input.amount >= part.amount_pence)
      throw validationFailed([
        {
          param: 'amount',
          message: `Reduce the part below £${(part.amount_pence / 100).toFixed(2)}, or to £0.00 to drop it.`,
        },
      ]);
    const waived = part.amount_pence - input.amount;
    await trx
      .updateTable('accounting_refund_parts')
      .set({ amount_pence: input.amount, waived_pence: part.waived_pence + waived, waived_reason: input.reason })
      .where('id', '=', part.id)
      .execute();
    await requeueFailed(trx, part.sync_id, 'refund', part.refund_id);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'accounting_refund_parts',
      entityId: part.id,
      action: input.amount === 0 ? 'refund part dropped' : 'refund part reduced',
      changes: {
        refundId: part.refund_id,
        studentId: part.student_id,
        part: part.part,
        amount: { from: part.amount_pence, to: input.amount },
        waived: { from: part.waived_pence, to: part.waived_pence + waived },
        reason: { from: null, to: input.reason },
        refusal: part.last_error,
      },
    });
    return { id: part.id, amount: input.amount, waived: part.waived_pence + waived };
  });
}
