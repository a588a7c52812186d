import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { AccountingSyncTable, Database } from '../../db/schema.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { registerRecurringJob } from '../jobs/recurring.ts';
import { markDocument } from '../../lib/accounting-outbox.ts';
import { activeAuth, markNeedsReconnection } from './connection.ts';
import { NotYet, pushDocument } from './push-documents.ts';
import { accountingCall, XeroError } from './xero-client.ts';

// Issue 14: the recurring job that empties the accounting outbox and reads paid status back.
// Each due row is sent; then
// - Xero's 429: every waiting row waits Retry-After seconds (the limit is the organisation's);
// - 5xx, a timeout, no network: the row waits 30 s × 2^(attempts−1) (at most an hour) and the run
//   stops (the provider is down; the rest waits with it, nothing is lost);
// - 400 with ValidationErrors: the row fails with Xero's message until finance fixes and retries it;
// - 401/403: the connection is marked as needing reconnection and nothing more is sent.
// The idempotency key is the row's, fixed when the document was made.

export const ACCOUNTING_SYNC_JOB = 'accounting.sync';
const BATCH = 100;

export interface SyncOutcome {
  sent: number;
  failed: number;
  waiting: number;
  paidInProvider: number;
}

export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

export async function syncAccounting(
  ctx: AppContext,
  now = new Date(),
  options: { throwOnProvider?: boolean } = {},
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, failed: 0, waiting: 0, paidInProvider: 0 };
  if (!ctx.config.features.includes('accounting')) return outcome;
  const db = ctx.db.kysely;
  let auth: Awaited<ReturnType<typeof activeAuth>>;
  try {
    auth = await activeAuth(ctx, now);
  } catch (error) {
    if (options.throwOnProvider) throw error;
    return outcome;
  }
  if (!auth) return outcome;
  const at = (d: Date) => d.toISOString();
  const due = await db
    .selectFrom('accounting_sync')
    .select(['id', 'document_type', 'document_id', 'student_id', 'idempotency_key', 'attempts'])
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', at(now))
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let stop: unknown = null;
  for (const row of due) {
    try {
      const providerId = await pushDocument(ctx, auth, row);
      await db
        .updateTable('accounting_sync')
        .set({
          status: 'sent',
          provider_id: providerId,
          attempts: row.attempts + 1,
          last_error: null,
          sent_at: at(new Date()),
          updated_at: at(new Date()),
        })
        .where('id', '=', row.id)
        .execute();
      await markDocument(db, row.document_type, [row.document_id], 'Sent');
      outcome.sent++;
    } catch (error) {
      const later = (seconds: number) => at(new Date(now.getTime() + seconds * 1000));
      if (error instanceof NotYet) {
        await db
          .updateTable('accounting_sync')
          .set({ next_attempt_at: later(60), last_error: error.message, updated_at: at(new Date()) })
          .where('id', '=', row.id)
          .execute();
        outcome.waiting++;
        continue;
      }
      const xero =
        error instanceof XeroError
          ? error
          : new XeroError('unavailable', `Xero call failed: ${error instanceof Error ? error.message : String(error)}`);
      if (xero.kind === 'validation') {
        await recordRefusal(db, row, xero);
        outcome.failed++;
        continue;
      }
      if (xero.kind === 'rate_limited') {
        // Xero's limits are per organisation: every waiting document waits with this one.
        const until = later(xero.retryAfterSeconds ?? 60);
        await db
          .updateTable('accounting_sync')
          .set({ next_attempt_at: until, updated_at: at(new Date()) })
          .where('status', '=', 'queued')
          .where('next_attempt_at', '<', until)
          .execute();
      }
      if (xero.kind === 'unauthorised') await markNeedsReconnection(ctx, xero.message, now);
      else {
        const wait = xero.kind === 'rate_limited' ? (xero.retryAfterSeconds ?? 60) : backoffSeconds(row.attempts + 1);
        await db
          .updateTable('accounting_sync')
          .set({
            attempts: xero.kind === 'rate_limited' ? row.attempts : row.attempts + 1,
            next_attempt_at: later(wait),
            last_error: xero.message,
            updated_at: at(new Date()),
          })
          .where('id', '=', row.id)
          .execute();
      }
      stop = xero;
      break;
    }
  }
  outcome.waiting = Number(
    (
      await db
        .selectFrom('accounting_sync')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'queued')
        .executeTakeFirstOrThrow()
    ).n,
  );
  if (stop) {
    if (options.throwOnProvider) throw stop;
    return outcome;
  }
  try {
    outcome.paidInProvider = await readPaidStatus(ctx, auth);
  } catch (error) {
    if (error instanceof XeroError && error.kind === 'unauthorised')
      await markNeedsReconnection(ctx, error.message, now);
    if (options.throwOnProvider) throw error;
  }
  return outcome;
}

