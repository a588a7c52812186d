import { z } from 'zod';

// Issue 11.19 and 14: how credits and payments settle invoices, and a student's statement. Amounts
// are whole pence. An allocation never takes an invoice below nothing owed: what is left over stays
// on the account as credit.

/** spec 9 bursary types become Bursary or Discount credits; finance adds corrections and withdrawals. */
export const CREDIT_NOTE_KINDS = ['Bursary', 'Discount', 'Correction', 'Withdrawal'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

/** A bursary type's credit kind: the two discounts are discounts, the rest bursaries. */
export function creditKindOf(bursaryType: string): CreditNoteKind {
  return bursaryType.endsWith('Discount') ? 'Discount' : 'Bursary';
}

export interface OpenItem {
  id: number;
  /** What the invoice still needs, in pence (0 or more). */
  outstanding: number;
}

export interface Allocation {
  /** A settlement of `amount` pence against invoice `id`. */
  id: number;
  amount: number;
}

/**
 * Settles `amount` pence against `open`, in the order given (the caller orders by due date, oldest
 * first), each invoice up to what it still needs. Returns the settlements and what is left over.
 */
export function allocate(
  open: readonly OpenItem[],
  amount: number,
): { allocations: Allocation[]; unallocated: number } {
  if (!Number.isInteger(amount) || amount < 0)
    throw new RangeError(`An amount to allocate must be whole pence, 0 or more (got ${amount}).`);
  let left = amount;
  const allocations: Allocation[] = [];
  for (const item of open) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, item.outstanding));
    if (take > 0) {
      allocations.push({ id: item.id, amount: take });
      left -= take;
    }
  }
  return { allocations, unallocated: left };
}

export const STATEMENT_KINDS = ['Invoice', 'Credit note', 'Payment', 'Refund'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const statementLine = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** The document's number or the payment's reference. */
  reference: z.string(),
  description: z.string(),
  /** Pence: what this line adds to the amount owed (charges) or takes off it (credits, payments). */
  charge: z.number(),
  credit: z.number(),
  /** What the student owes after this line; below 0 is credit on the account. */
  balance: z.number(),
});
export type StatementLine = z.infer<typeof statementLine>;

export type StatementEntry = Omit<StatementLine, 'balance'>;

const ORDER: Record<StatementKind, number> = { Invoice: 0, Refund: 1, 'Credit note': 2, Payment: 3 };

/** The entries by date (on one day charges before credits), each with the running balance. */
export function statement(entries: readonly StatementEntry[]): StatementLine[] {
  const sorted = [...entries].sort(
    (a, b) => a.date.localeCompare(b.date) || ORDER[a.kind] - ORDER[b.kind] || a.reference.localeCompare(b.reference),
  );
  let balance = 0;
  return sorted.map((e) => {
    balance += e.charge - e.credit;
    return { ...e, balance };
  });
}
