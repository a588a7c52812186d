import { describe, expect, it } from 'vitest';
import {
  guessBankMapping,
  invoiceNumbersIn,
  missingBankColumns,
  parseBankAmount,
  parseBankDate,
  partnerIdsIn,
} from './bank-statement-cells.ts';

describe('reading a UK bank export', () => {
  it('reads amounts as pence in the ways banks write them', () => {
    expect(parseBankAmount('1,234.56')).toBe(123_456);
    expect(parseBankAmount('£1234.5')).toBe(123_450);
    expect(parseBankAmount('-12.00')).toBe(-1200);
    expect(parseBankAmount('(12.00)')).toBe(-1200);
    expect(parseBankAmount('12.00 DR')).toBe(-1200);
    expect(parseBankAmount('12.00 CR')).toBe(1200);
    expect(parseBankAmount('12.00-')).toBe(-1200);
    expect(parseBankAmount('+7')).toBe(700);
    expect(parseBankAmount('')).toBeNull();
    expect(parseBankAmount('12.345')).toBeNull();
    expect(parseBankAmount('twelve')).toBeNull();
  });

  it('reads day-first, ISO and written-month dates, and refuses what is not a day', () => {
    expect(parseBankDate('03/08/2026')).toBe('2026-08-03');
    expect(parseBankDate('3-8-26')).toBe('2026-08-03');
    expect(parseBankDate('03.08.2026')).toBe('2026-08-03');
    expect(parseBankDate('2026-08-03T10:00:00')).toBe('2026-08-03');
    expect(parseBankDate('03 Aug 2026')).toBe('2026-08-03');
    expect(parseBankDate('3-August-2026')).toBe('2026-08-03');
    expect(parseBankDate('31/02/2026')).toBeNull();
    expect(parseBankDate('08/13/2026')).toBeNull();
    expect(parseBankDate('soon')).toBeNull();
  });

  it('guesses the columns from common headers and says which are still missing', () => {
    expect(
      guessBankMapping(['Transaction Date', 'Transaction Description', 'Debit Amount', 'Credit Amount', 'Balance']),
    ).toEqual({
      date: 'Transaction Date',
      description: 'Transaction Description',
      paidIn: 'Credit Amount',
      paidOut: 'Debit Amount',
      balance: 'Balance',
    });
    expect(guessBankMapping(['Date', 'Memo', 'Amount (GBP)'])).toEqual({
      date: 'Date',
      description: 'Memo',
      amount: 'Amount (GBP)',
    });
    expect(missingBankColumns({ date: 'When' })).toEqual(['description', 'amount']);
    expect(missingBankColumns({ date: 'D', description: 'X', paidIn: 'In' })).toEqual([]);
  });

  it('finds invoice numbers and student references in a line’s text, not dates or invoice digits', () => {
    expect(invoiceNumbersIn('BGC inv 2026 00012 AND INV-2027-00003')).toEqual(['INV-2026-00012', 'INV-2027-00003']);
    expect(partnerIdsIn('FP 1000123 SMITH INV-2026-00012 03/08/2026')).toEqual([1_000_123]);
  });
});