/**
 * Xero refused the row's document (a 400 with ValidationErrors): the row fails with Xero's message,
 * shown on the document and on Finance > Validation, until finance fixes the cause and retries it.
 */
export async function recordRefusal(
  db: Kysely<Database> | Transaction<Database>,
  row: Pick<AccountingSyncTable, 'document_type' | 'document_id'> & { id: number; attempts: number },
  refusal: XeroError,
): Promise<void> {
  await db
    .updateTable('accounting_sync')
    .set({
      status: 'failed',
      attempts: row.attempts + 1,
      last_error: refusal.message,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  await markDocument(db, row.document_type, [row.document_id], 'Failed', refusal.message);
}

/**
 * Payments made in Xero: for each invoice sent and still open here, Xero's AmountPaid beyond what
 * is recorded here (payments sent from here included) is recorded as a payment "Paid in Xero"
 * (a receipt and its payment, audited), and not sent back.
 */
export async function readPaidStatus(
  ctx: AppContext,
  auth: { accessToken: string; tenantId: string },
): Promise<number> {
  const db = ctx.db.kysely;
  const open = await db
    .selectFrom('accounting_sync as s')
    .innerJoin('invoices as i', 'i.id', 's.document_id')
    .select(['i.id', 'i.student_id', 'i.amount_pence', 's.provider_id'])
    .select((eb) => [
      eb.fn
        .coalesce(
          eb
            .selectFrom('payments as p')
            .select((e) => e.fn.sum<number>('p.amount_pence').as('t'))
            .whereRef('p.invoice_id', '=', 'i.id'),
          eb.lit(0),
        )
        .as('paid'),
      eb.fn
        .coalesce(
          eb
            .selectFrom('credit_allocations as c')
            .select((e) => e.fn.sum<number>('c.amount_pence').as('t'))
            .whereRef('c.invoice_id', '=', 'i.id'),
          eb.lit(0),
        )
        .as('credited'),
    ])
    .where('s.document_type', '=', 'invoice')
    .where('s.status', '=', 'sent')
    .execute();
  const still = open.filter((i) => Number(i.paid) + Number(i.credited) < i.amount_pence && i.provider_id);
  let recorded = 0;
  for (let k = 0; k < still.length; k += 50) {
    const batch = still.slice(k, k + 50);
    const answer = await accountingCall<{ Invoices?: { InvoiceID: string; AmountPaid?: number }[] }>(
      ctx.config.xero,
      auth,
      'GET',
      `/Invoices?IDs=${batch.map((b) => b.provider_id).join(',')}`,
    );
    const paidThere = new Map((answer.Invoices ?? []).map((i) => [i.InvoiceID, Math.round((i.AmountPaid ?? 0) * 100)]));
    for (const inv of batch) {
      const extra = Math.min(
        (paidThere.get(inv.provider_id ?? '') ?? 0) - Number(inv.paid),
        inv.amount_pence - Number(inv.paid) - Number(inv.credited),
      );
      if (extra <= 0) continue;
      await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const today = now.slice(0, 10);
        const receipt = await trx
          .insertInto('receipts')
          .values({
            student_id: inv.student_id,
            received_on: today,
            amount_pence: extra,
            method: 'Xero',
            reference: 'Paid in Xero',
            created_by_user_id: null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('payments')
          .values({
            student_id: inv.student_id,
            invoice_id: inv.id,
            receipt_id: receipt.id,
            received_on: today,
            amount_pence: extra,
            method: 'Xero',
            reference: 'Paid in Xero',
            created_at: now,
          })
          .execute();
        await recordAudit(trx, {
          actorUserId: null,
          entity: 'receipts',
          entityId: receipt.id,
          action: 'payment read from accounting',
          changes: { studentId: inv.student_id, invoiceId: inv.id, amount: { from: null, to: extra } },
        });
      });
      recorded++;
    }
  }
  return recorded;
}

/** The job, every XERO_SYNC_SECONDS (registered only while the feature is on). */
export function registerAccountingSync(everySeconds: number): void {
  registerRecurringJob(ACCOUNTING_SYNC_JOB, everySeconds, async (ctx, job) => {
    await syncAccounting(ctx, job.now);
  });
}
