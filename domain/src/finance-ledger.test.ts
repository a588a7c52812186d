import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, creditKindOf, statement } from './finance-ledger.ts';

describe('allocate', () => {
  it('settles the open invoices in the order given, each up to what it needs, and keeps the rest', () => {
    expect(
      allocate(
        [
          { id: 1, outstanding: 300 },
          { id: 2, outstanding: 0 },
          { id: 3, outstanding: 500 },
        ],
        600,
      ),
    ).toEqual({
      allocations: [
        { id: 1, amount: 300 },
        { id: 3, amount: 300 },
      ],
      unallocated: 0,
    });
    expect(allocate([{ id: 1, outstanding: 300 }], 1000)).toEqual({
      allocations: [{ id: 1, amount: 300 }],
      unallocated: 700,
    });
    expect(allocate([], 50)).toEqual({ allocations: [], unallocated: 50 });
    expect(() => allocate([], -1)).toThrow(RangeError);
    expect(() => allocate([], 1.5)).toThrow(RangeError);
  });

  it('never takes an invoice below nothing owed and loses or makes no penny (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { maxLength: 12 }), fc.nat(5_000_000), (needs, amount) => {
        const open = needs.map((outstanding, i) => ({ id: i + 1, outstanding }));
        const { allocations, unallocated } = allocate(open, amount);
        for (const a of allocations) {
          expect(a.amount).toBeGreaterThan(0);
          expect(a.amount).toBeLessThanOrEqual(open[a.id - 1]?.outstanding ?? 0);
        }
        expect(allocations.reduce((s, a) => s + a.amount, 0) + unallocated).toBe(amount);
        // Credit is left over only when every invoice is settled.
        if (unallocated > 0)
          expect(allocations.reduce((s, a) => s + a.amount, 0)).toBe(needs.reduce((s, n) => s + n, 0));
      }),
    );
  });
});

describe('statement', () => {
  it('orders by date, charges before credits on a day, with the running balance', () => {
    const lines = statement([
      { date: '2026-09-01', kind: 'Payment', reference: 'CARD-1', description: 'Card', charge: 0, credit: 1000 },
      {
        date: '2026-09-01',
        kind: 'Invoice',
        reference: 'INV-2026-00002',
        description: 'Fee 2 of 2',
        charge: 1000,
        credit: 0,
      },
      {
        date: '2026-08-01',
        kind: 'Invoice',
        reference: 'INV-2026-00001',
        description: 'Fee 1 of 2',
        charge: 1000,
        credit: 0,
      },
      {
        date: '2026-10-03',
        kind: 'Credit note',
        reference: 'CN-2026-00001',
        description: 'General Bursary',
        charge: 0,
        credit: 1500,
      },
    ]);
    expect(lines.map((l) => [l.reference, l.balance])).toEqual([
      ['INV-2026-00001', 1000],
      ['INV-2026-00002', 2000],
      ['CARD-1', 1000],
      ['CN-2026-00001', -500],
    ]);
  });

  it('names the credit kind of each bursary type', () => {
    expect(
      ['General Bursary', "Principal's Bursary", 'Staff Discount', 'Discretionary Discount'].map(creditKindOf),
    ).toEqual(['Bursary', 'Bursary', 'Discount', 'Discount']);
  });
});
