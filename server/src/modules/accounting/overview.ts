import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type AccountingDocumentType, markDocument } from '../../lib/accounting-outbox.ts';
import { randomUUID } from 'node:crypto';
import type { AccountingDocument, AccountingOverview, AccountingSettings } from '@collegium/domain/accounting';
import type { AppContext } from '../../context.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { notFound, conflict } from '../../http/errors.ts';
import type { Actor } from '../../http/actor.ts';
import { connectionView, isConfigured } from './connection.ts';
import { checkLookupValues } from '../system-data/lookup-choices.ts';

// Issue 14: what Finance > Validation shows of the accounting connection, and finance's two
// writes on it: retrying a failed document and the account settings. Both audited.

const LIMIT = 200;

export async function accountingOverview(ctx: AppContext): Promise<AccountingOverview> {
  const db = ctx.db.kysely;
  const counts = await db
    .selectFrom('accounting_sync')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('status', '!=', 'sent')
    .groupBy('status')
    .execute();
  const count = (s: string) => Number(counts.find((c) => c.status === s)?.n ?? 0);
  const rows = await db
    .selectFrom('accounting_sync as a')
    .innerJoin('students as s', 's.id', 'a.student_id')
    .innerJoin('people as p', 'p.id', 's.person_id')
    .leftJoin('invoices as i', (j) => j.onRef('i.id', '=', 'a.document_id').on('a.document_type', '=', 'invoice'))
    .leftJoin('credit_notes as c', (j) =>
      j.onRef('c.id', '=', 'a.document_id').on('a.document_type', '=', 'credit_note'),
    )
    .leftJoin('payments as y', (j) =>
      j.onRef('y.id', '=', 'a.document_id').on('a.document_type', 'in', ['payment', 'overpayment_allocation']),
    )
    .leftJoin('invoices as yi', 'yi.id', 'y.invoice_id')
    .leftJoin('receipts as o', (j) => j.onRef('o.id', '=', 'a.document_id').on('a.document_type', '=', 'overpayment'))
    .leftJoin('refunds as f', (j) => j.onRef('f.id', '=', 'a.document_id').on('a.document_type', '=', 'refund'))
    .select([
      'a.id',
      'a.document_type',
      'a.status',
      'a.attempts',
      'a.last_error',
      'a.next_attempt_at',
      'a.student_id',
      's.partner_id',
      'p.first_name',
      'p.last_name',
      'i.number as invoice_number',
      'c.number as credit_number',
      'yi.number as paid_invoice',
      'y.reference as payment_reference',
      'o.reference as overpayment_reference',
      'f.reference as refund_reference',
      'f.method as refund_method',
    ])
    .where('a.status', '!=', 'sent')
    .orderBy((eb) => eb.case().when('a.status', '=', 'failed').then(0).else(1).end())
    .orderBy('a.id')
    .limit(LIMIT)
    .execute();
  const documents: AccountingDocument[] = rows.map((r) => ({
    syncId: r.id,
    documentType: r.document_type,
    number:
      r.invoice_number ??
      r.credit_number ??
      (r.paid_invoice && r.document_type === 'overpayment_allocation'
        ? `Credit applied to ${r.paid_invoice}${r.payment_reference ? ` (${r.payment_reference})` : ''}`
        : r.paid_invoice
          ? `Payment on ${r.paid_invoice}${r.payment_reference ? ` (${r.payment_reference})` : ''}`
          : r.overpayment_reference
            ? `Kept on account (${r.overpayment_reference})`
            : r.refund_method
              ? `Refund (${r.refund_reference || r.refund_method})`
              : `#${r.id}`),
    studentId: r.student_id,
    studentName: `${r.first_name} ${r.last_name}`,
    partnerId: r.partner_id,
    status: r.status,
    attempts: r.attempts,
    message: r.last_error,
    nextAttemptAt: r.status === 'queued' ? r.next_attempt_at : null,
  }));
  const settings = await db.selectFrom('accounting_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return {
    provider: ctx.config.accountingProviderName,
    configured: isConfigured(ctx),
    connection: await connectionView(ctx),
    settings: {
      salesAccountCode: settings.sales_account_code,
      taxType: settings.tax_type,
      bankAccountCode: settings.bank_account_code,
    },
    notSent: count('queued') + count('failed'),
    failed: count('failed'),
    documents,
  };
}

/**
 * A failed document goes back in the queue (after finance fixed what Xero refused). Xero refused
 * it, so nothing of it exists there: it gets a fresh idempotency key, so the retry is not answered
 * with the refusal the old key earned.
 */
export async function retryDocument(ctx: AppContext, syncId: number, actor: Actor): Promise<void> {
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('accounting_sync')
      .select(['status', 'last_error', 'document_type', 'document_id'])
      .where('id', '=', syncId)
      .executeTakeFirst();
    if (!row) throw notFound(`There is no accounting document ${syncId}.`);
    if (row.status !== 'failed')
      throw conflict(
        'Only a document the accounting system refused can be retried; this one is already sent or waiting.',
      );
    await requeueFailed(trx, syncId, row.document_type, row.document_id);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      asUserId: actor.asUserId,
      ip: actor.ip,
      entity: 'accounting_sync',
      entityId: syncId,
      action: 'accounting retry',
      changes: { status: { from: 'failed', to: 'queued' }, lastError: row.last_error },
    });
  });
}

export async function saveSettings(
  ctx: AppContext,
  input: AccountingSettings,
  actor: Actor,
): Promise<AccountingSettings> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('accounting_settings')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    // The codes come from System data (account codes); one held already stays valid when retired.
    await checkLookupValues(trx, [
      {
        param: 'salesAccountCode',
        list: 'account-codes',
        noun: 'sales account code',
        value: input.salesAccountCode,
        held: before.sales_account_code,
      },
      {
        param: 'bankAccountCode',
        list: 'account-codes',
        noun: 'bank account code',
        value: input.bankAccountCode,
        held: before.bank_account_code,
      },
    ]);
    const next = {
      sales_account_code: input.salesAccountCode,
      tax_type: input.taxType,
      bank_account_code: input.bankAccountCode,
    };
    const changes = Object.fromEntries(
      (Object.keys(next) as (keyof typeof next)[])
        .filter((k) => before[k] !== next[k])
        .map((k) => [k, { from: before[k], to: next[k] }]),
    );
    if (Object.keys(changes).length > 0) {
      await trx
        .updateTable('accounting_settings')
        .set({ ...next, updated_at: new Date().toISOString() })
        .where('id', '=', 1)
        .execute();
      await recordAudit(trx, {
        actorUserId: actor.userId,
        asUserId: actor.asUserId,
        ip: actor.ip,
        entity: 'accounting_settings',
        entityId: 1,
        action: 'update',
        changes,
      });
    }
    return input;
  });
}

/**
 * A refused document back in the queue, due now, with a fresh idempotency key (Xero made nothing
 * for the refused one, so the retry must not be answered with the refusal the old key earned).
 */
export async function requeueFailed(
  trx: Transaction<Database>,
  syncId: number,
  type: AccountingDocumentType,
  documentId: number,
): Promise<void> {
  const now = new Date().toISOString();
  await trx
    .updateTable('accounting_sync')
    .set({
      status: 'queued',
      next_attempt_at: now,
      updated_at: now,
      idempotency_key: `collegium-${type.replace('_', '-')}-${documentId}-${randomUUID()}`,
    })
    .where('id', '=', syncId)
    .execute();
  await markDocument(trx, type, [documentId], 'Not sent');
}
