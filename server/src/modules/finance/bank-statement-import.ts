import {
  BANK_LINE_STATUSES,
  type BankConfirmView,
  type BankDryRunView,
  type bankConfirmInput,
  type bankDryRunInput,
} from '@collegium/domain/bank-statement';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/database.ts';
import { auditActor, type Actor } from '../../http/actor.ts';
import { conflict, validationFailed } from '../../http/errors.ts';
import { keepMapping, keptMapping } from './bank-statement-accounts.ts';
import { matchLines, recordedLines } from './bank-statement-match.ts';
import { readStatement } from './bank-statement-read.ts';
import { openInvoices, openInvoicesOf } from './open-invoices.ts';
import { settleReceipt } from './record-payment.ts';

// Issue 14 (payments), Finance > Bank import. The dry run reads and matches a statement and
// writes nothing. The confirm reads the same file again (amounts and dates come from the file,
// never from the browser), records each accepted line as a BACS payment of its student, and marks
// the line recorded by its hash, in one transaction: all lines or none. A line recorded before (by
// any import, even one running at the same moment: the hash is unique) refuses the whole confirm.

export async function bankDryRun(db: Db, input: z.output<typeof bankDryRunInput>): Promise<BankDryRunView> {
  const kept = input.mapping ? null : await keptMapping(db.kysely, input.account);
  const read = readStatement(input.csv, input.account, input.mapping, kept);
  const lines = await matchLines(db.kysely, read.lines, input.picks ?? []);
  const counts = Object.fromEntries(BANK_LINE_STATUSES.map((s) => [s, 0])) as BankDryRunView['counts'];
  for (const l of lines) counts[l.status] += 1;
  return {
    account: input.account,
    headers: read.headers,
    mapping: read.mapping,
    missing: read.missing,
    lines,
    counts,
    matchedTotal: lines.reduce((sum, l) => sum + (l.status === 'matched' ? (l.amount ?? 0) : 0), 0),
  };
}

export async function confirmBankStatement(
  db: Db,
  input: z.output<typeof bankConfirmInput>,
  actor: Actor,
): Promise<BankConfirmView> {
  const read = readStatement(input.csv, input.account, input.mapping, null);
  if (read.missing.length > 0)
    throw validationFailed(read.missing.map((c) => ({ param: `mapping.${c}`, message: 'Choose the column.' })));
  const byLine = new Map(read.lines.map((l) => [l.line, l]));
  const chosen = input.lines.map((pick, i) => {
    const line = byLine.get(pick.line);
    if (!line || line.error || line.amount === null || line.amount <= 0)
      throw validationFailed([
        {
          param: `lines.${i}.line`,
          message: `Line ${pick.line} of the file is not a payment received: it cannot be recorded.`,
        },
      ]);
    return { pick, line: { ...line, amount: line.amount, hash: line.hash!, date: line.date! } };
  });
  const now = new Date().toISOString();
  return db.kysely.transaction().execute(async (trx) => {
    const hashes = chosen.map((c) => c.line.hash);
    const repeated = chosen.find((c, i) => hashes.indexOf(c.line.hash) !== i);
    if (repeated) throw conflict(`Line ${repeated.pick.line} is the same as an earlier line: it is recorded once.`);
    const before = await recordedLines(trx, hashes);
    const again = chosen.find((c) => before.has(c.line.hash));
    if (again)
      throw conflict(
        `Line ${again.pick.line} was recorded already, by the import of ${before.get(again.line.hash)!.slice(0, 10)}: nothing was recorded. Run the dry run again.`,
      );

    const studentIds = [...new Set(chosen.map((c) => c.pick.studentId))];
    const known = new Set(
      (await trx.selectFrom('students').select('id').where('id', 'in', studentIds).execute()).map((s) => s.id),
    );
    const open = await openInvoicesOf(trx, studentIds);
    const receiptIds: number[] = [];
    for (const [i, { pick, line }] of chosen.entries()) {
      if (!known.has(pick.studentId))
        throw validationFailed([
          { param: `lines.${i}.studentId`, message: `There is no student with id ${pick.studentId}.` },
        ]);
      if (pick.invoiceId !== null && !open.some((o) => o.id === pick.invoiceId && o.studentId === pick.studentId))
        throw conflict(
          `The invoice line ${pick.line} was matched to is no longer open: nothing was recorded. Run the dry run again.`,
        );
      // What is open now (an earlier line of this statement may have settled the picked invoice).
      const theirs = (await openInvoices(trx, pick.studentId)).map((o) => o.id);
      const order = theirs.includes(pick.invoiceId ?? 0)
        ? [pick.invoiceId!, ...theirs.filter((id) => id !== pick.invoiceId)]
        : theirs;
      const receipt = await settleReceipt(
        trx,
        pick.studentId,
        {
          receivedOn: line.date,
          method: 'BACS',
          reference: line.description.slice(0, 100) || `Bank line ${line.line}`,
          amount: line.amount,
          invoiceIds: order.length > 0 ? order : undefined,
        },
        actor,
        now,
      );
      receiptIds.push(receipt.receiptId);
      const inserted = await trx
        .insertInto('bank_statement_lines')
        .values({
          line_hash: line.hash,
          account: input.account,
          line_date: line.date,
          amount_pence: line.amount,
          description: line.description,
          receipt_id: receipt.receiptId,
          imported_by_user_id: actor.userId,
          imported_at: now,
        })
        .onConflict((oc) => oc.column('line_hash').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw conflict(`Line ${pick.line} was recorded by another import just now: nothing was recorded.`);
    }
    await keepMapping(trx, input.account, input.mapping, now);
    const total = chosen.reduce((sum, c) => sum + c.line.amount, 0);
    await recordAudit(trx, {
      ...auditActor(actor),
      ip: actor.ip,
      entity: 'bank_statement_lines',
      entityId: null,
      action: 'bank statement imported',
      changes: {
        account: input.account,
        lines: { from: null, to: chosen.length },
        total: { from: null, to: total },
        receiptIds,
      },
    });
    return { recorded: chosen.length, total, receiptIds };
  });
}
